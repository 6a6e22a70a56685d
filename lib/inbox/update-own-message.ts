import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { inboxMessages } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { getInboxStatistics } from "./get-inbox-statistics";
import type { SetMessageFlagResponse } from "./schemas";

/**
 * Sets read or starred on one of the actor's own messages: 404 when there is no such message,
 * 403 when it belongs to someone else. Replies with the new counts for the header indicator.
 * Shared by set-inbox-message-read.ts and set-inbox-message-starred.ts.
 */
export async function updateOwnMessage(
  db: Db,
  opts: { actor: Actor; messageId: number; set: { isRead: boolean } | { isStarred: boolean }; action: string; ctx?: ActionContext },
): Promise<SetMessageFlagResponse> {
  const { actor, messageId } = opts;
  return db.transaction(async (tx) => {
    const [msg] = await tx
      .select({ userId: inboxMessages.userId })
      .from(inboxMessages)
      .where(eq(inboxMessages.id, messageId))
      .for("update")
      .limit(1);
    if (!msg) throw new AppError("NOT_FOUND", "shell.inbox.notFound");
    if (msg.userId !== actor.userId) throw new AppError("FORBIDDEN", "shell.inbox.notYours");
    const [row] = await tx
      .update(inboxMessages)
      .set(opts.set)
      .where(eq(inboxMessages.id, messageId))
      .returning({ isRead: inboxMessages.isRead, isStarred: inboxMessages.isStarred });
    if (!row) throw new AppError("NOT_FOUND", "shell.inbox.notFound");
    await logAction(tx, actor, opts.action, { messageId, ...opts.set }, opts.ctx);
    const statistics = await getInboxStatistics(tx, { userId: actor.userId });
    return { success: true as const, messageId, isRead: row.isRead, isStarred: row.isStarred, statistics };
  });
}
