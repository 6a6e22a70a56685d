"use client";

/** Old → new per line (review and receipt), with the time bookings the move cancels. */
import { useTranslation } from "react-i18next";
import type { Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { ReDestinationChange } from "@/lib/re-destination/schemas";

export function ChangesTable({ market, caption, changes, cancelledLabel }: { market: Market; caption: string; changes: ReDestinationChange[]; cancelledLabel: string }) {
  const { t } = useTranslation();
  const day = (iso: string) => (iso ? formatDate(`${iso}T12:00:00Z`, market) : "–");
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reDestination.results.order")}</th>
            <th scope="col">{t("reDestination.results.line")}</th>
            <th scope="col">{t("reDestination.results.customer")}</th>
            <th scope="col">{t("reDestination.results.article")}</th>
            <th scope="col" data-align="end">{t("reDestination.results.quantity")}</th>
            <th scope="col">{t("reDestination.review.from")}</th>
            <th scope="col">{t("reDestination.review.to")}</th>
            <th scope="col">{cancelledLabel}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.lineId}>
              <td>{c.orderNumber}</td>
              <td>{c.lineNumber}</td>
              <td>{`${c.customerNumber} ${c.customerName}`}</td>
              <td>{c.articleName ?? c.itemNumber ?? "–"}</td>
              <td data-align="end">{formatQuantity(c.quantityTons, market)}</td>
              <td className="redest-old">{`${c.warehouseName}, ${day(c.deliveryDate)}`}</td>
              <td>{`${c.toWarehouseName}, ${day(c.toDeliveryDate)}`}</td>
              <td>
                {c.bookingsToCancel.length ? (
                  <ul className="redest-bookings">
                    {c.bookingsToCancel.map((b) => (
                      <li key={b.reservationId}>{t("reDestination.review.booking", { date: day(b.date), from: b.from, to: b.to, place: b.resourceGroupName })}</li>
                    ))}
                  </ul>
                ) : t("reDestination.review.none")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
