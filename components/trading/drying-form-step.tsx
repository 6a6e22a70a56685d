"use client";

import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import type { WizardOptions } from "@/lib/trading/load-wizard";
import { DRYING_LIMITS, type DryingFormValues } from "@/lib/trading/drying-rules";
import type { DryingState } from "./drying-state";
import { useFieldError } from "./field-errors";

interface Props {
  state: DryingState;
  options: WizardOptions;
  set: (field: keyof DryingFormValues, value: string | boolean) => void;
}

/** Step 1 of the drying wizard (spec 2 §4): crop, drying place and quantity. */
export function DryingFormStep({ state, options, set }: Props) {
  const { t } = useTranslation();
  const err = useFieldError(state.errors);
  const v = state.values;
  const input = (field: "ProductItemId" | "Warehouse" | "CommitQuantity") => ({
    name: field,
    value: v[field] ?? "",
    error: err(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  return (
    <fieldset className="trading-step" disabled={state.busy}>
      <legend>{t("drying.wizard.stepForm")}</legend>
      <p>{t("drying.wizard.intro")}</p>
      <SelectField id="drying-ProductItemId" label={t("trading.wizard.product")} {...input("ProductItemId")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {options.products.map((p) => (
          <option key={p.itemNumber} value={p.itemNumber}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField id="drying-Warehouse" label={t("drying.wizard.warehouse")} {...input("Warehouse")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {options.warehouses.map((w) => (
          <option key={w.code} value={w.code}>
            {w.name}
          </option>
        ))}
      </SelectField>
      <FormField label={t("trading.wizard.quantity")} inputMode="numeric" {...input("CommitQuantity")} />
      <p className="field-hint">{t("trading.wizard.quantityHint", DRYING_LIMITS)}</p>
    </fieldset>
  );
}
