"use client";

import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { customerKey, useApiQuery } from "@/lib/client/query";
import { totalArea } from "@/lib/trading/agreement-rules";
import {
  AREA_FIELDS,
  DEPA_TYPES,
  HEDGE_TYPES,
  SEED_TYPES,
  WATCH_TYPES,
  WIZARD_AGREEMENT_TYPES,
  type WizardAgreementType,
} from "@/lib/trading/constants";
import type { WizardOptions } from "@/lib/trading/load-wizard";
import type { TGrainPricePeriodsReply, TGrainTypesReply } from "@/lib/trading/schemas";
import { useFieldError } from "./field-errors";
import type { WizardState, WizardValues } from "./wizard-state";

interface Props {
  state: WizardState;
  options: WizardOptions;
  set: (field: keyof WizardValues, value: string | boolean) => void;
  /** the chosen period's quantity limits, for checking the step before moving on */
  onLimits: (limits: { min: number; max: number } | null) => void;
}

/** Step 1 of the purchasing agreement wizard: type, crop, sort, period with today's price, place, mode, quantity (spec 2 §3, §5). */
export function AgreementFormStep({ state, options, set, onLimits }: Props) {
  const { t } = useTranslation();
  const v = state.values;
  const err = useFieldError(state.errors);
  const type = v.AgreementType as WizardAgreementType | undefined;
  const depa = Boolean(type && DEPA_TYPES.includes(type));
  const scope = customerKey(options.customerNumber, "trading");
  const cropReady = Boolean(v.PriceAreaId && v.ProductItemId);
  const sorts = useApiQuery<TGrainTypesReply>(
    [...scope, "sorts", type === "SportAndForwardAvtal" && v.WatchType === "FixedPrice" ? "spot" : "all"],
    "/api/agreement/get-grain-type",
    { priceAreaId: v.PriceAreaId, productItemId: v.ProductItemId, agreementType: v.AgreementType },
    { method: "GET", enabled: cropReady, log: "[trading] sorts" },
  );
  const periods = useApiQuery<TGrainPricePeriodsReply>(
    [...scope, "periods", depa ? "storage" : "all"],
    depa ? "/api/agreement/get-grain-price-periods-storage" : "/api/agreement/get-grain-price-periods",
    { priceAreaId: v.PriceAreaId, productItemId: v.ProductItemId, grainType: v.GrainType },
    { method: "GET", enabled: cropReady && Boolean(v.GrainType), log: "[trading] periods" },
  );
  const period = periods.data?.PricePeriods.find((p) => p.Value === v.AgreementPeriod);
  const min = period?.CommitQuantityMin;
  const max = period?.CommitQuantityMax;
  useEffect(() => onLimits(min !== undefined && max !== undefined ? { min, max } : null), [min, max, onLimits]);
  const input = (field: keyof WizardValues) => ({
    name: field,
    value: String(v[field] ?? ""),
    error: err(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const select = (field: keyof WizardValues) => ({ id: `trading-${field}`, ...input(field) });

  return (
    <fieldset className="trading-step" disabled={state.busy}>
      <legend>{t("trading.wizard.stepForm")}</legend>
      <SelectField label={t("trading.wizard.agreementType")} {...select("AgreementType")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {WIZARD_AGREEMENT_TYPES.map((x) => (
          <option key={x} value={x}>
            {t(`trading.wizard.types.${x}`)}
          </option>
        ))}
      </SelectField>
      {type === "SportAndForwardAvtal" ? (
        <SelectField label={t("trading.wizard.watchType")} {...select("WatchType")}>
          <option value="">{t("trading.wizard.choose")}</option>
          {WATCH_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`trading.wizard.watchTypes.${x}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {type && HEDGE_TYPES.includes(type) ? (
        <SelectField label={t("trading.wizard.agreement")} {...select("AgreementId")}>
          <option value="">{t("trading.wizard.choose")}</option>
          {options.protectable
            .filter((a) => a.agreementType === (type === "PrissakringDepaavtal" ? "Depaavtal" : "Utsadesavtal"))
            .map((a) => (
              <option key={a.agreementNumber} value={a.agreementNumber}>
                {a.agreementNumber} {a.description ?? ""}
              </option>
            ))}
        </SelectField>
      ) : null}
      {type === "PrissakringUtsadesavtal" ? (
        <SelectField label={t("trading.wizard.hedgedType")} {...select("HedgedAgreementType")}>
          <option value="">{t("trading.wizard.choose")}</option>
          <option value="Utsadesavtal">{t("trading.wizard.types.Utsadesavtal")}</option>
        </SelectField>
      ) : null}
      <SelectField label={t("trading.wizard.priceArea")} {...select("PriceAreaId")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {options.priceAreas.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("trading.wizard.product")} {...select("ProductItemId")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {options.products.map((p) => (
          <option key={p.itemNumber} value={p.itemNumber}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("trading.wizard.grainType")} {...select("GrainType")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {(sorts.data?.GrainTypes ?? []).map((g) => (
          <option key={g.GrainName} value={g.GrainName}>
            {g.GrainName}
          </option>
        ))}
      </SelectField>
      {sorts.isFetching || periods.isFetching ? <Loader variant="inline" label={t("trading.wizard.loading")} showLabel /> : null}
      <SelectField label={t("trading.wizard.period")} {...select("AgreementPeriod")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {(periods.data?.PricePeriods ?? []).map((p) => (
          <option key={p.Value} value={p.Value}>
            {t("trading.wizard.periodOption", { label: p.DisplayLabel, price: p.Price, unit: periods.data?.Unit, year: p.AgreementYear })}
          </option>
        ))}
      </SelectField>
      {periods.data && periods.data.PricePeriods.length === 0 ? <p className="alert alert--info">{t("trading.wizard.noPrices")}</p> : null}
      <SelectField label={t("trading.wizard.warehouse")} {...select("Warehouse")}>
        <option value="">{t("trading.wizard.choose")}</option>
        {options.warehouses.map((w) => (
          <option key={w.code} value={w.code}>
            {w.name}
          </option>
        ))}
      </SelectField>
      {!depa ? (
        <SelectField label={t("trading.wizard.deliveryMode")} {...select("DeliveryMode")}>
          <option value="">{t("trading.wizard.choose")}</option>
          <option value="Spon">{t("trading.wizard.deliveryModes.Spon")}</option>
          <option value="Depa">{t("trading.wizard.deliveryModes.Depa")}</option>
        </SelectField>
      ) : null}
      <FormField label={t("trading.wizard.quantity")} inputMode="numeric" {...input("CommitQuantity")} />
      {period ? (
        <p className="field-hint">{t("trading.wizard.quantityHint", { min: period.CommitQuantityMin, max: period.CommitQuantityMax })}</p>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={Boolean(v.IsReserveAgreement)} onChange={(e) => set("IsReserveAgreement", e.target.checked)} />
        {t("trading.wizard.reserve")}
      </label>
      {v.IsReserveAgreement ? (
        <FormField label={t("trading.wizard.reserveQuantity")} inputMode="numeric" {...input("ReserveQuantity")} />
      ) : null}
      {(options.isInternal && type === "PrissakringDepaavtal") || type === "PrissakringUtsadesavtal" ? (
        <FormField label={t("trading.wizard.price")} inputMode="decimal" {...input("Price")} />
      ) : null}
      {type && SEED_TYPES.includes(type) ? (
        <div className="trading-areas">
          {AREA_FIELDS.map((f, i) => (
            <FormField key={f} label={t("trading.wizard.area", { n: i + 1 })} inputMode="numeric" {...input(f)} />
          ))}
          <p>{t("trading.wizard.areaTotal", { total: totalArea(v) })}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
