import { route } from "@/lib/api/handler";
import { listInboxMessages } from "@/lib/inbox/list-inbox-messages";
import { ZInboxPage, ZListMessagesRequest } from "@/lib/inbox/schemas";

/** The inbox's show-more: { offset?, limit? (≤100), filter?: all|unread|starred } → { items, total, hasMore, offset }. */
export const POST = route({ input: ZListMessagesRequest, output: ZInboxPage }, ({ db, actor, input }) =>
  listInboxMessages(db, { actor, offset: input.offset, limit: input.limit, filter: input.filter }),
);
