/**
 * Claiming and running jobs (decision 025).
 *
 * The claim is one short statement (its own transaction): due rows — queued with run_at passed,
 * or running with an expired lease (their worker died) — are picked FOR UPDATE SKIP LOCKED, so
 * workers never claim the same row, and set running with this worker's id and a lease. Each
 * handler then runs outside that statement, in its own transaction(s).
 */
import "server-only";
import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { jobs, type Job } from "@/db/schema";
import { backoffMs } from "./backoff";
import { jobRegistry, type JobRegistry } from "./registry";

export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface RunOptions {
  workerId: string;
  registry?: JobRegistry;
  /** only these kinds (default: every kind the registry handles) */
  kinds?: string[];
  limit?: number;
  leaseMs?: number;
  /** the queue's clock; default the database's now() (one clock for every instance) */
  now?: () => Date;
  signal?: AbortSignal;
  random?: () => number;
}

const clock = (now?: () => Date): SQL => (now ? sql`${now().toISOString()}::timestamptz` : sql`now()`);
const plusMs = (at: SQL, ms: number): SQL => sql`(${at} + ${ms} * interval '1 millisecond')`;

/** Claims up to `limit` due jobs for `workerId`. */
export async function claimJobs(db: Db, opts: RunOptions & { kinds: string[] }): Promise<Job[]> {
  if (opts.kinds.length === 0) return [];
  const at = clock(opts.now);
  const ofKinds = inArray(jobs.kind, opts.kinds);
  // a job whose worker died on every one of its attempts is not run again: dead
  await db
    .update(jobs)
    .set({
      status: "dead",
      lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'lease expired (worker stopped) on the last attempt'`,
      lockedBy: null,
      leaseUntil: null,
      finishedAt: at,
    })
    .where(and(ofKinds, eq(jobs.status, "running"), lt(jobs.leaseUntil, at), sql`${jobs.attempts} >= ${jobs.maxAttempts}`));
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        ofKinds,
        or(
          and(eq(jobs.status, "queued"), lte(jobs.runAt, at)),
          and(eq(jobs.status, "running"), lt(jobs.leaseUntil, at), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(opts.limit ?? 10)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: "running",
      lockedBy: opts.workerId,
      leaseUntil: plusMs(at, opts.leaseMs ?? DEFAULT_LEASE_MS),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Conditions under which a finishing worker still owns the job. */
const mine = (job: Job, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId));

async function markDone(db: DbOrTx, job: Job, workerId: string, now?: () => Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "done", lockedBy: null, leaseUntil: null, finishedAt: clock(now) })
    .where(mine(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Runs one claimed job's handler and records the outcome. Never throws. */
export async function runJob(db: Db, job: Job, opts: RunOptions): Promise<"done" | "retry" | "failed" | "dead"> {
  const registry = opts.registry ?? jobRegistry;
  const now = opts.now ?? (() => new Date());
  try {
    const handler = registry.handlers.get(job.kind);
    if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
    const outcome = await handler(job.payload, {
      db,
      job,
      workerId: opts.workerId,
      now,
      signal: opts.signal,
      lastAttempt: job.attempts >= job.maxAttempts,
      markDone: (tx) => markDone(tx, job, opts.workerId, opts.now),
    });
    if (outcome && "retryAt" in outcome) {
      await db
        .update(jobs)
        .set({
          status: "queued",
          runAt: outcome.retryAt,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedBy: null,
          leaseUntil: null,
        })
        .where(mine(job, opts.workerId));
      return "retry";
    }
    await markDone(db, job, opts.workerId, opts.now); // no-op when the handler already did it in its transaction
    return "done";
  } catch (e) {
    const dead = job.attempts >= job.maxAttempts;
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 1000);
    await db
      .update(jobs)
      .set({
        status: dead ? "dead" : "queued",
        lastError: message,
        runAt: dead ? job.runAt : plusMs(clock(opts.now), backoffMs(job.attempts, opts.random)),
        lockedBy: null,
        leaseUntil: null,
        finishedAt: dead ? clock(opts.now) : null,
      })
      .where(mine(job, opts.workerId))
      .catch((err: unknown) => console.error(`[jobs] recording the failure of job ${job.id} failed:`, err));
    return dead ? "dead" : "failed";
  }
}

/** One pass: claims due jobs and runs them one after another. Returns how many were claimed. */
export async function runDueJobs(db: Db, opts: RunOptions): Promise<number> {
  const registry = opts.registry ?? jobRegistry;
  const claimed = await claimJobs(db, { ...opts, kinds: opts.kinds ?? registry.kinds() });
  for (const [i, job] of claimed.entries()) {
    if (opts.signal?.aborted) {
      // stopping: hand back the jobs not started (not counted as attempts)
      const rest = claimed.slice(i).map((j) => j.id);
      await db
        .update(jobs)
        .set({ status: "queued", attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, leaseUntil: null })
        .where(and(inArray(jobs.id, rest), eq(jobs.status, "running"), eq(jobs.lockedBy, opts.workerId)));
      break;
    }
    await runJob(db, job, opts);
  }
  return claimed.length;
}
