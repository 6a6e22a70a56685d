import { route } from "@/lib/api/handler";
import { ZSetMessageReadRequest, ZSetMessageFlagResponse } from "@/lib/inbox/schemas";
import { setInboxMessageRead } from "@/lib/inbox/set-inbox-message-read";

/**
 * { messageId, isRead } → { success, messageId, isRead, isStarred, statistics: { totalUnRead, totalStarred } }.
 * Only the owner's messages: 403 for someone else's, 404 for none.
 */
export const POST = route({ input: ZSetMessageReadRequest, output: ZSetMessageFlagResponse }, ({ db, actor, input, audit }) =>
  setInboxMessageRead(db, { actor, messageId: input.messageId, isRead: input.isRead, ctx: audit }),
);
