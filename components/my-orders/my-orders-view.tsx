"use client";

/**
 * My orders (spec 2 §2 "My orders: paged list with show-more and Excel export"): the first page
 * comes with the page; "Visa fler" loads the next index (GET /api/myorders/getmyorders), the search
 * filters by order number, and the export downloads the (searched) list as .xlsx.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { SimpleTable } from "@/components/ui/simple-table";
import { SubmitButton } from "@/components/ui/submit-button";
import { customerKey, useApiFetch, withQuery } from "@/lib/client/query";
import { formatDate } from "@/lib/market/format";
import { MARKETS, type Market } from "@/lib/market";
import type { TMyOrderPagesResponse, TMyOrdersResponse, TOrder } from "@/lib/my-orders/schemas";

export function MyOrdersView({
  customerNumber,
  first,
  pages,
  market,
}: {
  customerNumber: string;
  first: TMyOrdersResponse;
  pages: TMyOrderPagesResponse;
  market: Market;
}) {
  const { t } = useTranslation();
  const api = useApiFetch();
  const [orders, setOrders] = useState<TOrder[]>(first.orders);
  const [index, setIndex] = useState(0);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [total, setTotal] = useState(pages.total);
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = customerKey(customerNumber, "my-orders");
  const money = new Intl.NumberFormat(MARKETS[market].locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  async function load(nextIndex: number, orderNo: string, append: boolean) {
    setBusy(true);
    setError(null);
    try {
      const params = { index: nextIndex, ...(orderNo ? { orderNo } : {}) };
      const [page, count] = await Promise.all([
        api.fetch<TMyOrdersResponse>([...key, "page", params], "/api/myorders/getmyorders", params, { method: "GET" }),
        append
          ? Promise.resolve(null)
          : api.fetch<TMyOrderPagesResponse>([...key, "pages", orderNo], "/api/myorders/getmyorderspages", orderNo ? { orderNo } : {}, {
              method: "GET",
            }),
      ]);
      setOrders((o) => (append ? [...o, ...page.orders] : page.orders));
      setIndex(nextIndex);
      setHasMore(page.hasMore);
      if (count) setTotal(count.total);
    } catch {
      setError(t("myOrders.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  function onSearch(e: FormEvent) {
    e.preventDefault();
    const orderNo = search.trim();
    setApplied(orderNo);
    void load(0, orderNo, false);
  }

  return (
    <>
      <form className="my-orders-search" role="search" onSubmit={onSearch} noValidate>
        <FormField
          name="orderNo"
          label={t("myOrders.search")}
          inputMode="numeric"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SubmitButton pending={busy}>{t("myOrders.searchButton")}</SubmitButton>
        <a className="btn btn--secondary" href={withQuery("/api/myorders/export", applied ? { orderNo: applied } : {})} download>
          {t("myOrders.export")}
        </a>
      </form>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <p aria-live="polite">{t("myOrders.count", { shown: orders.length, total })}</p>
      <SimpleTable
        caption={t("myOrders.title")}
        rows={orders}
        getRowId={(o) => o.orderNo}
        emptyText={t("myOrders.empty")}
        stacked
        columns={[
          { id: "orderNo", header: t("myOrders.columns.orderNo"), cell: (o) => o.orderNo, rowHeader: true },
          { id: "orderDate", header: t("myOrders.columns.orderDate"), cell: (o) => formatDate(o.orderDate, market) },
          {
            id: "deliveryDate",
            header: t("myOrders.columns.deliveryDate"),
            cell: (o) => (o.deliveryDate ? formatDate(o.deliveryDate, market) : "–"),
          },
          { id: "status", header: t("myOrders.columns.status"), cell: (o) => o.statusText },
          { id: "description", header: t("myOrders.columns.description"), cell: (o) => o.description },
          {
            id: "amount",
            header: t("myOrders.columns.totalAmount"),
            align: "end",
            cell: (o) => `${money.format(o.totalAmount)} ${o.currency}`,
          },
        ]}
      />
      {hasMore ? (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void load(index + 1, applied, true)}>
          {t("myOrders.showMore")}
        </button>
      ) : null}
    </>
  );
}
