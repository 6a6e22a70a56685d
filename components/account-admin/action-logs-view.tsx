"use client";

/**
 * Action logs (spec 3 §2 "Action logs", §8; issue 12 item 12): choosing a period in the dropdown
 * enables the fetch button; the button loads that period's entries (who, acting for whom, what,
 * when) a page at a time. A failure shows 'Failed to fetch action logs'.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SelectField } from "@/components/ui/form-field";
import { areaKey, useApiFetch } from "@/lib/client/query";
import { formatDateTime } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { TableScroll } from "@/components/ui/table-scroll";

const FILTERS = ["1", "7", "30", "90"] as const;

interface Entry {
  id: number;
  at: string;
  userName: string | null;
  name: string | null;
  customerNumber: string | null;
  actingAsStaff: boolean;
  action: string;
}
interface Reply {
  actionLogs: Entry[];
  page: number;
  pageSize: number;
  total: number;
}

export function ActionLogsView({ market }: { market: Market }) {
  const { t } = useTranslation();
  const api = useApiFetch();
  const [filter, setFilter] = useState("");
  const [data, setData] = useState<Reply | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load(page: number) {
    setBusy(true);
    setFailed(false);
    try {
      const params = { selectedFilterDate: filter, page };
      setData(await api.fetch<Reply>(areaKey("action-logs", params), "/api/massomstyrning/action-logs", params, { method: "GET" }));
    } catch {
      setFailed(true);
      setData(null);
    } finally {
      setBusy(false);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <div className="action-logs-filter">
        <SelectField
          id="action-log-filter"
          label={t("accountAdmin.actionLogs.filter")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        >
          <option value="">{t("accountAdmin.actionLogs.choose")}</option>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`accountAdmin.actionLogs.filters.${f}`)}
            </option>
          ))}
        </SelectField>
        <button type="button" className="btn" disabled={!filter || busy} onClick={() => void load(0)}>
          {t("accountAdmin.actionLogs.fetch")}
        </button>
      </div>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t("accountAdmin.actionLogs.failed")}
        </p>
      ) : null}
      {data ? (
        data.actionLogs.length === 0 ? (
          <p>{t("accountAdmin.actionLogs.empty")}</p>
        ) : (
          <>
            <TableScroll label={t("accountAdmin.actionLogs.title")}>
              <table className="table">
                <caption>{t("accountAdmin.actionLogs.title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("accountAdmin.actionLogs.at")}</th>
                    <th scope="col">{t("accountAdmin.actionLogs.user")}</th>
                    <th scope="col">{t("accountAdmin.actionLogs.customer")}</th>
                    <th scope="col">{t("accountAdmin.actionLogs.action")}</th>
                    <th scope="col">{t("accountAdmin.actionLogs.staff")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.actionLogs.map((e) => (
                    <tr key={e.id}>
                      <td>{formatDateTime(e.at, market)}</td>
                      <td>{e.name ?? e.userName}</td>
                      <td>{e.customerNumber}</td>
                      <td>{e.action}</td>
                      <td>{e.actingAsStaff ? t("accountAdmin.subCustomers.yesText") : t("accountAdmin.subCustomers.noText")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <nav className="pager" aria-label={t("accountAdmin.actionLogs.title")}>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy || data.page === 0}
                onClick={() => void load(data.page - 1)}
              >
                {t("accountAdmin.actionLogs.previous")}
              </button>
              <span>{t("accountAdmin.actionLogs.page", { page: data.page + 1, pages })}</span>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy || data.page + 1 >= pages}
                onClick={() => void load(data.page + 1)}
              >
                {t("accountAdmin.actionLogs.next")}
              </button>
            </nav>
          </>
        )
      ) : null}
    </>
  );
}
