"use client";

import { useTranslation } from "@/lib/i18n/react";
import { maskPersonalNumber } from "@/lib/trading/constants";
import type { WizardOptions } from "@/lib/trading/load-wizard";
import { isPriceWatch } from "@/lib/trading/agreement-rules";
import type { WizardState } from "./wizard-state";

/** The review step (spec 2 §4): what will be saved, the receiver's personal number masked but the last four digits. */
export function ReviewStep({ state, options }: { state: WizardState; options: WizardOptions }) {
  const { t } = useTranslation();
  const v = state.values;
  const rows: [string, string][] = [
    [t("trading.wizard.agreementType"), v.AgreementType ? t(`trading.wizard.types.${v.AgreementType}`) : ""],
    [t("trading.wizard.priceArea"), options.priceAreas.find((a) => String(a.id) === v.PriceAreaId)?.name ?? ""],
    [t("trading.wizard.product"), options.products.find((p) => p.itemNumber === v.ProductItemId)?.name ?? ""],
    [t("trading.wizard.grainType"), v.GrainType ?? ""],
    [t("trading.wizard.period"), v.AgreementPeriod ?? ""],
    [t("trading.wizard.warehouse"), options.warehouses.find((w) => w.code === v.Warehouse)?.name ?? ""],
    [t("trading.wizard.quantity"), v.CommitQuantity ?? ""],
  ];
  if (isPriceWatch(v))
    rows.push(
      [t("trading.wizard.upperPrice"), v.UpperPrice ?? ""],
      [t("trading.wizard.lowerPrice"), v.LowerPrice ?? ""],
      [t("trading.wizard.watchEnd"), v.PriceWatchEndDate ?? ""],
    );
  if (v.ReceiverName) rows.push([t("trading.wizard.receiver"), v.ReceiverName]);
  if (v.ReceiverPersonalNumber) rows.push([t("trading.wizard.receiverPn"), maskPersonalNumber(v.ReceiverPersonalNumber)]);
  return (
    <section className="trading-step" aria-labelledby="trading-review">
      <h2 id="trading-review">{t("trading.wizard.stepReview")}</h2>
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
    </section>
  );
}
