/**
 * The rules of the cluster launcher (scripts/cluster.ts, decision 097), apart from its processes so
 * they can be tested: how many server processes `npm start` runs, and when a worker that ended is
 * started again. No imports: pure functions of their arguments.
 */

/** The most workers PORTAL_WORKERS may ask for (a typo like 20 must not exhaust the database). */
export const MAX_WORKERS = 16;
/** Database connections per worker process (db/index.ts: DB_POOL_MAX, default 10). */
export const POOL_PER_WORKER_DEFAULT = 10;

export interface WorkerCountInput {
  /** PORTAL_WORKERS: a number, "auto" (one per core) or empty/unset (the default) */
  value: string | undefined;
  /** cores available to this process (os.availableParallelism()) */
  cores: number;
  /** `npm run dev`: the development server is always one process */
  dev: boolean;
}

export type WorkerCount = { workers: number; note?: string } | { error: string };

/**
 * How many server processes serve the port. The default is one on a machine with up to three
 * cores — on this 2-core machine a second process did not win against one on an idle machine,
 * because PostgreSQL (and the load) need the other core (decision 097) — and half the cores from
 * four cores on, leaving the rest to the database; "auto" is one per core. `next dev` is always one process (its compiler
 * and file watcher are per process), so any value there gives 1 with a note.
 */
export function workerCount({ value, cores, dev }: WorkerCountInput): WorkerCount {
  const v = (value ?? "").trim().toLowerCase();
  if (dev)
    return v === "" || v === "1"
      ? { workers: 1 }
      : { workers: 1, note: `PORTAL_WORKERS=${value} ignored: the development server is one process` };
  const n = v === "" ? (cores >= 4 ? Math.min(MAX_WORKERS, Math.floor(cores / 2)) : 1) : v === "auto" ? Math.max(1, cores) : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS)
    return { error: `PORTAL_WORKERS must be a whole number from 1 to ${MAX_WORKERS} or "auto" (got "${value ?? ""}")` };
  return { workers: n };
}

export interface RestartRules {
  /** a worker listening and still alive this long after is ready: the start-up has worked */
  readyMs: number;
  /** a worker that served this long after listening counts as healthy: its death resets the back-off */
  stableMs: number;
  /** the first restart's delay; each further consecutive unhealthy death doubles it */
  baseDelayMs: number;
  maxDelayMs: number;
  /** consecutive unhealthy deaths after which the launcher stops everything and fails */
  maxFailures: number;
}

export const RESTART_RULES: RestartRules = { readyMs: 5_000, stableMs: 30_000, baseDelayMs: 500, maxDelayMs: 30_000, maxFailures: 5 };

export type RestartDecision = { restart: true; delayMs: number } | { restart: false; reason: string };

/**
 * What to do when a worker ended (the launcher is not stopping). Keeps the count of consecutive
 * unhealthy deaths: a worker that never listened, or died within `stableMs` of listening. Rules:
 * - no worker has been ready yet since the launcher started (listening and alive `readyMs` later):
 *   give up at once — a broken build or a bad configuration (Next listens first and fails on
 *   loading the build a moment later), so `npm start` fails clearly instead of retrying forever;
 * - otherwise restart after `baseDelayMs · 2^(failures − 1)` (capped), where a worker that had run
 *   `stableMs` or longer first resets the count: a crash after hours is restarted after the base delay;
 * - `maxFailures` unhealthy deaths in a row: give up.
 */
export class RestartPolicy {
  private failures = 0;
  private anyReady = false;

  constructor(private readonly rules: RestartRules = RESTART_RULES) {}

  /** a worker has been listening for `readyMs` */
  ready(): void {
    this.anyReady = true;
  }

  /** consecutive unhealthy deaths so far */
  get consecutiveFailures(): number {
    return this.failures;
  }

  /** @param servedMs time from the worker's listening to its end, or null when it never listened */
  exited(servedMs: number | null): RestartDecision {
    if (!this.anyReady) return { restart: false, reason: "a worker ended before any worker was ready" };
    if (servedMs !== null && servedMs >= this.rules.stableMs) this.failures = 0;
    this.failures += 1;
    if (this.failures >= this.rules.maxFailures)
      return { restart: false, reason: `${this.failures} workers in a row ended within ${this.rules.stableMs / 1000} s of starting` };
    return { restart: true, delayMs: Math.min(this.rules.baseDelayMs * 2 ** (this.failures - 1), this.rules.maxDelayMs) };
  }
}

/**
 * Database connections one instance can hold at once: every worker's pool and the job worker's pool
 * of 2 (scripts/start.ts; its start-up connections are closed before the servers start). Decision
 * 097 compares it with the embedded server's max_connections (200).
 */
export function connectionsPerInstance(workers: number, poolPerWorker = POOL_PER_WORKER_DEFAULT): number {
  return workers * poolPerWorker + 2;
}
