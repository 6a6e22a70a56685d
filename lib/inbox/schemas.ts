import { z } from "zod";
import { INBOX_FILTERS, INBOX_PAGE_SIZE, type TInboxFilter } from "./constants";

export { INBOX_FILTERS, INBOX_PAGE_SIZE, type TInboxFilter };

const messageId = z.coerce
  .number({ error: "shell.inbox.invalidMessage" })
  .int({ error: "shell.inbox.invalidMessage" })
  .positive({ error: "shell.inbox.invalidMessage" });
/** JSON true/false, or the form values "true"/"false"/"1"/"0". */
const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")], {
  error: "validation.generic.invalid",
});

export const ZSetMessageReadRequest = z.object({ messageId, isRead: flag });
export type TSetMessageReadRequest = z.infer<typeof ZSetMessageReadRequest>;

export const ZSetMessageStarredRequest = z.object({ messageId, isStarred: flag });
export type TSetMessageStarredRequest = z.infer<typeof ZSetMessageStarredRequest>;

export const ZListMessagesRequest = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  filter: z.enum(INBOX_FILTERS).default("all"),
});
export type TListMessagesRequest = z.infer<typeof ZListMessagesRequest>;

export const ZInboxStatistics = z.object({ totalUnRead: z.number(), totalStarred: z.number() });
export type InboxStatistics = z.infer<typeof ZInboxStatistics>;

export const ZInboxMessage = z.object({
  id: z.number(),
  sender: z.string(),
  subject: z.string(),
  body: z.string(),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  /** ISO timestamp */
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxPage = z.object({ items: z.array(ZInboxMessage), total: z.number(), hasMore: z.boolean(), offset: z.number() });
export type InboxPage = z.infer<typeof ZInboxPage>;

export const ZSetMessageFlagResponse = z.object({
  success: z.literal(true),
  messageId: z.number(),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  statistics: ZInboxStatistics,
});
export type SetMessageFlagResponse = z.infer<typeof ZSetMessageFlagResponse>;
