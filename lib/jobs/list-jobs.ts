import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { jobs } from "@/db/schema";

/** For staff: how many jobs wait, run and are dead, and the newest dead ones with their last error. */
export async function jobOverview(db: DbOrTx, opts: { limit?: number } = {}) {
  const counts = await db
    .select({ status: jobs.status, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.status} in ('queued', 'running', 'dead')`)
    .groupBy(jobs.status);
  const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const dead = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      runAt: jobs.runAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.status, "dead")))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(Math.min(opts.limit ?? 50, 200));
  return { queued: count("queued"), running: count("running"), dead: count("dead"), deadJobs: dead };
}

export type JobOverview = Awaited<ReturnType<typeof jobOverview>>;
