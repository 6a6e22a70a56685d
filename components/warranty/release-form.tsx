"use client";

/**
 * The release and warranty form (luovutus- ja takuuilmoitus; spec 4 §2, §5; issue 16 item 1),
 * filed by store staff. The seller fields come prefilled from the signed-in store user
 * (loggedincustomerinfo, rendered with the page); a serial-number lookup prefills the customer
 * and machine; the product group is the dropdown's value unless it is Other; the submit button
 * starts disabled and grey until the separate enabling button is pressed.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiFetch, useApiMutation } from "@/lib/client/query";
import type { TLoggedInInfoResponse, TSerialResponse, TStoresResponse, TSubmitResponse } from "@/lib/warranty/schemas";
import { OTHER, productGroupValue, splitMachine } from "@/lib/warranty/preview";
import { ReleaseFormFields, PRODUCT_GROUPS } from "./release-form-fields";
import { fieldErrors, missingRequired } from "./text-field";
import "./warranty.css";

const REQUIRED = [
  "CustomerFirstName",
  "CustomerLastName",
  "CustomerStreet",
  "CustomerZip",
  "CustomerPostOffice",
  "CustomerPhone",
  "SalesmenName",
  "SalesmenEmail",
  "SalemenStore",
  "ManufactureName",
  "Model",
  "SerialNumber",
  "SparePartsStore",
  "ServicePointStore",
  "ReleaseDate",
  "MileageOrHours",
  "Place",
  "SignedOn",
  "UsageManualGiven",
  "WarrantyTermsExplained",
  "MachineInspected",
  "MarketingApproval",
] as const;

function initialValues(info: TLoggedInInfoResponse): Record<string, string> {
  const u = info.dbUser;
  return {
    StoreId: info.StoreId ?? "",
    [info.formFields.name]: u.Name,
    [info.formFields.email]: u.Email,
    [info.formFields.store]: u.CustomerName,
    [info.formFields.businessId]: u.OrganisationNo,
    [info.formFields.street]: u.Street,
    [info.formFields.zip]: u.Zip,
    [info.formFields.city]: u.City,
    [info.formFields.place]: u.City,
    SparePartsStore: info.StoreId ?? "",
    ServicePointStore: info.StoreId ?? "",
  };
}

export function ReleaseForm({ info, stores }: { info: TLoggedInInfoResponse; stores: TStoresResponse }) {
  const { t } = useTranslation();
  const api = useApiFetch();
  const submit = useApiMutation<TSubmitResponse>("/api/epiformsdata/submitreleaseform");
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(info));
  const [group, setGroup] = useState<string>(PRODUCT_GROUPS[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [enabled, setEnabled] = useState(false);
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const ownStores = info.isAdmin ? stores.stores : stores.stores.filter((s) => stores.mine.includes(s.StoreId));

  async function prefill() {
    const serial = (values.SerialNumber ?? "").trim();
    if (!serial) {
      setErrors((e) => ({ ...e, SerialNumber: t("warranty.validation.required") }));
      return;
    }
    setLookup({ busy: true, message: null });
    try {
      const r = await api.fetch<TSerialResponse>(
        ["warranty", "serial", serial],
        "/api/epiformsdata/warrantyformbyserialnumber",
        { serialnumber: serial },
        { method: "GET" },
      );
      if (!r.found) {
        setLookup({ busy: false, message: t("warranty.form.serialNotFound") });
        return;
      }
      const m = splitMachine(r.values.Machine);
      const { Machine: _machine, ProductGroup: pg, ...rest } = r.values;
      void _machine;
      setValues((v) => ({ ...v, ...rest, ManufactureName: m.manufacturer, Model: m.model, WorkWidth: m.workWidth }));
      if (pg) {
        if ((PRODUCT_GROUPS as readonly string[]).includes(pg)) setGroup(pg);
        else {
          setGroup(OTHER);
          change("ProductGroupOther", pg);
        }
      }
      setLookup({ busy: false, message: t("warranty.form.serialFound") });
    } catch {
      setLookup({ busy: false, message: t("warranty.form.serialFailed") });
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const body: Record<string, string> = { ...values, ProductGroup: productGroupValue(group, values.ProductGroupOther ?? "") };
    delete body.ProductGroupOther;
    const missing = missingRequired(body, [...REQUIRED, "ProductGroup", "StoreId"], t("warranty.validation.required"));
    if (missing.ProductGroup) missing.ProductGroupOther = missing.ProductGroup;
    setErrors(missing);
    if (Object.keys(missing).length) {
      setError(t("warranty.form.fixErrors"));
      return;
    }
    try {
      const r = await submit.mutateAsync(body);
      setDone(r.submissionId);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(fieldErrors(err.body.fields));
        setError(err.body.message);
      } else setError(t("warranty.form.failed"));
    }
  }

  if (done)
    return (
      <div className="alert alert--success" role="status">
        <p>{t("warranty.form.sent")}</p>
        <a href="/agrodesk/takuut/ilmoitukset">{t("warranty.form.toList")}</a>
      </div>
    );

  return (
    <form className="warranty-form" onSubmit={onSubmit} noValidate aria-labelledby="release-form-title">
      <SelectField
        id="f-StoreId"
        label={`${t("warranty.form.store")} *`}
        value={values.StoreId ?? ""}
        onChange={(e) => change("StoreId", e.target.value)}
        error={errors.StoreId}
      >
        <option value="">{t("warranty.form.choose")}</option>
        {ownStores.map((s) => (
          <option key={s.StoreId} value={s.StoreId}>
            {s.Name}
          </option>
        ))}
      </SelectField>
      <ReleaseFormFields
        values={values}
        errors={errors}
        onChange={change}
        stores={stores}
        group={group}
        onGroup={setGroup}
        onPrefill={() => void prefill()}
        lookup={lookup}
      />
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="warranty-actions">
        <button type="button" className="btn btn--secondary" onClick={() => setEnabled(true)} disabled={enabled}>
          {t("warranty.form.enable")}
        </button>
        <SubmitButton className="warranty-submit" pending={submit.isPending} disabled={!enabled}>
          {t("warranty.form.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
