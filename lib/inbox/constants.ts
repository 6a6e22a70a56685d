/** The inbox's page size and filters, without zod: the inbox view reads them in the browser
 * (decision 099); lib/inbox/schemas.ts re-exports them. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_FILTERS = ["all", "unread", "starred"] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];
