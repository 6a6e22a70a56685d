"use client";

/**
 * The submitter move tool (spec 4 §2; issue 16 item 5), admins only: moves the forms and claims
 * of a submitter (e-mail) from one store to another (POST /api/warrantyform/submit with EmailId,
 * FromStore, ToStore) and shows how many records moved.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import type { TMoveResponse, TStoresResponse } from "@/lib/warranty/schemas";
import { fieldErrors } from "./text-field";

export function MoveTool({ stores }: { stores: TStoresResponse }) {
  const { t } = useTranslation();
  const move = useApiMutation<TMoveResponse>("/api/warrantyform/submit");
  const [v, setV] = useState({ EmailId: "", FromStore: "", ToStore: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof v, x: string) => setV((o) => ({ ...o, [k]: x }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    setError(null);
    const missing: Record<string, string> = {};
    for (const k of ["EmailId", "FromStore", "ToStore"] as const) if (!v[k].trim()) missing[k] = t("warranty.validation.required");
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const r = await move.mutateAsync(v);
      setResult(t("warranty.move.done", { count: r.count }));
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(fieldErrors(err.body.fields));
        setError(err.body.message);
      } else setError(t("warranty.form.failed"));
    }
  }

  const select = (k: "FromStore" | "ToStore") => (
    <SelectField id={`f-${k}`} label={t(`warranty.move.${k}`)} value={v[k]} onChange={(e) => set(k, e.target.value)} error={errors[k]}>
      <option value="">{t("warranty.form.choose")}</option>
      {stores.stores.map((s) => (
        <option key={s.StoreId} value={s.StoreId}>
          {s.Name}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form className="warranty-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField
        name="EmailId"
        type="email"
        label={t("warranty.move.EmailId")}
        value={v.EmailId}
        onChange={(e) => set("EmailId", e.target.value)}
        error={errors.EmailId}
      />
      {select("FromStore")}
      {select("ToStore")}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <p className="alert alert--success" role="status">
          {result}
        </p>
      ) : null}
      <SubmitButton pending={move.isPending}>{t("warranty.move.submit")}</SubmitButton>
    </form>
  );
}
