/**
 * The portal's job queue (decision 025; issue 10 item 6): one row per unit of background work.
 *
 * A worker claims due rows (`queued` and `run_at <= now`, or `running` whose `lease_until` has
 * passed: the worker that held it died) with FOR UPDATE SKIP LOCKED in a short transaction,
 * runs the handler of the row's `kind` outside it, then marks it `done`, re-queues it with a
 * backoff, or marks it `dead` after `max_attempts` (with `last_error`). `dedupe_key` makes "at
 * most one such job" hold in the database (one row per recurring period, one send job per message).
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["queued", "running", "done", "dead", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    /** runs started so far (counted at claim, so a job that kills its worker still ends dead) */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_key")
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    // the claim: queued and due, oldest first
    index("jobs_queued_run_at_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    // the claim: running with an expired lease
    index("jobs_running_lease_idx")
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'running'`),
    // staff counts and cleanup
    index("jobs_status_finished_idx").on(t.status, t.finishedAt),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'dead', 'cancelled')`),
    check("jobs_attempts_check", sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
  ],
);

export type Job = typeof jobs.$inferSelect;
