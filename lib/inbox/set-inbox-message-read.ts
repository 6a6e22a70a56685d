import type { Db } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import type { ActionContext } from "@/lib/audit/log-action";
import type { SetMessageFlagResponse } from "./schemas";
import { updateOwnMessage } from "./update-own-message";

/** Marks one of the actor's messages read or unread (opening a message marks it read). */
export async function setInboxMessageRead(
  db: Db,
  opts: { actor: Actor; messageId: number; isRead: boolean; ctx?: ActionContext },
): Promise<SetMessageFlagResponse> {
  return updateOwnMessage(db, {
    actor: opts.actor,
    messageId: opts.messageId,
    set: { isRead: opts.isRead },
    action: "inbox.message.read",
    ctx: opts.ctx,
  });
}
