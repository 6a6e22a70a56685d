"use client";

/**
 * Step 2 "create more like this" (spec 2 §4, §5): noOfNew new assurances with a row's values
 * (createNew = 1), with the delivery type (Depa enabled only when get-warehouse returns more than
 * one depot agreement), the depot agreement, the delivery date and the terms. noOfNew is checked
 * by the shared schema's rule ("Du måste ange en siffra" / "Ange endast siffror"); a Spon duplicate
 * asks for confirmation; every other refusal of the server is shown.
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DatePicker } from "@/components/ui/date-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { Modal } from "@/components/ui/modal";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { checkNoOfNew } from "@/lib/delivery-assurance/rules";
import { DA_MESSAGES } from "@/lib/delivery-assurance/messages";
import type { DeliveryAssuranceRow } from "@/lib/delivery-assurance/schemas";
import { ChoiceField } from "./choice-field";
import { submitWithDuplicateCheck, useSaveDeliveryAssurance } from "./save-delivery-assurance";
import { useWarehouseOptions } from "./use-warehouse-options";

const yn = (b: boolean | null) => (b === null ? "" : b ? "ja" : "nej");

type Props = {
  data: DeliveryAssuranceFormData;
  source: DeliveryAssuranceRow | null;
  onClose: () => void;
  onCreated: (rows: DeliveryAssuranceRow[]) => void;
};

export function CreateMoreDialog({ source, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={Boolean(source)} onClose={props.onClose} title={t("deliveryAssurance.step2.createMoreTitle")} size="wide">
      {/* a new row starts a new form (fresh values and idempotency key) */}
      {source ? <CreateMoreForm key={`${source.ioNumber}-${source.lineNumber}`} source={source} {...props} /> : null}
    </Modal>
  );
}

