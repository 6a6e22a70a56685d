import "server-only";
import type { DbOrTx } from "@/db";
import { preparedQuery } from "@/db/prepared";

/**
 * The inbox indicator's counts: one named prepared statement (decision 095), as the session check.
 * It is the trivial signed-in call of the bench (issue 18), asked on every page of the shell, so
 * it skips drizzle's query building and the server's parse and plan of each call.
 */
const INBOX_STATISTICS_SQL = `select (count(*) filter (where not is_read))::int as unread, (count(*) filter (where is_starred))::int as starred
  from inbox_messages where user_id = $1`;

/** Unread and starred counts of a user's inbox (spec 1 §3 "Inbox statistics"). */
export async function getInboxStatistics(db: DbOrTx, opts: { userId: number }): Promise<{ totalUnRead: number; totalStarred: number }> {
  const [row] = await preparedQuery<{ unread: number; starred: number }>(db, "portal_inbox_statistics", INBOX_STATISTICS_SQL, [
    opts.userId,
  ]);
  return { totalUnRead: row?.unread ?? 0, totalStarred: row?.starred ?? 0 };
}
