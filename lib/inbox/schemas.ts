import { z } from "zod";

export const INBOX_PAGE_SIZE = 20;
export const INBOX_FILTERS = ["all", "unread", "starred"] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];

const messageId = z.coerce.number({ error: "shell.inbox.invalidMessage" }).int({ error: "shell.inbox.invalidMessage" }).positive({ error: "shell.inbox.invalidMessage" });
/** JSON true/false, or the form values "true"/"false"/"1"/"0". */
const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")], { error: "validation.generic.invalid" });

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

export interface InboxStatistics {
  totalUnRead: number;
  totalStarred: number;
}

export interface InboxMessage {
  id: number;
  sender: string;
  subject: string;
  body: string;
  isRead: boolean;
  isStarred: boolean;
  /** ISO timestamp */
  createdAt: string;
}

export interface InboxPage {
  items: InboxMessage[];
  total: number;
  hasMore: boolean;
  offset: number;
}

export interface SetMessageFlagResponse {
  success: true;
  messageId: number;
  isRead: boolean;
  isStarred: boolean;
  statistics: InboxStatistics;
}
