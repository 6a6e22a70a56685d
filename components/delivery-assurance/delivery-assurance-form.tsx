"use client";

/**
 * Step 1 of the delivery assurance (spec 1 §3 "Delivery assurance form", §4 "Delivery form", §5):
 * react-hook-form with the server's own schema (deliveryAssuranceSchema, its context from the
 * page's settings and the get-warehouse reply). Transitions: own farm transport shows the lorry
 * type and, when active, night loading and load height; choosing a terms option clears them.
 * Depa shows the depot agreement selector with more than one agreement and uses the only one
 * otherwise. Submit is enabled only once the terms are approved. A Spon duplicate asks for
 * confirmation (spec 2 §4); success goes to step 2.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { DatePicker } from "@/components/ui/date-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { activeQuestions, deliveryWindow, OWN_TRANSPORT, TRANSPORTATIONS } from "@/lib/delivery-assurance/rules";
import {
  deliveryAssuranceSchema,
  type DeliveryAssuranceRuleContext,
  type TDeliveryAssurance,
  type TDeliveryAssuranceFormValues,
  type TSaveDeliveryAssuranceResponse,
} from "@/lib/delivery-assurance/schemas";
import { ChoiceField } from "./choice-field";
import { useWarehouseOptions } from "./use-warehouse-options";

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;
const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

type Values = TDeliveryAssuranceFormValues;

const EMPTY: Values = {
  Article: "", Sort: "", HarvestYear: "", Quantity: "", Torkat: "", Red: "", Straforkortat: "", Glyfosat: "", Slam: "", DeliveryType: "", DepaAvtal: "",
  DeliveryAddress: "", Transportation: "", DeliveryDate: "", Warehouse: "", LorryType: "", NightLoading: "", LoadingHeight: "", OtherInfo: "", TermsApproved: false,
};

/** Posts the save call; asks to confirm a Spon duplicate and posts again when confirmed. Returns null when the user closed the question. */
export async function submitWithDuplicateCheck(
  body: Record<string, unknown>,
  confirm: () => Promise<boolean>,
): Promise<TSaveDeliveryAssuranceResponse | null> {
  try {
    return await apiFetch<TSaveDeliveryAssuranceResponse>("/api/delivery-assurance/save", { body });
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && e.body.fields?.confirmDuplicate) {
      if (!(await confirm())) return null;
      return apiFetch<TSaveDeliveryAssuranceResponse>("/api/delivery-assurance/save", { body: { ...body, confirmDuplicate: "1" } });
    }
    throw e;
  }
}

