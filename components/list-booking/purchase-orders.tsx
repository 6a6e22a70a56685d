"use client";

/**
 * Purchase orders on the list-booking page (spec 2 §2 "Purchase orders are listed through a link
 * carrying the query parameter ion"): the list of the customer's purchase orders, each a link to
 * `?ion=<number>`; and one order's lines with their bookings, a "Boka tid" link to the time
 * booking (`/logistik/tidsbokning?ion=…&line=…`) where a time can be booked (otherwise why not),
 * and a print link per line.
 */
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatLocalDay, formatLocalTime, formatTonValue } from "@/lib/list-booking/format";
import type { PurchaseOrderView } from "@/lib/list-booking/list-purchase-orders";
import { multiPdfUrl } from "@/lib/list-booking/constants";
import type { Market } from "@/lib/market";

export function PurchaseOrderList({ orders }: { orders: PurchaseOrderView[] }) {
  const { t } = useTranslation();
  return (
    <section className="card lb-card" aria-labelledby="lb-orders-title">
      <h2 id="lb-orders-title">{t("listBooking.orders.heading")}</h2>
      {orders.length === 0 ? (
        <p>{t("listBooking.orders.empty")}</p>
      ) : (
        <>
          <p className="lb-muted">{t("listBooking.orders.intro")}</p>
          <SimpleTable
            caption={t("listBooking.orders.caption")}
            className="lb-orders"
            rows={orders}
            getRowId={(o) => o.ioNumber}
            columns={[
              {
                id: "number",
                header: t("listBooking.orders.orderNumber"),
                cell: (o) => (
                  <a
                    href={`/logistik/listbokning?ion=${encodeURIComponent(o.ioNumber)}`}
                    aria-label={t("listBooking.orders.open", { number: o.ioNumber })}
                  >
                    {o.ioNumber}
                  </a>
                ),
              },
              {
                id: "customer",
                header: t("listBooking.orders.customer"),
                cell: (o) => (
                  <>
                    {o.CustomerNo} {o.CustomerName}
                  </>
                ),
              },
              { id: "warehouse", header: t("listBooking.orders.warehouse"), cell: (o) => o.FacilityName },
              {
                id: "status",
                header: t("listBooking.orders.status"),
                cell: (o) => t(o.IsDelivered ? "listBooking.orders.statusDelivered" : "listBooking.orders.statusOpen"),
              },
              { id: "lines", header: t("listBooking.orders.lines"), cell: (o) => o.Lines.length },
            ]}
          />
        </>
      )}
    </section>
  );
}

export function PurchaseOrderDetail({ order, market }: { order: PurchaseOrderView; market: Market }) {
  const { t } = useTranslation();
  return (
    <section className="card lb-card" aria-labelledby="lb-order-title">
      <div className="lb-card__header">
        <h2 id="lb-order-title">{t("listBooking.orders.detailHeading", { number: order.ioNumber })}</h2>
        <a href="/logistik/listbokning">{t("listBooking.orders.back")}</a>
      </div>
      <p className="lb-muted">
        {t("listBooking.orders.detailIntro", { customer: order.CustomerName, customerNo: order.CustomerNo, facility: order.FacilityName })}
      </p>
      <SimpleTable
        caption={t("listBooking.orders.linesCaption", { number: order.ioNumber })}
        className="lb-orders"
        rows={order.Lines}
        getRowId={(l) => String(l.Linenumber)}
        columns={[
          { id: "line", header: t("listBooking.orders.line"), cell: (l) => l.Linenumber },
          {
            id: "article",
            header: t("listBooking.orders.article"),
            cell: (l) => [l.ItemNumber, l.ItemName].filter(Boolean).join(" ") || "–",
          },
          { id: "quantity", header: t("listBooking.orders.quantity"), align: "end", cell: (l) => formatTonValue(l.QuantityTons, market) },
          { id: "deliveryDate", header: t("listBooking.orders.deliveryDate"), cell: (l) => formatLocalDay(l.DeliveryDate, market) || "–" },
          {
            id: "assurance",
            header: t("listBooking.orders.assurance"),
            cell: (l) => t(l.DeliveryAssuranceConfirmed ? "listBooking.orders.assuranceYes" : "listBooking.orders.assuranceNo"),
          },
          {
            id: "bookings",
            header: t("listBooking.orders.bookings"),
            cell: (l) =>
              l.Bookings.length ? (
                <ul className="lb-plain-list">
                  {l.Bookings.map((b) => (
                    <li key={b.ReservationId}>
                      {formatLocalDay(b.ReservationDate, market)} {formatLocalTime(b.From, market)}–{formatLocalTime(b.To, market)},{" "}
                      {b.ResourceGroupName}
                      {b.LicensePlateNo ? ` (${b.LicensePlateNo})` : ""}
                    </li>
                  ))}
                </ul>
              ) : (
                t("listBooking.orders.noBookings")
              ),
          },
          {
            id: "action",
            header: t("listBooking.orders.action"),
            cell: (l) => (
              <div className="lb-actions">
                {l.BookingUrl ? (
                  <a className="btn lb-action" href={l.BookingUrl} aria-label={t("listBooking.orders.bookLabel", { line: l.Linenumber })}>
                    {t("listBooking.orders.book")}
                  </a>
                ) : (
                  <span className="lb-muted">{l.BlockReason ? t(l.BlockReason) : null}</span>
                )}
                <a
                  className="lb-link lb-action"
                  href={multiPdfUrl([{ ioNumber: order.ioNumber, lineNumber: l.Linenumber }])}
                  target="_blank"
                  rel="noopener"
                  aria-label={t("listBooking.orders.printLineLabel", { line: l.Linenumber })}
                >
                  {t("listBooking.orders.printLine")}
                </a>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
