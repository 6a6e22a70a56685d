import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { jobs } from "@/db/schema";

export interface EnqueueOptions {
  /** when it may run (default now) */
  runAt?: Date;
  /** at most one job per key (a unique index): a second enqueue with the key is ignored */
  dedupeKey?: string;
  maxAttempts?: number;
  /**
   * With a dedupeKey: when the key's job exists and is not running, make it run again at runAt
   * with this payload (queued, attempts 0). For a job that follows a row that can change (a
   * message re-timed or re-armed). A running job is left alone: its handler re-reads the row.
   */
  replace?: boolean;
}

/**
 * Adds a job in the caller's transaction (a rolled-back change enqueues nothing). Returns the
 * job's id, or null when the dedupe key already had a job (and `replace` did not apply).
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown> = {},
  opts: EnqueueOptions = {},
): Promise<number | null> {
  const values = {
    kind,
    payload,
    runAt: opts.runAt ?? new Date(),
    dedupeKey: opts.dedupeKey ?? null,
    maxAttempts: opts.maxAttempts ?? 5,
  };
  const insert = db.insert(jobs).values(values);
  const rows =
    opts.replace && opts.dedupeKey
      ? await insert
          .onConflictDoUpdate({
            target: jobs.dedupeKey,
            targetWhere: sql`${jobs.dedupeKey} is not null`,
            set: {
              kind,
              payload,
              runAt: values.runAt,
              maxAttempts: values.maxAttempts,
              status: "queued",
              attempts: 0,
              lastError: null,
              lockedBy: null,
              leaseUntil: null,
              finishedAt: null,
            },
            setWhere: sql`${jobs.status} <> 'running'`,
          })
          .returning({ id: jobs.id })
      : await insert.onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` }).returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
