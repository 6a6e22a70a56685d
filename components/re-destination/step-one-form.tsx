"use client";

/**
 * Re-destination step one (spec 3 "Re-destination step one"): new warehouse (another than the
 * current one), new delivery date (not in the past) and lorry type, all required, plus an optional
 * reason and note. "Nästa" validates first, on the client with the server's schema and then on the
 * server (POST /api/re-destination/validate), which returns the review.
 */
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { DatePicker } from "@/components/ui/date-picker";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { NOTE_MAX } from "@/lib/re-destination/constants";
import type { ReDestinationOptions, TReDestinationStepOne } from "@/lib/re-destination/schemas";
import { showValidationErrors, translated } from "./validation-dialog";

type Values = { warehouse: string; deliveryDate: string; lorryType: string; reason: string; note: string };
export type StepOneSubmit = (values: TReDestinationStepOne, setFieldError: (name: keyof Values, message: string) => void) => Promise<void>;

export function StepOneForm({
  market,
  options,
  currentWarehouse,
  currentWarehouseName,
  initial,
  onBack,
  onNext,
  busy,
}: {
  market: Market;
  options: ReDestinationOptions;
  currentWarehouse: string;
  currentWarehouseName: string;
  initial?: Partial<Values>;
  onBack: () => void;
  onNext: StepOneSubmit;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  // the server's schema, loaded with zod on the form's first focus or check (decision 104)
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, unknown, TReDestinationStepOne>(() =>
        import("@/lib/re-destination/schemas").then((m) => m.reDestinationStepOneSchema(currentWarehouse)),
      ),
    [currentWarehouse],
  );
  const { register, control, handleSubmit, formState, setError } = useForm<Values, unknown, TReDestinationStepOne>({
    // the form holds text; the schema (the server's own) turns it into the request
    resolver,
    defaultValues: { warehouse: "", deliveryDate: "", lorryType: "", reason: "", note: "", ...initial },
  });
  const err = (name: keyof Values) => translated(t, formState.errors[name]?.message);
  const described = (name: keyof Values) => ({
    "aria-invalid": err(name) ? true : undefined,
    "aria-describedby": err(name) ? `redest-new-${name}-error` : undefined,
  });
  const error = (name: keyof Values) =>
    err(name) ? (
      <p className="field-error" id={`redest-new-${name}-error`}>
        {err(name)}
      </p>
    ) : null;

  const submit = handleSubmit(
    (values) => onNext(values, (name, message) => setError(name, { type: "server", message })),
    (errors) => showValidationErrors(dialogs, t, errors, ["warehouse", "deliveryDate", "lorryType", "reason", "note"]),
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined} {...warmOn(resolver)}>
      <p>{t("reDestination.stepOne.current", { warehouse: currentWarehouseName })}</p>
      <div className="redest-form__grid">
        <div className="field">
          <label htmlFor="redest-new-warehouse">{t("reDestination.stepOne.warehouse")}</label>
          <select id="redest-new-warehouse" {...register("warehouse")} {...described("warehouse")}>
            <option value="">{t("reDestination.search.choose")}</option>
            {options.warehouses.map((w) => (
              <option key={w.code} value={w.code}>
                {w.name}
              </option>
            ))}
          </select>
          {error("warehouse")}
        </div>
        <Controller
          control={control}
          name="deliveryDate"
          render={({ field }) => (
            <DatePicker
              market={market}
              id="redest-new-deliveryDate"
              label={t("reDestination.stepOne.deliveryDate")}
              value={typeof field.value === "string" ? field.value : ""}
              onChange={(iso) => field.onChange(iso)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              min={todayIn("se")}
              required
              error={err("deliveryDate")}
            />
          )}
        />
        <div className="field">
          <label htmlFor="redest-new-lorryType">{t("reDestination.stepOne.lorryType")}</label>
          <select id="redest-new-lorryType" {...register("lorryType")} {...described("lorryType")}>
            <option value="">{t("reDestination.search.choose")}</option>
            {options.lorryTypes.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          {error("lorryType")}
        </div>
        <div className="field">
          <label htmlFor="redest-new-reason">{t("reDestination.stepOne.reason")}</label>
          <select id="redest-new-reason" {...register("reason")} {...described("reason")}>
            <option value="">{t("reDestination.search.choose")}</option>
            {options.reasons.map((r) => (
              <option key={r} value={r}>
                {t(`reDestination.reasons.${r}`)}
              </option>
            ))}
          </select>
          {error("reason")}
        </div>
      </div>
      <div className="field">
        <label htmlFor="redest-new-note">{t("reDestination.stepOne.note")}</label>
        <textarea id="redest-new-note" rows={3} maxLength={NOTE_MAX} {...register("note")} {...described("note")} />
        {error("note")}
      </div>
      <div className="redest-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {t("reDestination.stepOne.back")}
        </button>
        <SubmitButton pending={busy} pendingText={t("reDestination.stepOne.checking")}>
          {t("reDestination.stepOne.next")}
        </SubmitButton>
      </div>
    </form>
  );
}
