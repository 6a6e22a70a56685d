"use client";

/**
 * The inbox list (spec 1 §3 "Inbox statistics"): the user's messages newest first with show-more;
 * opening a message shows its text and marks it read; read/unread and star toggles. Every change
 * sends the header indicator the new counts.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiFetch, useApiMutation } from "@/lib/client/query";
import { INBOX_FILTERS, INBOX_PAGE_SIZE, type TInboxFilter } from "@/lib/inbox/constants";
import type { InboxMessage, InboxPage, SetMessageFlagResponse } from "@/lib/inbox/schemas";
import type { Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import { publishInboxStatistics } from "./inbox-events";
import { NavLink } from "./nav-link";

const FILTER_LABEL: Record<TInboxFilter, string> = {
  all: "shell.inbox.filterAll",
  unread: "shell.inbox.filterUnread",
  starred: "shell.inbox.filterStarred",
};

export function InboxView({ initial, filter, market }: { initial: InboxPage; filter: TInboxFilter; market: Market }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<InboxMessage[]>(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const api = useApiFetch();
  const { mutateAsync: setFlag } = useApiMutation<SetMessageFlagResponse, { path: string; body: Record<string, unknown> }>((v) => v.path, {
    body: (v) => v.body,
  });

  const patch = (id: number, p: Partial<InboxMessage>) => setItems((cur) => cur.map((m) => (m.id === id ? { ...m, ...p } : m)));
  const setBusy = (id: number, on: boolean) =>
    setBusyIds((cur) => {
      const n = new Set(cur);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  async function update(m: InboxMessage, change: { isRead: boolean } | { isStarred: boolean }) {
    setError(null);
    setBusy(m.id, true);
    const before = { isRead: m.isRead, isStarred: m.isStarred };
    patch(m.id, change);
    try {
      const isRead = "isRead" in change;
      const r = await setFlag({ path: isRead ? "/api/inbox/set-read" : "/api/inbox/set-starred", body: { messageId: m.id, ...change } });
      patch(m.id, { isRead: r.isRead, isStarred: r.isStarred });
      publishInboxStatistics(r.statistics);
    } catch (e) {
      patch(m.id, before);
      if (!(e instanceof ApiError && e.status === 401))
        setError(e instanceof ApiError && e.body.message ? e.body.message : t("shell.inbox.updateFailed"));
    } finally {
      setBusy(m.id, false);
    }
  }

  function toggleOpen(m: InboxMessage) {
    const opening = !openIds.has(m.id);
    setOpenIds((cur) => {
      const n = new Set(cur);
      if (opening) n.add(m.id);
      else n.delete(m.id);
      return n;
    });
    if (opening && !m.isRead) void update(m, { isRead: true });
  }

  async function showMore() {
    setError(null);
    setLoadingMore(true);
    try {
      const r = await api.fetch<InboxPage>(["user", "inbox", filter], "/api/inbox/list-messages", {
        offset: items.length,
        limit: INBOX_PAGE_SIZE,
        filter,
      });
      setItems((cur) => {
        const seen = new Set(cur.map((m) => m.id));
        return [...cur, ...r.items.filter((m) => !seen.has(m.id))];
      });
      setTotal(r.total);
      setHasMore(r.hasMore);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) setError(t("shell.inbox.loadFailed"));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="inbox-view">
      <nav className="inbox-filters" aria-label={t("shell.inbox.filter")}>
        <ul>
          {INBOX_FILTERS.map((f) => (
            <li key={f}>
              <NavLink href={f === "all" ? "/inbox" : `/inbox?filter=${f}`} aria-current={f === filter ? "page" : undefined}>
                {t(FILTER_LABEL[f])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="alert alert--info">{t("shell.inbox.empty")}</p>
      ) : (
        <ul className="inbox-list" aria-label={t("shell.inbox.title")}>
          {items.map((m) => {
            const open = openIds.has(m.id);
            const busy = busyIds.has(m.id);
            return (
              <li
                key={m.id}
                className={`inbox-item${m.isRead ? "" : " is-unread"}${open ? " is-open" : ""}`}
                data-message-id={m.id}
                data-read={m.isRead}
                data-starred={m.isStarred}
              >
                <div className="inbox-item__row">
                  <button
                    type="button"
                    className={`fav-star inbox-item__star${m.isStarred ? " fav-star--on" : ""}`}
                    aria-pressed={m.isStarred}
                    aria-label={t("shell.inbox.star", { subject: m.subject })}
                    disabled={busy}
                    onClick={() => update(m, { isStarred: !m.isStarred })}
                  >
                    <span aria-hidden="true">{m.isStarred ? "★" : "☆"}</span>
                  </button>
                  <button
                    type="button"
                    className="inbox-item__open"
                    aria-expanded={open}
                    aria-controls={`inbox-message-${m.id}`}
                    onClick={() => toggleOpen(m)}
                  >
                    <span className="inbox-item__subject">
                      {m.subject}
                      {m.isRead ? null : <span className="tag tag--unread">{t("shell.inbox.unreadTag")}</span>}
                    </span>
                    <span className="inbox-item__meta">
                      <span className="visually-hidden">{t("shell.inbox.from")}: </span>
                      {m.sender}
                      {" · "}
                      <span className="visually-hidden">{t("shell.inbox.received")}: </span>
                      <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, market)}</time>
                    </span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small inbox-item__read"
                    disabled={busy}
                    onClick={() => update(m, { isRead: !m.isRead })}
                  >
                    {m.isRead ? t("shell.inbox.markUnread") : t("shell.inbox.markRead")}
                  </button>
                </div>
                <div id={`inbox-message-${m.id}`} className="inbox-item__body" hidden={!open}>
                  {m.body.split(/\n{2,}/).map((para, i) => (
                    <p key={i}>{para}</p>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="inbox-count" aria-live="polite">
        {items.length ? t("shell.inbox.showing", { shown: items.length, total }) : null}
      </p>
      {hasMore ? (
        <button type="button" className="btn btn--secondary" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? <span className="spinner" aria-hidden="true" /> : null}
          {t("shell.inbox.showMore")}
        </button>
      ) : null}
    </div>
  );
}
