"use client";

import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { maskPersonalNumber } from "@/lib/trading/constants";
import type { WizardOptions } from "@/lib/trading/load-wizard";
import type { DryingState } from "./drying-state";
import { useFieldError } from "./field-errors";

/** The terms checkbox of steps 2a and 2b: their buttons act only when it is ticked (spec 2 §4). */
export function DryingTerms({ state, onChange }: { state: DryingState; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const error = useFieldError(state.errors)("AcceptTerms");
  return (
    <div className="drying-terms">
      <label className="checkbox">
        <input
          type="checkbox"
          name="AcceptTerms"
          checked={Boolean(state.values.AcceptTerms)}
          disabled={state.busy}
          aria-describedby="drying-terms-text"
          onChange={(e) => onChange(e.target.checked)}
        />
        {t("drying.wizard.terms")}
      </label>
      <p id="drying-terms-text" className="field-hint">
        {t("drying.wizard.termsText")}
      </p>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

/** Step 2b (spec 2 §4): what will be saved, the receiver's personal number masked but the last four digits. */
export function DryingReviewStep({ state, options, children }: { state: DryingState; options: WizardOptions; children: ReactNode }) {
  const { t } = useTranslation();
  const v = state.values;
  const rows: [string, string][] = [
    [t("drying.wizard.agreementType"), t("drying.wizard.typeName")],
    [t("trading.wizard.product"), options.products.find((p) => p.itemNumber === v.ProductItemId)?.name ?? ""],
    [t("drying.wizard.warehouse"), options.warehouses.find((w) => w.code === v.Warehouse)?.name ?? ""],
    [t("trading.wizard.quantity"), v.CommitQuantity ?? ""],
    [t("trading.wizard.receiver"), v.ReceiverName ?? ""],
    [t("trading.wizard.receiverPn"), v.ReceiverPersonalNumber ? maskPersonalNumber(v.ReceiverPersonalNumber) : ""],
  ];
  return (
    <section className="trading-step" aria-labelledby="drying-review">
      <h2 id="drying-review">{t("drying.wizard.stepReview")}</h2>
      <p>{t("trading.wizard.reviewIntro")}</p>
      <dl className="trading-review">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </section>
  );
}
