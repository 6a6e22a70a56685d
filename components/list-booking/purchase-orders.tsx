"use client";

/**
 * Purchase orders on the list-booking page (spec 2 §2 "Purchase orders are listed through a link
 * carrying the query parameter ion"): the list of the customer's purchase orders, each a link to
 * `?ion=<number>`; and one order's lines with their bookings, a "Boka tid" link to the time
 * booking (`/logistik/tidsbokning?ion=…&line=…`) where a time can be booked (otherwise why not),
 * and a print link per line.
 */
import { useTranslation } from "react-i18next";
import { formatLocalDay, formatLocalTime, formatTonValue } from "@/lib/list-booking/format";
import type { PurchaseOrderView } from "@/lib/list-booking/list-purchase-orders";
import { multiPdfUrl } from "@/lib/list-booking/schemas";
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
          <div className="table-wrap">
            <table className="lb-orders">
              <caption className="visually-hidden">{t("listBooking.orders.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("listBooking.orders.orderNumber")}</th>
                  <th scope="col">{t("listBooking.orders.customer")}</th>
                  <th scope="col">{t("listBooking.orders.warehouse")}</th>
                  <th scope="col">{t("listBooking.orders.status")}</th>
                  <th scope="col">{t("listBooking.orders.lines")}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.ioNumber}>
                    <td>
                      <a href={`/logistik/listbokning?ion=${encodeURIComponent(o.ioNumber)}`} aria-label={t("listBooking.orders.open", { number: o.ioNumber })}>
                        {o.ioNumber}
                      </a>
                    </td>
                    <td>{o.CustomerNo} {o.CustomerName}</td>
                    <td>{o.FacilityName}</td>
                    <td>{t(o.IsDelivered ? "listBooking.orders.statusDelivered" : "listBooking.orders.statusOpen")}</td>
                    <td>{o.Lines.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
      <p className="lb-muted">{t("listBooking.orders.detailIntro", { customer: order.CustomerName, customerNo: order.CustomerNo, facility: order.FacilityName })}</p>
      <div className="table-wrap">
        <table className="lb-orders">
          <caption className="visually-hidden">{t("listBooking.orders.linesCaption", { number: order.ioNumber })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("listBooking.orders.line")}</th>
              <th scope="col">{t("listBooking.orders.article")}</th>
              <th scope="col" data-align="end">{t("listBooking.orders.quantity")}</th>
              <th scope="col">{t("listBooking.orders.deliveryDate")}</th>
              <th scope="col">{t("listBooking.orders.assurance")}</th>
              <th scope="col">{t("listBooking.orders.bookings")}</th>
              <th scope="col">{t("listBooking.orders.action")}</th>
            </tr>
          </thead>
          <tbody>
            {order.Lines.map((l) => (
              <tr key={l.Linenumber}>
                <td>{l.Linenumber}</td>
                <td>{[l.ItemNumber, l.ItemName].filter(Boolean).join(" ") || "–"}</td>
                <td data-align="end">{formatTonValue(l.QuantityTons, market)}</td>
                <td>{formatLocalDay(l.DeliveryDate, market) || "–"}</td>
                <td>{t(l.DeliveryAssuranceConfirmed ? "listBooking.orders.assuranceYes" : "listBooking.orders.assuranceNo")}</td>
                <td>
                  {l.Bookings.length ? (
                    <ul className="lb-plain-list">
                      {l.Bookings.map((b) => (
                        <li key={b.ReservationId}>
                          {formatLocalDay(b.ReservationDate, market)} {formatLocalTime(b.From, market)}–{formatLocalTime(b.To, market)}, {b.ResourceGroupName}{b.LicensePlateNo ? ` (${b.LicensePlateNo})` : ""}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t("listBooking.orders.noBookings")
                  )}
                </td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
