"use client";

/**
 * The admins' grain price table (spec 4 §2, §5; issue 15 item 3): a row per grain, type and
 * delivery location with a month and a price input per month. The month takes only digits, minus
 * and slash, the price only digits. Save sends the rows only when something changed (else the
 * instruction text shows), then the page reloads with success=true or failed=true.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { apiFetch } from "@/lib/client/api-fetch";
import { changedPrices, monthInputFilter, priceInputFilter } from "@/lib/grain-trade/rules";
import type { TGrainPriceRow } from "@/lib/grain-trade/schemas";
import { TableScroll } from "@/components/ui/table-scroll";

export function GrainPriceTable({ rows, status }: { rows: TGrainPriceRow[]; status: "success" | "failed" | null }) {
  const { t } = useTranslation();
  const [edited, setEdited] = useState(rows);
  const [showInstruction, setShowInstruction] = useState(false);
  const [busy, setBusy] = useState(false);

  function set(rowId: number, entryId: number, patch: { Month?: string; Price?: number | null }) {
    setEdited((rs) =>
      rs.map((r) =>
        r.Id === rowId ? { ...r, MonthPriceList: r.MonthPriceList.map((e) => (e.Id === entryId ? { ...e, ...patch } : e)) } : r,
      ),
    );
  }

  async function save() {
    if (changedPrices(rows, edited).length === 0) {
      setShowInstruction(true);
      return;
    }
    setBusy(true);
    let ok = false;
    try {
      await apiFetch("/api/graintrade/updatemortgagegrainprices", {
        body: edited.map((r) => ({ Id: r.Id, MonthPriceList: r.MonthPriceList })),
      });
      ok = true;
    } catch {
      ok = false;
    }
    const url = new URL(window.location.href);
    url.searchParams.delete("success");
    url.searchParams.delete("failed");
    url.searchParams.set(ok ? "success" : "failed", "true");
    window.location.assign(url.toString());
  }

  return (
    <section className="grain-prices">
      <h2>{t("agrodesk.grain.prices.title")}</h2>
      {status === "success" ? (
        <p className="alert alert--success" role="status">
          {t("agrodesk.grain.prices.success")}
        </p>
      ) : null}
      {status === "failed" ? (
        <p className="alert alert--error" role="alert">
          {t("agrodesk.grain.prices.failed")}
        </p>
      ) : null}
      <TableScroll>
        <table className="table grain-prices__table">
          <thead>
            <tr>
              <th scope="col">{t("agrodesk.grain.prices.grain")}</th>
              <th scope="col">{t("agrodesk.grain.prices.type")}</th>
              <th scope="col">{t("agrodesk.grain.prices.location")}</th>
              {(edited[0]?.MonthPriceList ?? []).map((_, i) => (
                <th scope="col" key={i}>
                  {t("agrodesk.grain.prices.month")} / {t("agrodesk.grain.prices.price")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {edited.map((r) => {
              const name = `${r.GrainType} ${r.DeliveryLocation}`;
              return (
                <tr key={r.Id}>
                  <th scope="row">{r.GrainName}</th>
                  <td>{r.GrainType}</td>
                  <td>{r.DeliveryLocation}</td>
                  {r.MonthPriceList.map((e, i) => (
                    <td key={e.Id} className="grain-prices__cell">
                      <input
                        aria-label={t("agrodesk.grain.prices.monthLabel", { row: name, n: i + 1 })}
                        value={e.Month}
                        size={8}
                        onChange={(ev) => set(r.Id, e.Id, { Month: monthInputFilter(ev.target.value) })}
                      />
                      <input
                        aria-label={t("agrodesk.grain.prices.priceLabel", { row: name, n: i + 1 })}
                        value={e.Price === null ? "" : String(e.Price)}
                        inputMode="numeric"
                        size={5}
                        onChange={(ev) => {
                          const v = priceInputFilter(ev.target.value);
                          set(r.Id, e.Id, { Price: v === "" ? null : Number(v) });
                        }}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {showInstruction ? (
        <p className="alert alert--info" role="alert">
          {t("agrodesk.grain.prices.instruction")}
        </p>
      ) : null}
      <button type="button" className="btn" onClick={() => void save()} disabled={busy}>
        {t("agrodesk.grain.prices.save")}
      </button>
    </section>
  );
}
