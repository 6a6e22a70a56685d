import type { Db } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import type { ActionContext } from "@/lib/audit/log-action";
import type { SetMessageFlagResponse } from "./schemas";
import { updateOwnMessage } from "./update-own-message";

/** Stars or un-stars one of the actor's messages. */
export async function setInboxMessageStarred(
  db: Db,
  opts: { actor: Actor; messageId: number; isStarred: boolean; ctx?: ActionContext },
): Promise<SetMessageFlagResponse> {
  return updateOwnMessage(db, {
    actor: opts.actor,
    messageId: opts.messageId,
    set: { isStarred: opts.isStarred },
    action: "inbox.message.starred",
    ctx: opts.ctx,
  });
}
