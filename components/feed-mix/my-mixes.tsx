"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { TOverviewResponse } from "@/lib/feed-mix/schemas";
import type { Navigate } from "./feed-mix-view-state";
import { helsinkiTime, kg, oneDecimal, withKg } from "./format";
import { ManualMixDialog } from "./manual-mix-dialog";
import { MixesOverTimeChart } from "./mix-charts";

/** My mixes: saved mixes newest first (open one for its details, leftovers and delete), a manual mix, the chart over time. */
export function MyMixes({
  data,
  navigate,
  customerNumber,
}: {
  data: TOverviewResponse;
  navigate: Navigate;
  customerNumber: string | null;
}) {
  const { t } = useTranslation();
  const [manual, setManual] = useState(false);
  const own = data.Recipes.filter((r) => r.CustomerNumber === customerNumber);
  return (
    <div className="fm-mixes">
      {own.length ? (
        <button type="button" className="btn btn--secondary" onClick={() => setManual(true)}>
          {t("feedMix.mixes.manualMix")}
        </button>
      ) : null}
      {data.Mixes.length ? (
        <ul className="fm-cards">
          {data.Mixes.map((m) => (
            <li key={m.RecordId}>
              <button
                type="button"
                className="fm-card"
                data-record={m.RecordId}
                onClick={() => navigate({ kind: "finished", id: m.RecordId })}
              >
                <span className="fm-card__title">{m.Guideline}</span>
                <span className="fm-card__meta">{helsinkiTime(m.CreatedOn)}</span>
                <span className="fm-card__meta">
                  {`${kg(m.OriginalWeight)} → ${withKg(m.ActualWeight)}`}
                  {m.LeftoverShare !== null ? ` · ${t("feedMix.mixes.leftoverShare", { value: oneDecimal(m.LeftoverShare) })}` : ""}
                </span>
                {m.Manual ? <span className="fm-tag">{t("feedMix.finished.manual")}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("feedMix.mixes.empty")}</p>
      )}
      <MixesOverTimeChart mixes={data.Mixes} />
      <ManualMixDialog
        open={manual}
        onClose={() => setManual(false)}
        recipes={own}
        customerNumber={customerNumber}
        onSaved={(id) => navigate({ kind: "finished", id })}
      />
    </div>
  );
}
