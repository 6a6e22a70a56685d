"use client";

/**
 * Sub-customers (spec 3 §2, §4, §8, §9; issue 12 item 10): a table sorted by state, number or
 * name (asc/desc), paged from page 0 (the page scrolls back to the table in 400 ms), with
 * activate/deactivate through a confirmation modal. The row changes only when the server's
 * '1'/'0' matches the state asked for; otherwise the spec's alert.
 */
import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { customerKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { type SUB_CUSTOMER_SORT_KEYS } from "@/lib/sub-customers/schemas";
import { TableScroll } from "@/components/ui/table-scroll";

/** Spec 3 §9: the paging scroll animation. */
export const PAGING_SCROLL_MS = 400;

type SortKey = (typeof SUB_CUSTOMER_SORT_KEYS)[number];
interface Row {
  OrganisationName: string;
  CustomerNo: string;
  IsActiveSubCustomer: boolean;
}
interface Reply {
  SubCustomer: Row[];
  pageIndex: number;
  pageCount: number;
  total: number;
}

function scrollTo(el: HTMLElement | null) {
  if (!el) return;
  const start = window.scrollY;
  const end = el.getBoundingClientRect().top + window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / PAGING_SCROLL_MS);
    window.scrollTo(0, start + (end - start) * p);
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function SubCustomersView({ customerNumber, canChange }: { customerNumber: string; canChange: boolean }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const top = useRef<HTMLDivElement>(null);
  const [sortIndex, setSortIndex] = useState<SortKey>("CustomerNr");
  const [sortOrder, setSortOrder] = useState<"asc" | "desc">("asc");
  const [pageIndex, setPageIndex] = useState(0);
  const key = customerKey(customerNumber, "sub-customers");
  const params = { sortIndex, sortOrder, pageIndex };
  const query = useApiQuery<Reply>([...key, params], "/api/subcustomer/sort-subcustomer", params, { keepPrevious: true });
  const auth = useApiMutation<"1" | "0">("/api/subcustomer/auth-subcustomer", { invalidates: [key] });
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});

  const columns: [SortKey, string][] = [
    ["CustomerName", t("accountAdmin.subCustomers.name")],
    ["CustomerNr", t("accountAdmin.subCustomers.number")],
    ["IsActive", t("accountAdmin.subCustomers.active")],
  ];

  function sortBy(k: SortKey) {
    if (k === sortIndex) setSortOrder((o) => (o === "asc" ? "desc" : "asc"));
    else {
      setSortIndex(k);
      setSortOrder("asc");
    }
    setPageIndex(0);
  }

  function goTo(p: number) {
    setPageIndex(p);
    scrollTo(top.current);
  }

  async function toggle(row: Row, active: boolean) {
    const want = !active;
    const ok = await dialogs.confirm({
      title: want ? t("accountAdmin.subCustomers.activate") : t("accountAdmin.subCustomers.deactivate"),
      message: t(want ? "accountAdmin.subCustomers.confirmActivate" : "accountAdmin.subCustomers.confirmDeactivate", {
        name: row.OrganisationName,
      }),
      confirmText: t("accountAdmin.subCustomers.yes"),
      cancelText: t("accountAdmin.subCustomers.cancel"),
    });
    if (!ok) return;
    let reply: "1" | "0" | null = null;
    try {
      reply = await auth.mutateAsync({ subCustomerNumber: row.CustomerNo, isAuthenticated: want, changeAuth: true });
    } catch {
      reply = null;
    }
    if (reply === (want ? "1" : "0")) setOverrides((o) => ({ ...o, [row.CustomerNo]: want }));
    else await dialogs.alert({ title: t("accountAdmin.subCustomers.title"), message: t("accountAdmin.subCustomers.mismatch") });
  }

  const data = query.data;
  return (
    <div ref={top}>
      {query.isError ? (
        <p className="alert alert--error" role="alert">
          {t("accountAdmin.subCustomers.failed")}
        </p>
      ) : null}
      {data && data.total === 0 ? <p>{t("accountAdmin.subCustomers.empty")}</p> : null}
      {data && data.total > 0 ? (
        <>
          <TableScroll>
            <table className="table">
              <caption>{t("accountAdmin.subCustomers.title")}</caption>
              <thead>
                <tr>
                  {columns.map(([k, label]) => (
                    <th key={k} scope="col" aria-sort={sortIndex === k ? (sortOrder === "asc" ? "ascending" : "descending") : "none"}>
                      <button
                        type="button"
                        className="btn btn--link"
                        onClick={() => sortBy(k)}
                        aria-label={t("accountAdmin.subCustomers.sortBy", { column: label })}
                      >
                        {label}
                      </button>
                    </th>
                  ))}
                  {canChange ? <th scope="col">{t("accountAdmin.customerCard.actions")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.SubCustomer.map((row) => {
                  const active = overrides[row.CustomerNo] ?? row.IsActiveSubCustomer;
                  return (
                    <tr key={row.CustomerNo} data-customer={row.CustomerNo}>
                      <th scope="row">{row.OrganisationName}</th>
                      <td>{row.CustomerNo}</td>
                      <td>{active ? t("accountAdmin.subCustomers.stateActive") : t("accountAdmin.subCustomers.stateInactive")}</td>
                      {canChange ? (
                        <td>
                          <button
                            type="button"
                            className="btn btn--secondary"
                            disabled={auth.isPending}
                            onClick={() => void toggle(row, active)}
                          >
                            {active ? t("accountAdmin.subCustomers.deactivate") : t("accountAdmin.subCustomers.activate")}
                          </button>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <nav className="pager" aria-label={t("accountAdmin.subCustomers.title")}>
            <button type="button" className="btn btn--secondary" disabled={pageIndex === 0} onClick={() => goTo(pageIndex - 1)}>
              {t("accountAdmin.subCustomers.previous")}
            </button>
            <span>{t("accountAdmin.subCustomers.page", { page: pageIndex + 1, pages: data.pageCount })}</span>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={pageIndex + 1 >= data.pageCount}
              onClick={() => goTo(pageIndex + 1)}
            >
              {t("accountAdmin.subCustomers.next")}
            </button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
