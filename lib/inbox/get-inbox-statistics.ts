import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { inboxMessages } from "@/db/schema";

/** Unread and starred counts of a user's inbox (spec 1 §3 "Inbox statistics"). */
export async function getInboxStatistics(db: DbOrTx, opts: { userId: number }): Promise<{ totalUnRead: number; totalStarred: number }> {
  const [row] = await db
    .select({
      totalUnRead: sql<number>`count(*) filter (where not ${inboxMessages.isRead})`.mapWith(Number),
      totalStarred: sql<number>`count(*) filter (where ${inboxMessages.isStarred})`.mapWith(Number),
      total: count(),
    })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, opts.userId)));
  return { totalUnRead: row?.totalUnRead ?? 0, totalStarred: row?.totalStarred ?? 0 };
}
