/**
 * Job kinds and their handlers (decision 025). One registry per process (`jobRegistry`); tests
 * and tools may build their own. Handlers are registered at start-up (lib/jobs/portal-jobs.ts).
 *
 * Contract: at least once. A handler may run more than once for one job — its worker can die
 * (or its lease can pass) after the effect and before the job is marked done. A handler whose
 * effect must not happen twice makes it effectively once by writing the effect and the job's
 * completion in ONE transaction (`ctx.markDone(tx)`) under a condition that fails the second time
 * (e.g. `UPDATE outbox … WHERE status = 'pending'` after locking the row), or by a dedupe key.
 */
import type { Db, DbOrTx } from "@/db";
import type { Job } from "@/db/schema";

export interface JobContext {
  db: Db;
  /** the claimed row: `attempts` already counts this run */
  job: Job;
  workerId: string;
  /** the worker's clock (tests run the queue at a chosen time) */
  now: () => Date;
  signal?: AbortSignal;
  /** Marks the job done inside `tx` (with the handler's effect). False when the job is no longer this worker's. */
  markDone: (tx: DbOrTx) => Promise<boolean>;
  /** true on the last attempt: a failure now makes the job dead */
  lastAttempt: boolean;
}

/** void → done; `{ retryAt }` → queued again for then, without counting an attempt (not a failure). */
export type JobOutcome = void | { retryAt: Date };

export type JobHandler<P = Record<string, unknown>> = (payload: P, ctx: JobContext) => Promise<JobOutcome>;

export type Schedule =
  /** one job per N seconds, periods aligned to the Unix epoch */
  | { everySeconds: number }
  /** one job per day at hh:mm local time */
  | { dailyAt: string; timeZone: string };

export interface RecurringJob {
  kind: string;
  schedule: Schedule;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

export class JobRegistry {
  readonly handlers = new Map<string, JobHandler>();
  readonly recurring = new Map<string, RecurringJob>();

  register<P>(kind: string, handler: JobHandler<P>): this {
    this.handlers.set(kind, handler as JobHandler);
    return this;
  }

  /** A recurring job: the kind's handler must be registered too. */
  every(job: RecurringJob): this {
    this.recurring.set(job.kind, job);
    return this;
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }
}

/** The process's registry, used by runWorker unless given another. */
export const jobRegistry = new JobRegistry();

export function registerJob<P>(kind: string, handler: JobHandler<P>): void {
  jobRegistry.register(kind, handler);
}

export function registerRecurring(job: RecurringJob): void {
  jobRegistry.every(job);
}
