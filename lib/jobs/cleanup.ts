import "server-only";
import { and, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { jobs, outbox } from "@/db/schema";

export const CLEANUP_KIND = "cleanup";

export interface CleanupPolicy {
  /** done and cancelled jobs, sent/held/cancelled messages */
  keepDays: number;
  /** dead jobs and failed messages: kept longer, staff look at them */
  keepDeadDays: number;
}

export const DEFAULT_CLEANUP: CleanupPolicy = { keepDays: 14, keepDeadDays: 90 };

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes finished rows older than the policy: jobs by their finish time; messages by their send
 * time (else creation). Queued and running jobs and pending messages are never touched.
 */
export async function cleanupOldRows(db: DbOrTx, opts: { now?: Date; policy?: CleanupPolicy } = {}) {
  const now = opts.now ?? new Date();
  const p = opts.policy ?? DEFAULT_CLEANUP;
  const old = daysBefore(now, p.keepDays);
  const veryOld = daysBefore(now, p.keepDeadDays);
  const doneJobs = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ["done", "cancelled"]), lt(jobs.finishedAt, old)))
    .returning({ id: jobs.id });
  const deadJobs = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ["dead"]), lt(jobs.finishedAt, veryOld)))
    .returning({ id: jobs.id });
  const finishedAt = sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`;
  const messages = await db
    .delete(outbox)
    .where(and(inArray(outbox.status, ["sent", "held", "cancelled"]), lt(finishedAt, old)))
    .returning({ id: outbox.id });
  const failed = await db
    .delete(outbox)
    .where(and(inArray(outbox.status, ["failed"]), lt(finishedAt, veryOld)))
    .returning({ id: outbox.id });
  return { jobs: doneJobs.length + deadJobs.length, messages: messages.length + failed.length };
}