export function DeliveryAssuranceForm({ data, onSaved }: { data: DeliveryAssuranceFormData; onSaved: (reply: TSaveDeliveryAssuranceResponse) => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const uid = useId();
  const id = (name: string) => `da-${uid}-${name}`;
  const idempotencyKey = useRef(newKey());
  const [formError, setFormError] = useState<string | null>(null);

  const ctxRef = useRef<DeliveryAssuranceRuleContext>({
    settings: data.settings, timeZone: data.timeZone, warehouseListVisible: data.settings.warehouseListActive, depaAgreementCount: 0,
  });
  const resolver = useMemo<Resolver<Values, unknown, TDeliveryAssurance>>(
    () => (values, context, options) => zodResolver(deliveryAssuranceSchema(ctxRef.current))(values, context, options as never) as never,
    [],
  );
  const { register, control, handleSubmit, setValue, setError, watch, formState } = useForm<Values, unknown, TDeliveryAssurance>({ resolver, defaultValues: EMPTY });

  const [article, deliveryDate, transportation, deliveryType, terms] = watch(["Article", "DeliveryDate", "Transportation", "DeliveryType", "TermsApproved"]);
  const [action, setAction] = useState("init");
  const lists = useWarehouseOptions({
    customerNumber: data.customerNumber, isInternal: data.isInternal, itemName: String(article ?? ""), deliveryDate: String(deliveryDate ?? ""), action,
  });
  const { warehouses, depaAvtals } = lists.data;
  const warehouseListVisible = data.settings.warehouseListActive && warehouses.length > 0;
  ctxRef.current = { settings: data.settings, timeZone: data.timeZone, warehouseListVisible, depaAgreementCount: depaAvtals.length };

  const own = transportation === OWN_TRANSPORT;
  const asked = activeQuestions(data.settings, { transportation: String(transportation ?? ""), deliveryDate: String(deliveryDate ?? "") });
  const dateWindow = deliveryWindow(data.settings);

  // choosing a terms option clears the own-transport answers (spec 1 §4)
  useEffect(() => {
    if (transportation && transportation !== OWN_TRANSPORT) {
      setValue("LorryType", "");
      setValue("NightLoading", "");
      setValue("LoadingHeight", "");
    }
  }, [transportation, setValue]);
  // exactly one depot agreement is used automatically; none: Depa cannot be chosen
  useEffect(() => {
    if (lists.status !== "ready") return;
    if (depaAvtals.length === 1) setValue("DepaAvtal", depaAvtals[0].Key);
    else if (!depaAvtals.some((d) => d.Key === watch("DepaAvtal"))) setValue("DepaAvtal", "");
    if (depaAvtals.length === 0 && watch("DeliveryType") === "Depa") setValue("DeliveryType", "");
  }, [lists.status, depaAvtals, setValue, watch]);
  // a warehouse that is no longer offered is cleared
  useEffect(() => {
    if (lists.status === "ready" && !data.isInternal && !warehouses.some((w) => w.Key === watch("Warehouse"))) setValue("Warehouse", "");
  }, [lists.status, warehouses, data.isInternal, setValue, watch]);

  const errorOf = (name: keyof Values): string | undefined => {
    const m = formState.errors[name]?.message;
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };
  const yesNo = [{ value: "ja", label: t("deliveryAssurance.form.yes") }, { value: "nej", label: t("deliveryAssurance.form.no") }];

  const onSubmit = handleSubmit(async (_checked, event) => {
    setFormError(null);
    const form = (event?.target as HTMLFormElement | undefined) ?? null;
    const values = watch();
    try {
      const reply = await submitWithDuplicateCheck(
        { ...values, TermsApproved: values.TermsApproved ? "true" : "false", customerNumber: data.customerNumber, idempotencyKey: idempotencyKey.current },
        () => dialogs.confirm({ type: "warning", title: t("deliveryAssurance.duplicate.title"), message: t("deliveryAssurance.duplicate.message"), confirmText: t("deliveryAssurance.duplicate.confirm"), cancelText: t("deliveryAssurance.duplicate.cancel") }),
      );
      if (!reply) return;
      idempotencyKey.current = newKey();
      onSaved(reply);
    } catch (e) {
      const general = applyServerErrors(e, setError, t("deliveryAssurance.form.failed"));
      if (general) setFormError(general);
      form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} className="da-form" aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>{t("deliveryAssurance.form.heading")}</h2>
      {formError ? <p className="alert alert--error" role="alert">{formError}</p> : null}
      {lists.status === "failed" ? <p className="alert alert--error" role="alert">{t("deliveryAssurance.form.listsFailed")}</p> : null}

      <fieldset className="da-form__section">
        <legend>{t("deliveryAssurance.form.grainHeading")}</legend>
        <div className="da-form__grid">
          <div className="field">
            <label htmlFor={id("Article")}>{t("deliveryAssurance.form.article")}</label>
            <select id={id("Article")} aria-invalid={errorOf("Article") ? true : undefined} aria-describedby={errorOf("Article") ? `${id("Article")}-error` : undefined}
              {...register("Article", { onChange: () => setAction("article") })}>
              <option value="">{t("deliveryAssurance.form.choose")}</option>
              {data.articles.map((a) => <option key={a.itemNumber} value={a.itemNumber}>{`${a.name} (${a.itemNumber})`}</option>)}
            </select>
            {errorOf("Article") ? <p className="field-error" id={`${id("Article")}-error`}>{errorOf("Article")}</p> : null}
          </div>
          <FormField id={id("Sort")} label={t("deliveryAssurance.form.sort")} maxLength={60} autoComplete="off" error={errorOf("Sort")} {...register("Sort")} />
          <div className="field">
            <label htmlFor={id("HarvestYear")}>{t("deliveryAssurance.form.harvestYear")}</label>
            <select id={id("HarvestYear")} aria-invalid={errorOf("HarvestYear") ? true : undefined} aria-describedby={errorOf("HarvestYear") ? `${id("HarvestYear")}-error` : undefined} {...register("HarvestYear")}>
              <option value="">{t("deliveryAssurance.form.choose")}</option>
              {data.harvestYears.map((y) => <option key={y} value={String(y)}>{y}</option>)}
            </select>
            {errorOf("HarvestYear") ? <p className="field-error" id={`${id("HarvestYear")}-error`}>{errorOf("HarvestYear")}</p> : null}
          </div>
          <FormField id={id("Quantity")} label={t("deliveryAssurance.form.quantity")} inputMode="decimal" autoComplete="off" placeholder={t("deliveryAssurance.form.quantityHint")}
            error={errorOf("Quantity")} {...register("Quantity")} />
        </div>
        <div className="da-form__grid">
          <ChoiceField legend={t("deliveryAssurance.form.torkat")} options={yesNo} error={errorOf("Torkat")} {...register("Torkat")} />
          <ChoiceField legend={t("deliveryAssurance.form.red")} options={yesNo} error={errorOf("Red")} {...register("Red")} />
          <ChoiceField legend={t("deliveryAssurance.form.straforkortat")} options={yesNo} error={errorOf("Straforkortat")} {...register("Straforkortat")} />
          {asked.glyphosate ? <ChoiceField legend={t("deliveryAssurance.form.glyfosat")} options={yesNo} error={errorOf("Glyfosat")} {...register("Glyfosat")} /> : null}
          <ChoiceField legend={t("deliveryAssurance.form.slam")} options={yesNo} error={errorOf("Slam")} {...register("Slam")} />
        </div>
      </fieldset>

      <fieldset className="da-form__section">
        <legend>{t("deliveryAssurance.form.deliveryHeading")}</legend>
        <div className="da-form__grid">
          <ChoiceField
            legend={t("deliveryAssurance.form.deliveryType")}
            options={[
              { value: "Spon", label: t("deliveryAssurance.form.deliveryTypes.Spon") },
              { value: "Depa", label: t("deliveryAssurance.form.deliveryTypes.Depa"), disabled: depaAvtals.length === 0 },
            ]}
            hint={depaAvtals.length === 0 && lists.status === "ready" ? t("deliveryAssurance.form.depaDisabled") : undefined}
            error={errorOf("DeliveryType")}
            {...register("DeliveryType")}
          />
          {deliveryType === "Depa" && depaAvtals.length > 1 ? (
            <div className="field">
              <label htmlFor={id("DepaAvtal")}>{t("deliveryAssurance.form.depaAvtal")}</label>
              <select id={id("DepaAvtal")} aria-invalid={errorOf("DepaAvtal") ? true : undefined} aria-describedby={errorOf("DepaAvtal") ? `${id("DepaAvtal")}-error` : undefined} {...register("DepaAvtal")}>
                <option value="">{t("deliveryAssurance.form.choose")}</option>
                {depaAvtals.map((d) => <option key={d.Key} value={d.Key}>{d.Value}</option>)}
              </select>
              {errorOf("DepaAvtal") ? <p className="field-error" id={`${id("DepaAvtal")}-error`}>{errorOf("DepaAvtal")}</p> : null}
            </div>
          ) : null}
          {deliveryType === "Depa" && depaAvtals.length === 1 ? <p className="field-help">{t("deliveryAssurance.form.depaAuto", { agreement: depaAvtals[0].Value })}</p> : null}
          <div className="field">
            <label htmlFor={id("DeliveryAddress")}>{t("deliveryAssurance.form.deliveryAddress")}</label>
            <select id={id("DeliveryAddress")} aria-invalid={errorOf("DeliveryAddress") ? true : undefined} aria-describedby={errorOf("DeliveryAddress") ? `${id("DeliveryAddress")}-error` : undefined} {...register("DeliveryAddress")}>
              <option value="">{t("deliveryAssurance.form.choose")}</option>
              {data.deliveryAddresses.map((a) => <option key={a.id} value={String(a.id)}>{t("deliveryAssurance.form.addressOption", { name: a.name, address: a.address, city: a.city })}</option>)}
            </select>
            {errorOf("DeliveryAddress") ? <p className="field-error" id={`${id("DeliveryAddress")}-error`}>{errorOf("DeliveryAddress")}</p> : null}
          </div>
          <Controller
            control={control}
            name="DeliveryDate"
            render={({ field }) => (
              <DatePicker
                market={data.market}
                id={id("DeliveryDate")}
                label={t("deliveryAssurance.form.deliveryDate")}
                value={typeof field.value === "string" ? field.value : ""}
                onChange={(iso) => { setAction("date"); field.onChange(iso); }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                hint={`${t("deliveryAssurance.form.window", { from: dateWindow.from, to: dateWindow.to })}${own ? ` ${t("deliveryAssurance.form.ownTransportHint")}` : ""}`}
                error={errorOf("DeliveryDate")}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset className="da-form__section">
        <legend>{t("deliveryAssurance.form.transportHeading")}</legend>
        <ChoiceField
          legend={t("deliveryAssurance.form.transportation")}
          options={TRANSPORTATIONS.map((v) => ({ value: v, label: t(`deliveryAssurance.form.transportations.${v}`) }))}
          error={errorOf("Transportation")}
          {...register("Transportation")}
        />
        <div className="da-form__grid">
          {own ? (
            <div className="field">
              <label htmlFor={id("LorryType")}>{t("deliveryAssurance.form.lorryType")}</label>
              <select id={id("LorryType")} aria-invalid={errorOf("LorryType") ? true : undefined} aria-describedby={errorOf("LorryType") ? `${id("LorryType")}-error` : undefined} {...register("LorryType")}>
                <option value="">{t("deliveryAssurance.form.choose")}</option>
                {data.lorryTypes.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
              </select>
              {errorOf("LorryType") ? <p className="field-error" id={`${id("LorryType")}-error`}>{errorOf("LorryType")}</p> : null}
            </div>
          ) : null}
          {asked.nightLoading ? <ChoiceField legend={t("deliveryAssurance.form.nightLoading")} options={yesNo} error={errorOf("NightLoading")} {...register("NightLoading")} /> : null}
          {asked.loadHeight ? <ChoiceField legend={t("deliveryAssurance.form.loadingHeight")} options={yesNo} error={errorOf("LoadingHeight")} {...register("LoadingHeight")} /> : null}
          {warehouseListVisible ? (
            <div className="field">
              <label htmlFor={id("Warehouse")}>{t("deliveryAssurance.form.warehouse")}</label>
              <select id={id("Warehouse")} aria-invalid={errorOf("Warehouse") ? true : undefined} aria-describedby={errorOf("Warehouse") ? `${id("Warehouse")}-error` : undefined} {...register("Warehouse")}>
                <option value="">{t("deliveryAssurance.form.choose")}</option>
                {warehouses.map((w) => <option key={w.Key} value={w.Key}>{w.Value}</option>)}
              </select>
              {errorOf("Warehouse") ? <p className="field-error" id={`${id("Warehouse")}-error`}>{errorOf("Warehouse")}</p> : null}
            </div>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={id("OtherInfo")}>{t("deliveryAssurance.form.otherInfo")}</label>
          <textarea id={id("OtherInfo")} rows={3} maxLength={500} aria-invalid={errorOf("OtherInfo") ? true : undefined} {...register("OtherInfo")} />
          {errorOf("OtherInfo") ? <p className="field-error">{errorOf("OtherInfo")}</p> : null}
        </div>
      </fieldset>

      <p className="field-help">{t("deliveryAssurance.form.termsText")}</p>
      <div className="da-terms">
        <input id={id("TermsApproved")} type="checkbox" {...register("TermsApproved")} aria-invalid={errorOf("TermsApproved") ? true : undefined} />
        <label htmlFor={id("TermsApproved")}>{t("deliveryAssurance.form.terms")}</label>
      </div>
      {errorOf("TermsApproved") ? <p className="field-error">{errorOf("TermsApproved")}</p> : null}
      <SubmitButton pending={busy} pendingText={t("deliveryAssurance.form.submitting")} disabled={!terms}>
        {t("deliveryAssurance.form.submit")}
      </SubmitButton>
    </form>
  );
}
