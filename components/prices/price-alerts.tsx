"use client";

/**
 * The price alerts list (spec 2 §2 "Price alerts list with delete", §7 DeletePriceWatch, §8):
 * the customer's price watches; "Ta bort" asks for confirmation, then posts the id. A reply
 * with isRemoved removes the row; anything else shows the alert "Error". The status column shows
 * a watch's outcome: hit by a price (a notice sent, or the agreement made and sent for signing) or expired.
 */
import "./prices.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { SimpleTable } from "@/components/ui/simple-table";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import type { Market } from "@/lib/market";
import { formatIsoDate, formatPrice } from "@/lib/prices/format";
import type { PriceWatchItem, TDeletePriceWatchResponse } from "@/lib/prices/schemas";

export function PriceAlerts({ items, market, unit }: { items: PriceWatchItem[]; market: Market; unit: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [rows, setRows] = useState(items);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  const deleteWatch = useApiMutation<TDeletePriceWatchResponse>("/api/price-alert/DeletePriceWatch");

  const price = (v: number | null) => (v === null ? "–" : `${formatPrice(v, market)} ${unit}`);
  const cropOf = (w: PriceWatchItem) => `${w.itemName}, ${w.sort}, ${w.priceAreaName}`;
  /** running, expired, or hit by a price and what was done then (decision 033) */
  const status = (w: PriceWatchItem) => {
    const o = w.outcome;
    if (o?.kind === "hit") {
      const values = { price: price(o.price), date: o.priceDate ? formatIsoDate(o.priceDate, market) : "", number: o.agreementNumber };
      if (w.targetAction === "notify") return t("priceWatchOutcome.hitNotify", values);
      return o.agreementNumber ? t("priceWatchOutcome.hitSign", values) : t("priceWatchOutcome.hitSignNoAgreement", values);
    }
    return w.expired || o?.kind === "expired" ? t("prices.alerts.expired") : t("prices.alerts.active");
  };

  async function remove(w: PriceWatchItem) {
    const crop = cropOf(w);
    const yes = await dialogs.confirm({
      type: "warning",
      title: t("prices.alerts.confirmTitle"),
      message: t("prices.alerts.confirm", { crop }),
      confirmText: t("prices.alerts.confirmYes"),
      cancelText: t("prices.alerts.confirmNo"),
    });
    if (!yes) return;
    setBusy(w.id);
    setNotice("");
    try {
      const r = await deleteWatch.mutateAsync({ id: w.id });
      if (!r.isRemoved) throw new Error("not removed");
      setRows((cur) => cur.filter((x) => x.id !== w.id));
      setNotice(t("prices.alerts.removed", { crop }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      console.error("[price-alert] DeletePriceWatch failed", e);
      await dialogs.alert({ type: "error", title: t("prices.alerts.error"), message: t("prices.alerts.error") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="price-alerts">
      <p role="status" className={notice ? "alert alert--ok" : "visually-hidden"}>
        {notice}
      </p>
      {rows.length === 0 ? (
        <p className="alert alert--info">{t("prices.alerts.empty")}</p>
      ) : (
        <SimpleTable
          caption={t("prices.alerts.title")}
          className="price-table"
          rows={rows}
          getRowId={(w) => String(w.id)}
          rowData={(w) => ({ "data-price-watch": w.id })}
          rowClassName={(w) => (w.expired || w.outcome ? "price-row--expired" : undefined)}
          columns={[
            { id: "crop", header: t("prices.alerts.crop"), rowHeader: true, cell: (w) => `${w.itemName}, ${w.sort}` },
            { id: "area", header: t("prices.alerts.area"), cell: (w) => w.priceAreaName },
            { id: "period", header: t("prices.alerts.period"), cell: (w) => w.periodLabel },
            { id: "lower", header: t("prices.alerts.lower"), className: "num", cell: (w) => price(w.lowerPrice) },
            { id: "upper", header: t("prices.alerts.upper"), className: "num", cell: (w) => price(w.upperPrice) },
            { id: "current", header: t("prices.alerts.current"), className: "num", cell: (w) => price(w.currentPrice) },
            { id: "endDate", header: t("prices.alerts.endDate"), cell: (w) => formatIsoDate(w.endDate, market) },
            {
              id: "action",
              header: t("prices.alerts.action"),
              cell: (w) =>
                w.targetAction === "sign"
                  ? t("prices.alerts.actionSign", { quantity: formatPrice(w.quantity ?? 0, market) })
                  : t("prices.alerts.actionNotify"),
            },
            {
              id: "status",
              header: t("prices.alerts.status"),
              cell: (w) => status(w),
            },
            {
              id: "delete",
              header: <span className="visually-hidden">{t("prices.alerts.delete")}</span>,
              cell: (w) => (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={t("prices.alerts.deleteLabel", { crop: cropOf(w) })}
                  disabled={busy === w.id}
                  onClick={() => void remove(w)}
                >
                  {t("prices.alerts.delete")}
                </button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
