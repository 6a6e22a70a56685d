"use client";

/** External customers' open purchase orders on the time booking page (spec 1 §4), each with a button that searches it. */
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { Market } from "@/lib/market";
import type { OwnPurchaseOrderLineDto } from "./types";

export function OwnOrders({
  market,
  orders,
  onChoose,
}: {
  market: Market;
  orders: OwnPurchaseOrderLineDto[];
  onChoose: (o: OwnPurchaseOrderLineDto) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="tb-orders">
      <h3 id="tb-orders-heading">{t("timeBooking.reference.orders")}</h3>
      {orders.length === 0 ? (
        <p className="tb-muted">{t("timeBooking.reference.noOrders")}</p>
      ) : (
        <SimpleTable
          className="tb-table"
          caption={t("timeBooking.reference.ordersCaption")}
          rows={orders}
          getRowId={(o) => `${o.OrderNumber}-${o.Linenumber}`}
          stacked
          columns={[
            { id: "order", header: t("timeBooking.reference.orderNumber"), cell: (o) => o.OrderNumber },
            { id: "line", header: t("timeBooking.reference.orderLine"), cell: (o) => o.Linenumber },
            { id: "item", header: t("timeBooking.reference.orderItem"), cell: (o) => o.ItemNumber ?? "" },
            { id: "quantity", header: t("timeBooking.reference.orderQuantity"), cell: (o) => formatQuantity(o.QuantityTons, market) },
            { id: "warehouse", header: t("timeBooking.reference.orderWarehouse"), cell: (o) => o.Warehouse },
            {
              id: "assurance",
              header: t("timeBooking.reference.orderAssurance"),
              cell: (o) =>
                o.DeliveryAssuranceConfirmed ? t("timeBooking.reference.assuranceYes") : t("timeBooking.reference.assuranceNo"),
            },
            {
              id: "choose",
              header: <span className="visually-hidden">{t("timeBooking.bookings.actions")}</span>,
              label: false,
              cell: (o) => (
                <button type="button" className="btn btn--secondary tb-btn-small" onClick={() => onChoose(o)}>
                  {t("timeBooking.reference.chooseOrder", { order: o.OrderNumber, line: o.Linenumber })}
                </button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