function CreateMoreForm({ data, source, onClose, onCreated }: Props & { source: DeliveryAssuranceRow }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const uid = useId();
  const [noOfNew, setNoOfNew] = useState("1");
  const [deliveryType, setDeliveryType] = useState<string>(source.deliveryType);
  const [depaAvtal, setDepaAvtal] = useState(source.depaAvtal ?? "");
  const [deliveryDate, setDeliveryDate] = useState(source.deliveryDate);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const save = useSaveDeliveryAssurance();

  const lists = useWarehouseOptions({
    customerNumber: data.customerNumber,
    isInternal: data.isInternal,
    itemName: source.article.itemNumber,
    deliveryDate,
    action: "createNew",
  });
  // spec 2 §4: the Depa option is enabled only when more than one depa agreement is returned
  const depaEnabled = lists.data.depaAvtals.length > 1;
  // a Depa choice that is no longer offered falls back to Spon (state adjusted while rendering)
  if (lists.status === "ready" && !depaEnabled && deliveryType === "Depa") setDeliveryType("Spon");

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = checkNoOfNew(noOfNew);
    if (!n.ok) {
      setErrors({ noOfNew: t(DA_MESSAGES.noOfNew[n.error]) });
      return;
    }
    setErrors({});
    setGeneral([]);
    setBusy(true);
    try {
      const reply = await submitWithDuplicateCheck(
        save,
        {
          customerNumber: source.customerNumber,
          Article: source.article.itemNumber,
          Sort: source.sort ?? "",
          HarvestYear: String(source.harvestYear),
          Quantity: String(source.quantity),
          Torkat: yn(source.torkat),
          Red: yn(source.red),
          Straforkortat: yn(source.straforkortat),
          Glyfosat: yn(source.glyfosat),
          Slam: yn(source.slam),
          DeliveryType: deliveryType,
          DepaAvtal: deliveryType === "Depa" ? depaAvtal : "",
          DeliveryAddress: String(source.deliveryAddressId),
          Transportation: source.transportation,
          LorryType: source.lorryType ?? "",
          NightLoading: yn(source.nightLoading),
          LoadingHeight: yn(source.loadingHeight),
          DeliveryDate: deliveryDate,
          Warehouse: source.warehouse?.code ?? "",
          OtherInfo: source.otherInfo ?? "",
          TermsApproved: terms ? "true" : "false",
          createNew: "1",
          noOfNew,
          idempotencyKey: key,
        },
        () =>
          dialogs.confirm({
            type: "warning",
            title: t("deliveryAssurance.duplicate.title"),
            message: t("deliveryAssurance.duplicate.message"),
            confirmText: t("deliveryAssurance.duplicate.confirm"),
            cancelText: t("deliveryAssurance.duplicate.cancel"),
          }),
      );
      if (reply) onCreated(reply.rows);
    } catch (err) {
      if (err instanceof ApiError && err.body.fields) {
        const mine: Record<string, string> = {};
        const rest: string[] = [];
        for (const [field, msgs] of Object.entries(err.body.fields)) {
          if (["noOfNew", "DeliveryType", "DepaAvtal", "DeliveryDate", "TermsApproved"].includes(field)) {
            const [first] = msgs;
            if (first !== undefined) mine[field] = first;
          } else rest.push(...msgs);
        }
        setErrors(mine);
        setGeneral(rest);
      } else {
        setGeneral([err instanceof ApiError && err.body.message ? err.body.message : t("deliveryAssurance.step2.createFailed")]);
      }
    } finally {
      setBusy(false);
    }
  }

  const vars = { io: source.ioNumber, line: source.lineNumber };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <p>{t("deliveryAssurance.step2.createMoreIntro", vars)}</p>
      {general.length ? (
        <div className="alert alert--error" role="alert">
          <p>{t("deliveryAssurance.step2.createFailed")}</p>
          <ul>
            {general.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="da-form__grid">
        <FormField
          id={`${uid}-noOfNew`}
          name="noOfNew"
          label={t("deliveryAssurance.step2.noOfNew")}
          inputMode="numeric"
          autoComplete="off"
          value={noOfNew}
          onChange={(e) => setNoOfNew(e.target.value)}
          error={errors.noOfNew}
        />
        <DatePicker
          market={data.market}
          id={`${uid}-date`}
          label={t("deliveryAssurance.form.deliveryDate")}
          value={deliveryDate}
          onChange={(iso) => setDeliveryDate(iso)}
          error={errors.DeliveryDate}
        />
      </div>
      <ChoiceField
        legend={t("deliveryAssurance.form.deliveryType")}
        name={`${uid}-deliveryType`}
        options={[
          { value: "Spon", label: t("deliveryAssurance.form.deliveryTypes.Spon") },
          { value: "Depa", label: t("deliveryAssurance.form.deliveryTypes.Depa"), disabled: !depaEnabled },
        ]}
        selected={deliveryType}
        onChange={(e) => setDeliveryType(e.target.value)}
        error={errors.DeliveryType}
      />
      {deliveryType === "Depa" && depaEnabled ? (
        <div className="field">
          <label htmlFor={`${uid}-depa`}>{t("deliveryAssurance.form.depaAvtal")}</label>
          <select
            id={`${uid}-depa`}
            value={depaAvtal}
            onChange={(e) => setDepaAvtal(e.target.value)}
            aria-invalid={errors.DepaAvtal ? true : undefined}
          >
            <option value="">{t("deliveryAssurance.form.choose")}</option>
            {lists.data.depaAvtals.map((d) => (
              <option key={d.Key} value={d.Key}>
                {d.Value}
              </option>
            ))}
          </select>
          {errors.DepaAvtal ? <p className="field-error">{errors.DepaAvtal}</p> : null}
        </div>
      ) : null}
      <div className="da-terms">
        <input id={`${uid}-terms`} type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <label htmlFor={`${uid}-terms`}>{t("deliveryAssurance.form.terms")}</label>
      </div>
      <div className="da-actions">
        <SubmitButton pending={busy} disabled={!terms}>
          {t("deliveryAssurance.step2.createMoreSubmit")}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t("deliveryAssurance.step2.createMoreCancel")}
        </button>
      </div>
    </form>
  );
}
