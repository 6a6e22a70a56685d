import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { inboxMessages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { InboxPage, TInboxFilter } from "./schemas";

/** The actor's own messages, newest first, a page at a time (show-more). */
export async function listInboxMessages(
  db: DbOrTx,
  opts: { actor: Actor; offset: number; limit: number; filter?: TInboxFilter },
): Promise<InboxPage> {
  const conds: SQL[] = [eq(inboxMessages.userId, opts.actor.userId)];
  if (opts.filter === "unread") conds.push(eq(inboxMessages.isRead, false));
  if (opts.filter === "starred") conds.push(eq(inboxMessages.isStarred, true));
  const where = and(...conds);
  const [rows, n] = await Promise.all([
    db
      .select({
        id: inboxMessages.id,
        sender: inboxMessages.sender,
        subject: inboxMessages.subject,
        body: inboxMessages.body,
        isRead: inboxMessages.isRead,
        isStarred: inboxMessages.isStarred,
        createdAt: inboxMessages.createdAt,
      })
      .from(inboxMessages)
      .where(where)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .offset(opts.offset)
      .limit(opts.limit),
    db.$count(inboxMessages, where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: n,
    hasMore: opts.offset + rows.length < n,
    offset: opts.offset,
  };
}
