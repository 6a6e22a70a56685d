"use client";

/**
 * The price alerts list (spec 2 §2 "Price alerts list with delete", §7 DeletePriceWatch, §8):
 * the customer's price watches; "Ta bort" asks for confirmation, then posts the id. A reply
 * with isRemoved removes the row; anything else shows the alert "Error".
 */
import "./prices.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { Market } from "@/lib/market";
import { formatIsoDate, formatPrice } from "@/lib/prices/format";
import type { PriceWatchItem, TDeletePriceWatchResponse } from "@/lib/prices/schemas";

export function PriceAlerts({ items, market, unit }: { items: PriceWatchItem[]; market: Market; unit: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [rows, setRows] = useState(items);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState("");

  const price = (v: number | null) => (v === null ? "–" : `${formatPrice(v, market)} ${unit}`);
  const cropOf = (w: PriceWatchItem) => `${w.itemName}, ${w.sort}, ${w.priceAreaName}`;

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
      const r = await apiFetch<TDeletePriceWatchResponse>("/api/price-alert/DeletePriceWatch", { body: { id: w.id } });
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
      <p role="status" className={notice ? "alert alert--ok" : "visually-hidden"}>{notice}</p>
      {rows.length === 0 ? (
        <p className="alert alert--info">{t("prices.alerts.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="price-table">
            <caption className="visually-hidden">{t("prices.alerts.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("prices.alerts.crop")}</th>
                <th scope="col">{t("prices.alerts.area")}</th>
                <th scope="col">{t("prices.alerts.period")}</th>
                <th scope="col" className="num">{t("prices.alerts.lower")}</th>
                <th scope="col" className="num">{t("prices.alerts.upper")}</th>
                <th scope="col" className="num">{t("prices.alerts.current")}</th>
                <th scope="col">{t("prices.alerts.endDate")}</th>
                <th scope="col">{t("prices.alerts.action")}</th>
                <th scope="col">{t("prices.alerts.status")}</th>
                <th scope="col"><span className="visually-hidden">{t("prices.alerts.delete")}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((w) => (
                <tr key={w.id} data-price-watch={w.id} className={w.expired ? "price-row--expired" : undefined}>
                  <th scope="row">{`${w.itemName}, ${w.sort}`}</th>
                  <td>{w.priceAreaName}</td>
                  <td>{w.periodLabel}</td>
                  <td className="num">{price(w.lowerPrice)}</td>
                  <td className="num">{price(w.upperPrice)}</td>
                  <td className="num">{price(w.currentPrice)}</td>
                  <td>{formatIsoDate(w.endDate, market)}</td>
                  <td>{w.targetAction === "sign" ? t("prices.alerts.actionSign", { quantity: formatPrice(w.quantity ?? 0, market) }) : t("prices.alerts.actionNotify")}</td>
                  <td>{w.expired ? t("prices.alerts.expired") : t("prices.alerts.active")}</td>
                  <td>
                    <button type="button" className="btn btn--secondary btn--small" aria-label={t("prices.alerts.deleteLabel", { crop: cropOf(w) })} disabled={busy === w.id} onClick={() => void remove(w)}>
                      {t("prices.alerts.delete")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
