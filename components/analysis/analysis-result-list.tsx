"use client";

import "./analysis.css";
import { useTranslation } from "@/lib/i18n/react";
import { resultLayout } from "@/lib/analysis/result-layout";
import type { TAnalysisResult } from "@/lib/analysis/schemas";

/** A request's analyses with their values (one column up to 8, two above: spec 2 §9). */
export function AnalysisResultList({ results }: { results: TAnalysisResult["Results"] }) {
  const { t } = useTranslation();
  const layout = resultLayout(results.length);
  return (
    <ul className={`analysis-results${layout === "columns" ? " analysis-results--columns" : ""}`} data-layout={layout}>
      {results.map((r) => (
        <li key={r.Code}>
          <span>{r.Name}</span>
          <strong>{r.Value === null ? t("analysis.result.pending") : `${String(r.Value).replace(".", ",")} ${r.Unit}`}</strong>
        </li>
      ))}
    </ul>
  );
}
