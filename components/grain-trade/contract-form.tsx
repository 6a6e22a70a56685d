"use client";

/**
 * The mortgage contract form (spec 4 §2, §3, §4; issue 15 item 5). The contract type is a radio
 * choice: Heti-Termiini hides the contract-number row and prefills TE-; any other type shows the
 * row empty. The fields are checked with the server's own schema (Finnish postal code, phone,
 * Y-tunnus check digit); the delivery date is yy-mm-dd and not before today.
 */
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField, SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { parseAgroDate } from "@/lib/agrodesk/format";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { CONTRACT_STORES, HETI_TERMIINI, HETI_TERMIINI_PREFIX, MORTGAGE_TYPES } from "@/lib/grain-trade/rules";
import type { TContractRow } from "@/lib/grain-trade/schemas";
import { toLocal } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { formatDateInput } from "@/lib/ui/date-input";

/** zod and the schema load on the form's first focus or submit (decision 099). */
const schemas = lazyLoad(() => import("@/lib/grain-trade/schemas"));

type Values = Record<string, string>;
const TEXT_FIELDS = [
  "Firstname",
  "LastName",
  "Address",
  "PostalCode",
  "PostOffice",
  "PhoneNumber",
  "Email",
  "Company",
  "VATCode",
  "LoadingHigh",
] as const;
const GRAIN_FIELDS = ["Grainname", "GrainPrice", "GrainInput", "GrainWeight", "DeliveryLocation"] as const;
const CONTRACT_NUMBER = "SopimusNumero";
const INPUT_MODES: Record<string, "numeric" | "tel" | "decimal"> = {
  PhoneNumber: "tel",
  PostalCode: "numeric",
  GrainPrice: "numeric",
  GrainWeight: "decimal",
};

export interface ContractPrefill {
  Grainname?: string;
  GrainPrice?: string;
  DeliveryLocation?: string;
}

export function ContractForm({ prefill, initial }: { prefill: ContractPrefill; initial: Values }) {
  const { t } = useTranslation();
  const router = useRouter();
  const blank: Values = {
    MortgageType: HETI_TERMIINI,
    SopimusNumero: HETI_TERMIINI_PREFIX,
    LoadingBridge: "",
    Store: CONTRACT_STORES[0],
    GrainInput: "",
    GrainWeight: "",
    DeliveryPeriod: "",
    AdditionalInformaton: "",
    ...initial,
    Grainname: prefill.Grainname ?? "",
    GrainPrice: prefill.GrainPrice ?? "",
    DeliveryLocation: prefill.DeliveryLocation ?? "",
  };
  const [v, setV] = useState<Values>(blank);
  // the delivery day as the picker reports it (ISO; "" while the text is not an allowed date)
  const [deliveryIso, setDeliveryIso] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const submit = useApiMutation<{ Contract: TContractRow }>("/api/graintrade/submitmortgagecontract");
  const set = (name: string, value: string) => setV((s) => ({ ...s, [name]: value }));
  const heti = v.MortgageType === HETI_TERMIINI;

  function chooseType(type: string) {
    setV((s) => ({ ...s, MortgageType: type, SopimusNumero: type === HETI_TERMIINI ? HETI_TERMIINI_PREFIX : "" }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const found: Record<string, string> = {};
    const parsed = (await schemas()).ZContractRequest.safeParse(v);
    if (!parsed.success) for (const i of parsed.error.issues) found[String(i.path[0])] ??= t(i.message);
    const day = parseAgroDate(v.DeliveryPeriod ?? "");
    if (day && day < toLocal(new Date(), "Europe/Helsinki").date) found.DeliveryPeriod ??= t("agrodesk.grain.validation.notBeforeToday");
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { Contract } = await submit.mutateAsync(v);
      setDone(t("agrodesk.grain.form.submitted", { id: Contract.CreatedOn.split("$")[1] }));
      setV(blank);
      setDeliveryIso("");
      router.refresh();
    } catch (err) {
      if (err instanceof ApiError && err.body.fields)
        setErrors(Object.fromEntries(Object.entries(err.body.fields).map(([k, m]) => [k, m[0] ?? ""])));
      else setDone(err instanceof Error ? err.message : String(err));
    }
  }

  const field = (name: string, extra: { inputMode?: "numeric" | "tel" | "decimal"; placeholder?: string } = {}) => (
    <FormField
      key={name}
      name={name}
      label={t(`agrodesk.grain.fields.${name}`)}
      value={v[name] ?? ""}
      error={errors[name]}
      onChange={(e) => set(name, e.target.value)}
      {...extra}
    />
  );

  return (
    <form className="contract-form" onSubmit={(e) => void onSubmit(e)} noValidate {...warmOn(schemas)}>
      <fieldset>
        <legend>{t("agrodesk.grain.form.type")}</legend>
        {MORTGAGE_TYPES.map((type) => (
          <label key={type} className="radio">
            <input type="radio" name="MortgageType" value={type} checked={v.MortgageType === type} onChange={() => chooseType(type)} />
            {type}
          </label>
        ))}
      </fieldset>
      {heti ? null : field(CONTRACT_NUMBER)}
      {TEXT_FIELDS.map((n) => field(n, { inputMode: INPUT_MODES[n] }))}
      <SelectField
        id="f-LoadingBridge"
        label={t("agrodesk.grain.fields.LoadingBridge")}
        value={v.LoadingBridge}
        error={errors.LoadingBridge}
        onChange={(e) => set("LoadingBridge", e.target.value)}
      >
        <option value="">{t("agrodesk.grain.form.choose")}</option>
        <option value="Kyllä">{t("agrodesk.grain.form.yes")}</option>
        <option value="Ei">{t("agrodesk.grain.form.no")}</option>
      </SelectField>
      <SelectField
        id="f-Store"
        label={t("agrodesk.grain.fields.Store")}
        value={v.Store}
        error={errors.Store}
        onChange={(e) => set("Store", e.target.value)}
      >
        {CONTRACT_STORES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      {GRAIN_FIELDS.map((n) => field(n, { inputMode: INPUT_MODES[n] }))}
      <DatePicker
        market="fi"
        format="agro"
        id="f-DeliveryPeriod"
        label={t("agrodesk.grain.fields.DeliveryPeriod")}
        hint={t("agrodesk.grain.form.dateHint")}
        value={deliveryIso}
        min={todayIn("fi")}
        error={errors.DeliveryPeriod}
        onChange={(iso, change) => {
          setDeliveryIso(iso);
          // the server takes yy-mm-dd; a date before today is sent as typed so both sides say why
          const day = iso || change.typed;
          set("DeliveryPeriod", day ? formatDateInput(day, "agro") : change.text);
        }}
      />
      <div className="field">
        <label htmlFor="f-AdditionalInformaton">{t("agrodesk.grain.fields.AdditionalInformaton")}</label>
        <textarea
          id="f-AdditionalInformaton"
          rows={3}
          value={v.AdditionalInformaton}
          onChange={(e) => set("AdditionalInformaton", e.target.value)}
        />
      </div>
      {done ? (
        <p className="alert alert--success" role="status">
          {done}
        </p>
      ) : null}
      <SubmitButton pending={submit.isPending}>{t("agrodesk.grain.form.submit")}</SubmitButton>
    </form>
  );
}
