"use client";

/** The fieldsets of the release and warranty form: customer, seller, machine, engine, stores, hand-over, confirmations. */
import { useTranslation } from "@/lib/i18n/react";
import { SelectField } from "@/components/ui/form-field";
import type { TStoresResponse } from "@/lib/warranty/schemas";
import { NO, OTHER, YES } from "@/lib/warranty/preview";
import { TextField } from "./text-field";

export interface FieldSpec {
  name: string;
  max30?: boolean;
  required?: boolean;
  type?: string;
  day?: boolean;
}

const MACHINE: FieldSpec[] = [
  { name: "ManufactureName", max30: true, required: true },
  { name: "Brand", max30: true },
  { name: "Model", max30: true, required: true },
  { name: "WorkWidth", max30: true },
];
const ENGINE: FieldSpec[] = [
  { name: "EngineManufacturer", max30: true },
  { name: "EngineModel", max30: true },
  { name: "EngineSerialNumber", max30: true },
];
const CUSTOMER: FieldSpec[] = [
  { name: "CustomerFirstName", max30: true, required: true },
  { name: "CustomerLastName", max30: true, required: true },
  { name: "CustomerBusinessName" },
  { name: "CustomerBusinessId", max30: true },
  { name: "CustomerStreet", required: true },
  { name: "CustomerZip", max30: true, required: true },
  { name: "CustomerPostOffice", max30: true, required: true },
  { name: "CustomerPhone", max30: true, required: true, type: "tel" },
  { name: "CustomerEmail", type: "email" },
];
const SELLER: FieldSpec[] = [
  { name: "SalesmenName", required: true },
  { name: "SalesmenEmail", required: true, type: "email" },
  { name: "SalemenStore", required: true },
  { name: "SalesmenBusinessId", max30: true },
  { name: "SalesmenStreet" },
  { name: "SalesmenZip", max30: true },
  { name: "SalesmenCity", max30: true },
];
const HANDOVER: FieldSpec[] = [
  { name: "ReleaseDate", required: true, day: true },
  { name: "MileageOrHours", max30: true, required: true },
  { name: "Place", max30: true, required: true },
  { name: "SignedOn", required: true, day: true },
];
const SERIAL: FieldSpec = { name: "SerialNumber", max30: true, required: true };
const GROUP_OTHER: FieldSpec = { name: "ProductGroupOther", max30: true, required: true };
const ACCESSORIES: FieldSpec = { name: "Accessories" };
const YES_NO = [YES, NO] as const;
const CONFIRMATIONS = ["UsageManualGiven", "WarrantyTermsExplained", "MachineInspected", "MarketingApproval"];
const STORE_FIELDS: [name: string, kind: "spareParts" | "servicePoint"][] = [
  ["SparePartsStore", "spareParts"],
  ["ServicePointStore", "servicePoint"],
];

export const PRODUCT_GROUPS = ["Traktori", "Puimuri", "Maanmuokkauskone", "Kylvökone", "Rehunkorjuukone", OTHER] as const;

interface Props {
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  stores: TStoresResponse;
  group: string;
  onGroup: (g: string) => void;
  onPrefill: () => void;
  lookup: { busy: boolean; message: string | null };
}

export function ReleaseFormFields({ values, errors, onChange, stores, group, onGroup, onPrefill, lookup }: Props) {
  const { t } = useTranslation();
  const day = t("warranty.form.dayPlaceholder");
  const f = (spec: FieldSpec) => (
    <TextField
      key={spec.name}
      name={spec.name}
      label={t(`warranty.fields.${spec.name}`)}
      values={values}
      errors={errors}
      onChange={onChange}
      max30={spec.max30}
      required={spec.required}
      type={spec.type}
      placeholder={spec.day ? day : undefined}
    />
  );
  const yesNo = (name: string) => (
    <fieldset key={name} className="warranty-yesno">
      <legend>{`${t(`warranty.fields.${name}`)} *`}</legend>
      {YES_NO.map((v) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={values[name] === v} onChange={() => onChange(name, v)} />
          {t(v === YES ? "warranty.form.yes" : "warranty.form.no")}
        </label>
      ))}
      {errors[name] ? <p className="field-error">{errors[name]}</p> : null}
    </fieldset>
  );
  const storeSelect = ([name, kind]: [string, "spareParts" | "servicePoint"]) => (
    <SelectField
      key={name}
      id={`f-${name}`}
      label={`${t(`warranty.fields.${name}`)} *`}
      value={values[name] ?? ""}
      onChange={(e) => onChange(name, e.target.value)}
      error={errors[name]}
    >
      <option value="">{t("warranty.form.choose")}</option>
      {stores.stores
        .filter((s) => s[kind])
        .map((s) => (
          <option key={s.StoreId} value={s.StoreId}>
            {s.Name}
          </option>
        ))}
    </SelectField>
  );
  return (
    <>
      <fieldset>
        <legend>{t("warranty.form.machine")}</legend>
        <div className="warranty-grid">
          {f(SERIAL)}
          <div className="field">
            <button type="button" className="btn btn--secondary" onClick={onPrefill} disabled={lookup.busy}>
              {t("warranty.form.prefill")}
            </button>
            {lookup.message ? <p role="status">{lookup.message}</p> : null}
          </div>
          <SelectField
            id="f-ProductGroupSelect"
            label={`${t("warranty.fields.ProductGroup")} *`}
            value={group}
            onChange={(e) => onGroup(e.target.value)}
          >
            {PRODUCT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g === OTHER ? t("warranty.form.other") : g}
              </option>
            ))}
          </SelectField>
          {group === OTHER ? f(GROUP_OTHER) : null}
          {MACHINE.map(f)}
        </div>
        {f(ACCESSORIES)}
      </fieldset>
      <fieldset>
        <legend>{t("warranty.form.engine")}</legend>
        <div className="warranty-grid">{ENGINE.map(f)}</div>
      </fieldset>
      <fieldset>
        <legend>{t("warranty.form.customer")}</legend>
        <div className="warranty-grid">{CUSTOMER.map(f)}</div>
      </fieldset>
      <fieldset>
        <legend>{t("warranty.form.seller")}</legend>
        <div className="warranty-grid">{SELLER.map(f)}</div>
      </fieldset>
      <fieldset>
        <legend>{t("warranty.form.handover")}</legend>
        <div className="warranty-grid">
          {STORE_FIELDS.map(storeSelect)}
          {HANDOVER.map(f)}
        </div>
        {CONFIRMATIONS.map(yesNo)}
      </fieldset>
    </>
  );
}
