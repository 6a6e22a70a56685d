"use client";

/** The price hedgings popup of an agreement (spec 1 §2): the hedgings, their total and average price. */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatDay, formatMoney } from "@/lib/agreements/format";
import type { TPriceHedging, TPriceHedgingResponse } from "@/lib/agreements/schemas";
import { useAgreements, useQuantity } from "./agreements-context";
import { usePrice } from "./agreement-parts";
import { PopupBody, usePopupQuery } from "./popup-body";

export function PriceHedgingDialog({ agreementNumber, onClose }: { agreementNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAgreements();
  const qty = useQuantity();
  const price = usePrice();
  const query = usePopupQuery<TPriceHedgingResponse>("pricehedging", "price hedgings", agreementNumber);
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} onClosed={onClose} size="wide" title={t("agreements.hedging.title")}>
      <PopupBody query={query}>
        {(data) =>
          data.hedgings.length === 0 ? (
            <p>{t("agreements.hedging.none")}</p>
          ) : (
            <>
              <p>{t("agreements.hedging.intro", { number: data.agreementNumber })}</p>
              <SimpleTable
                caption={t("agreements.hedging.title")}
                className="agr-table"
                rows={data.hedgings}
                getRowId={(h) => h.hedgeNumber}
                columns={[
                  { id: "number", header: t("agreements.hedging.number"), cell: (h) => h.hedgeNumber },
                  { id: "date", header: t("agreements.hedging.date"), cell: (h) => formatDay(h.hedgedAt, api.market) },
                  { id: "period", header: t("agreements.hedging.period"), cell: (h) => h.pricePeriod },
                  { id: "quantity", header: t("agreements.fields.quantity"), className: "num", cell: (h) => qty(h.quantity) },
                  { id: "price", header: t("agreements.fields.price"), className: "num", cell: (h) => price(h.price, h.currency) },
                  { id: "status", header: t("agreements.hedging.status"), cell: (h) => t(`agreements.hedging.statuses.${h.status}`) },
                  // internal staff only: the server sends `internal` to them alone
                  ...(data.hedgings.some((h) => h.internal)
                    ? [
                        {
                          id: "margin",
                          header: t("agreements.internal.margin"),
                          className: "num",
                          cell: (h: TPriceHedging) =>
                            !h.internal ? "" : h.internal.margin === null ? "–" : formatMoney(h.internal.margin, api.market),
                        },
                      ]
                    : []),
                ]}
              />
              <p className="agr-total">
                {t("agreements.hedging.total", { quantity: qty(data.TotalQuantity) })}
                {data.averagePrice !== null && data.hedgings[0]
                  ? ` · ${t("agreements.hedging.average", { price: price(data.averagePrice, data.hedgings[0].currency) })}`
                  : ""}
              </p>
            </>
          )
        }
      </PopupBody>
    </Modal>
  );
}
