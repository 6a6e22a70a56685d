import { route } from "@/lib/api/handler";
import { ZSetMessageStarredRequest, ZSetMessageFlagResponse } from "@/lib/inbox/schemas";
import { setInboxMessageStarred } from "@/lib/inbox/set-inbox-message-starred";

/**
 * { messageId, isStarred } → { success, messageId, isRead, isStarred, statistics: { totalUnRead, totalStarred } }.
 * Only the owner's messages: 403 for someone else's, 404 for none.
 */
export const POST = route({ input: ZSetMessageStarredRequest, output: ZSetMessageFlagResponse }, ({ db, actor, input, audit }) =>
  setInboxMessageStarred(db, { actor, messageId: input.messageId, isStarred: input.isStarred, ctx: audit }),
);
