"use client";

import type { InboxStatistics } from "@/lib/inbox/schemas";

/** The header's inbox indicator listens for new counts (e.g. after the inbox page marks a message read). */
export const INBOX_STATISTICS_EVENT = "portal:inbox-statistics";

export function publishInboxStatistics(statistics: InboxStatistics): void {
  window.dispatchEvent(new CustomEvent<InboxStatistics>(INBOX_STATISTICS_EVENT, { detail: statistics }));
}
