"use client";

/** Staff: the contact messages of the market, newest first, 25 a page (decision 078). */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { TListContactResponse } from "@/lib/contact/schemas";
import { TableScroll } from "@/components/ui/table-scroll";

/** "2026-11-26T18:30:00.000Z" → "2026-11-26 18:30" (UTC). */
const shortTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

export function ContactMessagesView() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useApiQuery<TListContactResponse>(
    areaKey("contact", "messages", page),
    "/api/contact/messages",
    { page },
    { method: "GET", keepPrevious: true },
  );
  return (
    <QueryState query={query}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
        if (data.messages.length === 0) return <p>{t("contact.staff.empty")}</p>;
        return (
          <section aria-label={t("contact.staff.title")}>
            <TableScroll label={t("contact.staff.title")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("contact.staff.received")}</th>
                    <th scope="col">{t("contact.staff.from")}</th>
                    <th scope="col">{t("contact.staff.customer")}</th>
                    <th scope="col">{t("contact.staff.subject")}</th>
                    <th scope="col">{t("contact.staff.message")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.messages.map((m) => (
                    <tr key={m.id}>
                      <td>{shortTime(m.createdAt)}</td>
                      <td>
                        {`${m.name} <${m.email}>`}
                        {m.signedIn ? ` (${t("contact.staff.signedIn")})` : null}
                      </td>
                      <td>{m.customerNumber ?? ""}</td>
                      <td>{m.subject}</td>
                      <td style={{ whiteSpace: "pre-wrap" }}>{m.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <p>
              <button type="button" className="btn btn--secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                {t("contact.staff.previous")}
              </button>{" "}
              {t("contact.staff.page", { page: page + 1, pages })}{" "}
              <button type="button" className="btn btn--secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                {t("contact.staff.next")}
              </button>
            </p>
          </section>
        );
      }}
    </QueryState>
  );
}
