"use client";

/**
 * The inbox indicator (spec 1 §1, §7): counts of unread and starred messages, drawn on the server
 * and refreshed here with POST /api/user/get-inbox-statistics — after a navigation, when the tab
 * becomes visible again, and at once when the inbox page reports new counts.
 */
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { apiFetch } from "@/lib/client/api-fetch";
import type { InboxStatistics } from "@/lib/inbox/schemas";
import { INBOX_STATISTICS_EVENT } from "./inbox-events";
import { NavLink } from "./nav-link";

export function InboxIndicator({ initial }: { initial: InboxStatistics }) {
  const { t } = useTranslation();
  const [stats, setStats] = useState(initial);
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    let cancelled = false;
    const refresh = () => {
      apiFetch<InboxStatistics>("/api/user/get-inbox-statistics")
        .then((s) => {
          if (!cancelled) setStats({ totalUnRead: s.totalUnRead, totalStarred: s.totalStarred });
        })
        .catch(() => {});
    };
    if (first.current) first.current = false;
    else refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [pathname]);

  useEffect(() => {
    const onStats = (e: Event) => {
      const d = (e as CustomEvent<InboxStatistics>).detail;
      if (d) setStats({ totalUnRead: d.totalUnRead, totalStarred: d.totalStarred });
    };
    window.addEventListener(INBOX_STATISTICS_EVENT, onStats);
    return () => window.removeEventListener(INBOX_STATISTICS_EVENT, onStats);
  }, []);

  const unread = t("shell.inbox.unread", { count: stats.totalUnRead });
  const starred = t("shell.inbox.starred", { count: stats.totalStarred });
  return (
    <NavLink
      href="/inbox"
      className="inbox-indicator"
      data-total-unread={stats.totalUnRead}
      data-total-starred={stats.totalStarred}
      aria-label={`${t("shell.inbox.indicator")}: ${unread}, ${starred}`}
      title={`${unread}, ${starred}`}
    >
      <span className="inbox-indicator__icon" aria-hidden="true">
        ✉
      </span>
      <span className="inbox-indicator__label" aria-hidden="true">
        {t("shell.inbox.indicator")}
      </span>
      <span className={`count-badge count-badge--unread${stats.totalUnRead ? "" : " is-zero"}`} aria-hidden="true" data-inbox-unread="">
        {stats.totalUnRead}
      </span>
      <span className={`count-badge count-badge--starred${stats.totalStarred ? "" : " is-zero"}`} aria-hidden="true" data-inbox-starred="">
        ★ {stats.totalStarred}
      </span>
    </NavLink>
  );
}
