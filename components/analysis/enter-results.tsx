"use client";

/** Staff enter a request's results (POST /api/analysis-request/save-results); the customer is e-mailed when they are first complete. */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { areaKey, useApiMutation } from "@/lib/client/query";
import type { TAnalysisResult } from "@/lib/analysis/schemas";

export function EnterResults({ result }: { result: TAnalysisResult }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(result.Results.map((r) => [r.Code, r.Value === null ? "" : String(r.Value).replace(".", ",")])),
  );
  const [state, setState] = useState<"idle" | "saved" | "failed">("idle");
  const save = useApiMutation<{ isSaved: boolean }>("/api/analysis-request/save-results", {
    invalidates: [areaKey("analysis", "result", result.AnalysisId)],
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await save.mutateAsync({ analysisId: result.AnalysisId, results: values });
      setState("saved");
    } catch {
      setState("failed");
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="analysis-staff-form">
        {result.Results.map((r) => (
          <FormField
            key={r.Code}
            name={r.Code}
            id={`result-${r.Code}`}
            label={`${r.Name} (${r.Unit})`}
            inputMode="decimal"
            value={values[r.Code] ?? ""}
            onChange={(e) => setValues((v) => ({ ...v, [r.Code]: e.target.value }))}
          />
        ))}
      </div>
      {state === "saved" ? (
        <p className="alert alert--success" role="status">
          {t("analysis.result.saved")}
        </p>
      ) : state === "failed" ? (
        <p className="alert alert--error" role="alert">
          {t("analysis.result.saveFailed")}
        </p>
      ) : null}
      <SubmitButton pending={save.isPending}>{t("analysis.result.save")}</SubmitButton>
    </form>
  );
}
