import type { Db } from "@/db";
import { enqueueRecurring } from "./recurring";
import { jobRegistry, type JobRegistry } from "./registry";
import { runDueJobs, type RunOptions } from "./run-jobs";

export interface WorkerOptions extends Omit<RunOptions, "registry"> {
  db: Db;
  registry?: JobRegistry;
  /** pause between passes when there was nothing (or little) to do */
  pollMs?: number;
  log?: (message: string) => void;
}

/** Waits `ms` or until `signal` aborts; the abort listener goes when the pause ends (one per pass piled up). */
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((done) => {
    if (signal?.aborted) return done();
    const onAbort = () => {
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      done();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * The worker loop (scripts/start.ts runs one per app instance): enqueue the recurring jobs of the
 * current period, claim and run due jobs, pause. Stops when `signal` aborts, after the job in
 * hand (jobs claimed but not started are handed back). A failing pass (database away) is logged
 * and retried after the pause.
 */
export async function runWorker(opts: WorkerOptions): Promise<void> {
  const registry = opts.registry ?? jobRegistry;
  const limit = opts.limit ?? 10;
  const log = opts.log ?? ((m: string) => console.error(`[jobs] ${m}`));
  while (!opts.signal?.aborted) {
    let claimed = 0;
    try {
      await enqueueRecurring(opts.db, { registry, now: opts.now?.() });
      claimed = await runDueJobs(opts.db, { ...opts, registry, limit });
    } catch (e) {
      log(`worker ${opts.workerId}: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (claimed < limit) await pause(opts.pollMs ?? 5000, opts.signal);
  }
}
