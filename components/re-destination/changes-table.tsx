"use client";

/** Old → new per line (review and receipt), with the time bookings the move cancels. */
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import type { Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { ReDestinationChange } from "@/lib/re-destination/schemas";

export function ChangesTable({
  market,
  caption,
  changes,
  cancelledLabel,
}: {
  market: Market;
  caption: string;
  changes: ReDestinationChange[];
  cancelledLabel: string;
}) {
  const { t } = useTranslation();
  const day = (iso: string) => (iso ? formatDate(`${iso}T12:00:00Z`, market) : "–");
  return (
    <SimpleTable
      caption={caption}
      rows={changes}
      getRowId={(c) => String(c.lineId)}
      columns={[
        { id: "order", header: t("reDestination.results.order"), cell: (c) => c.orderNumber },
        { id: "line", header: t("reDestination.results.line"), cell: (c) => c.lineNumber },
        { id: "customer", header: t("reDestination.results.customer"), cell: (c) => `${c.customerNumber} ${c.customerName}` },
        { id: "article", header: t("reDestination.results.article"), cell: (c) => c.articleName ?? c.itemNumber ?? "–" },
        { id: "quantity", header: t("reDestination.results.quantity"), align: "end", cell: (c) => formatQuantity(c.quantityTons, market) },
        {
          id: "from",
          header: t("reDestination.review.from"),
          className: "redest-old",
          cell: (c) => `${c.warehouseName}, ${day(c.deliveryDate)}`,
        },
        { id: "to", header: t("reDestination.review.to"), cell: (c) => `${c.toWarehouseName}, ${day(c.toDeliveryDate)}` },
        {
          id: "cancelled",
          header: cancelledLabel,
          cell: (c) =>
            c.bookingsToCancel.length ? (
              <ul className="redest-bookings">
                {c.bookingsToCancel.map((b) => (
                  <li key={b.reservationId}>
                    {t("reDestination.review.booking", { date: day(b.date), from: b.from, to: b.to, place: b.resourceGroupName })}
                  </li>
                ))}
              </ul>
            ) : (
              t("reDestination.review.none")
            ),
        },
      ]}
    />
  );
}
