"use client";

import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import { TARGET_ACTIONS } from "@/lib/trading/constants";
import { useFieldError } from "./field-errors";
import type { WizardState, WizardValues } from "./wizard-state";

/** The price watch step (spec 2 §4, §5): upper and lower price, end date (at most 60 days), target action, approval. */
export function PriceWatchStep({ state, set }: { state: WizardState; set: (field: keyof WizardValues, value: string | boolean) => void }) {
  const { t } = useTranslation();
  const err = useFieldError(state.errors);
  const v = state.values;
  const approvalError = err("Approval");
  const input = (field: keyof WizardValues) => ({
    name: field,
    value: String(v[field] ?? ""),
    error: err(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  return (
    <fieldset className="trading-step" disabled={state.busy}>
      <legend>{t("trading.wizard.stepWatch")}</legend>
      <FormField label={t("trading.wizard.upperPrice")} inputMode="decimal" {...input("UpperPrice")} />
      <FormField label={t("trading.wizard.lowerPrice")} inputMode="decimal" {...input("LowerPrice")} />
      <FormField label={t("trading.wizard.watchEnd")} type="date" {...input("PriceWatchEndDate")} />
      <SelectField id="trading-TargetAction" label={t("trading.wizard.targetAction")} {...input("TargetAction")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {TARGET_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {t(`trading.wizard.targetActions.${a}`)}
          </option>
        ))}
      </SelectField>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={Boolean(v.Approval)}
          onChange={(e) => set("Approval", e.target.checked)}
          aria-invalid={approvalError ? true : undefined}
        />
        {t("trading.wizard.approval")}
      </label>
      {approvalError ? <p className="field-error">{approvalError}</p> : null}
    </fieldset>
  );
}
