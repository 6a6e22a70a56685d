"use client";

/**
 * The warranty claim form (spec 4 §2, §5; issue 16 item 3): service shop, customer, machine
 * (serial number, make and model, warranty start date), the spare-parts and service-hours tables
 * and their totals. Submitting with both tables empty alerts 'Syötä varaosa tai työtunnit!'; a
 * warranty that started 366 days or more ago asks for confirmation first. The server recomputes
 * every total. Printing adds signature fields for seller and buyer and the validity note.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { todayIn } from "@/lib/market/format";
import { claimTotals, formatCentsFi, needsValidityWarning, parseDay } from "@/lib/warranty/money";
import type { TClaimSubmitResponse, TLoggedInInfoResponse, TServiceHour, TSparePart, TStoresResponse } from "@/lib/warranty/schemas";
import { ServiceHoursTable, SparePartsTable } from "./claim-lines";
import { fieldErrors, missingRequired, TextField } from "./text-field";
import "./warranty.css";

interface Spec {
  name: string;
  max30?: boolean;
  required?: boolean;
  type?: string;
  day?: boolean;
}
const SHOP: Spec[] = [
  { name: "HuoltoliikkeenNimi", required: true },
  { name: "Toimipaikka", max30: true, required: true },
  { name: "PuhelinNumero", max30: true, required: true, type: "tel" },
  { name: "HuoltoliikkeenLaskunNumero", max30: true },
];
const CUSTOMER: Spec[] = [
  { name: "AsiakasEtunimi", max30: true, required: true },
  { name: "AsiakasSukunimi", max30: true, required: true },
  { name: "AsiakasOsoite", required: true },
  { name: "AsiakasPostinumero", max30: true, required: true },
  { name: "AsiakasPostitoimipaikka", max30: true, required: true },
  { name: "AsiakasPuhelin", max30: true, required: true, type: "tel" },
  { name: "AsiakasSahkoposti", type: "email" },
];
const MACHINE: Spec[] = [
  { name: "KoneenSarjanumero", max30: true, required: true },
  { name: "KoneenMerkkiJaMalli", required: true },
  { name: "TakuunAlkamispaivamaara", required: true, day: true },
  { name: "HehtaaritPaalitTunnit", max30: true },
  { name: "VaurionPaivamaara", day: true },
  { name: "KorjauksenPaivamaara", day: true },
];

const REQUIRED = [
  "StoreId",
  "HuoltoliikkeenNimi",
  "Toimipaikka",
  "PuhelinNumero",
  "AsiakasEtunimi",
  "AsiakasSukunimi",
  "AsiakasOsoite",
  "AsiakasPostinumero",
  "AsiakasPostitoimipaikka",
  "AsiakasPuhelin",
  "KoneenSarjanumero",
  "KoneenMerkkiJaMalli",
  "TakuunAlkamispaivamaara",
];

export function ClaimForm({ info, stores }: { info: TLoggedInInfoResponse; stores: TStoresResponse }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const submit = useApiMutation<TClaimSubmitResponse>("/api/warrantyform/submitclaim");
  const [values, setValues] = useState<Record<string, string>>({
    StoreId: info.StoreId ?? "",
    HuoltoliikkeenNimi: info.dbUser.CustomerName,
    Toimipaikka: info.dbUser.City,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [parts, setParts] = useState<TSparePart[]>([]);
  const [hours, setHours] = useState<TServiceHour[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TClaimSubmitResponse | null>(null);
  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const totals = claimTotals(
    parts.map((p) => ({ lineTotalCents: p.RivinHintaCents })),
    hours.map((h) => ({ priceCents: h.HintaCents })),
  );
  const ownStores = info.isAdmin ? stores.stores : stores.stores.filter((s) => stores.mine.includes(s.StoreId));
  const f = (spec: Spec) => (
    <TextField
      key={spec.name}
      name={spec.name}
      label={t(`warranty.claim.fields.${spec.name}`)}
      values={values}
      errors={errors}
      onChange={change}
      max30={spec.max30}
      required={spec.required}
      type={spec.type}
      placeholder={spec.day ? t("warranty.form.dayPlaceholder") : undefined}
    />
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const missing = missingRequired(values, REQUIRED, t("warranty.validation.required"));
    setErrors(missing);
    if (Object.keys(missing).length) {
      setError(t("warranty.form.fixErrors"));
      return;
    }
    if (!parts.length && !hours.length) {
      await dialogs.alert({ title: t("warranty.claim.title"), message: t("warranty.validation.noLines") });
      return;
    }
    const start = parseDay(values.TakuunAlkamispaivamaara);
    let validityAccepted = false;
    if (start && needsValidityWarning(start, todayIn("fi"))) {
      validityAccepted = await dialogs.confirm({
        title: t("warranty.claim.validityTitle"),
        message: t("warranty.validation.validity", { email: info.engineersEmail }),
        confirmText: t("warranty.claim.continue"),
        cancelText: t("warranty.claim.cancel"),
      });
      if (!validityAccepted) return;
    }
    try {
      setDone(await submit.mutateAsync({ ...values, spareParts: parts, serviceHours: hours, validityAccepted }));
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(fieldErrors(err.body.fields));
        setError(err.body.message);
      } else setError(t("warranty.form.failed"));
    }
  }

  return (
    <form className="warranty-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      {done ? (
        <div className="alert alert--success no-print" role="status">
          <p>{t("warranty.claim.sent", { total: formatCentsFi(done.totalCents) })}</p>
          <a href={`/agrodesk/takuut/takuuhakemukset/comments?id=${done.submissionId}`}>{t("warranty.claim.toComments")}</a>
        </div>
      ) : null}
      <fieldset>
        <legend>{t("warranty.claim.shop")}</legend>
        <div className="warranty-grid">
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
          {SHOP.map(f)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("warranty.claim.customer")}</legend>
        <div className="warranty-grid">{CUSTOMER.map(f)}</div>
      </fieldset>
      <fieldset>
        <legend>{t("warranty.claim.machine")}</legend>
        <div className="warranty-grid">{MACHINE.map(f)}</div>
        <div className="field">
          <label htmlFor="f-Vikakuvaus">{t("warranty.claim.fields.Vikakuvaus")}</label>
          <textarea id="f-Vikakuvaus" rows={3} value={values.Vikakuvaus ?? ""} onChange={(e) => change("Vikakuvaus", e.target.value)} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("warranty.claim.parts.title")}</legend>
        <SparePartsTable lines={parts} onLines={setParts} />
      </fieldset>
      <fieldset>
        <legend>{t("warranty.claim.hours.title")}</legend>
        <ServiceHoursTable lines={hours} onLines={setHours} />
      </fieldset>
      <dl className="warranty-totals" aria-label={t("warranty.claim.totals")}>
        <dt>{t("warranty.claim.partsTotal")}</dt>
        <dd data-testid="parts-total">{`${formatCentsFi(totals.partsCents)} €`}</dd>
        <dt>{t("warranty.claim.workTotal")}</dt>
        <dd data-testid="work-total">{`${formatCentsFi(totals.workCents)} €`}</dd>
        <dt>{t("warranty.claim.total")}</dt>
        <dd data-testid="total">{`${formatCentsFi(totals.totalCents)} €`}</dd>
      </dl>
      <div className="print-only">
        <p>{t("warranty.claim.validityNote")}</p>
        <div className="warranty-signatures">
          <div>{t("warranty.claim.sellerSignature")}</div>
          <div>{t("warranty.claim.buyerSignature")}</div>
        </div>
      </div>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="warranty-actions">
        <SubmitButton pending={submit.isPending} disabled={done !== null}>
          {t("warranty.claim.submit")}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          {t("warranty.claim.print")}
        </button>
      </div>
    </form>
  );
}
