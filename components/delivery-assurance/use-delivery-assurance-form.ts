"use client";

/**
 * The state of step 1 of the delivery assurance (spec 1 §3, §4, §5): useFlatForm with the
 * server's own schema (deliveryAssuranceSchema, its context from the page's settings and the
 * get-warehouse reply; decision 112), the get-warehouse lists for the chosen article and date, the
 * transitions (choosing a terms option clears the own-transport answers; one depot agreement is
 * used automatically, none disables Depa; a warehouse no longer offered is cleared) and the submit
 * (a Spon duplicate asks for confirmation; the server's field errors go to their fields).
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { useFlatForm } from "@/components/ui/use-flat-form";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { FORM_TEXT_FIELDS } from "@/lib/delivery-assurance/fields";
import { activeQuestions, deliveryWindow, OWN_TRANSPORT } from "@/lib/delivery-assurance/rules";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import type {
  DeliveryAssuranceRuleContext,
  TDeliveryAssurance,
  TDeliveryAssuranceFormValues,
  TSaveDeliveryAssuranceResponse,
} from "@/lib/delivery-assurance/schemas";
import type { ChoiceOption } from "./choice-field";
import { submitWithDuplicateCheck, useSaveDeliveryAssurance } from "./save-delivery-assurance";
import { useWarehouseOptions } from "./use-warehouse-options";

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export type Values = TDeliveryAssuranceFormValues;
/** The fields the form holds as text (all but the terms' checkbox). */
export type TextField = (typeof FORM_TEXT_FIELDS)[number];
/** get-warehouse's `action` when the article or the date changed (informational for the server) */
const ARTICLE_CHANGED = "article";
const DATE_CHANGED = "date";

/** The schema's module (and zod with it), loaded on the form's first focus or check, not with the page (decision 104). */
const validation = lazyLoad(() => import("@/lib/delivery-assurance/schemas"));

const EMPTY: Values = {
  ...(Object.fromEntries(FORM_TEXT_FIELDS.map((f) => [f, ""])) as Record<TextField, string>),
  TermsApproved: false,
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What each group of fields of step 1 gets: ids, the bindings of a field and the translated error of a field. */
export interface StepOneFields {
  id: (name: string) => string;
  /** a text field, dropdown or text area: its name, value and change handler */
  field: (name: TextField) => { name: TextField; value: string; onChange: (e: ChangeEvent<FieldElement>) => void };
  /** a group of radio buttons (ChoiceField): its name, chosen value and change handler */
  choice: (name: TextField) => { name: TextField; selected: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void };
  errorOf: (name: keyof Values) => string | undefined;
}

/** The ja/nej options of the yes/no questions. */
export function useYesNo(): ChoiceOption[] {
  const { t } = useTranslation();
  return [
    { value: "ja", label: t("deliveryAssurance.form.yes") },
    { value: "nej", label: t("deliveryAssurance.form.no") },
  ];
}

export type DeliveryAssuranceFormState = ReturnType<typeof useDeliveryAssuranceForm>;

export function useDeliveryAssuranceForm(data: DeliveryAssuranceFormData, onSaved: (reply: TSaveDeliveryAssuranceResponse) => void) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveDeliveryAssurance();

  const ctxRef = useRef<DeliveryAssuranceRuleContext>({
    settings: data.settings,
    timeZone: data.timeZone,
    warehouseListVisible: data.settings.warehouseListActive,
    depaAgreementCount: 0,
  });
  // the schema is built with the lists of the last render (a check runs on submit and on later changes, after the effect below)
  const form = useFlatForm<Values, TDeliveryAssurance>(EMPTY, () => validation().then((m) => m.deliveryAssuranceSchema(ctxRef.current)));
  const { values, set, get } = form;
  const str = (name: TextField) => String(values[name] ?? "");
  const [action, setAction] = useState("init");
  const lists = useWarehouseOptions({
    customerNumber: data.customerNumber,
    isInternal: data.isInternal,
    itemName: str("Article"),
    deliveryDate: str("DeliveryDate"),
    action,
    initial: data.lists,
  });
  const { warehouses, depaAvtals } = lists.data;
  const warehouseListVisible = data.settings.warehouseListActive && warehouses.length > 0;
  useEffect(() => {
    ctxRef.current = { settings: data.settings, timeZone: data.timeZone, warehouseListVisible, depaAgreementCount: depaAvtals.length };
  }, [data.settings, data.timeZone, warehouseListVisible, depaAvtals.length]);

  /** One field changed: the transitions of spec 1 §4 go with it. */
  const change = useCallback(
    (name: keyof Values, value: string | boolean) => {
      const patch: Partial<Values> = { [name]: value };
      // choosing a terms option clears the own-transport answers (spec 1 §4)
      if (name === "Transportation" && value !== OWN_TRANSPORT)
        Object.assign(patch, { LorryType: "", NightLoading: "", LoadingHeight: "" });
      if (name === "Article") setAction(ARTICLE_CHANGED);
      if (name === "DeliveryDate") setAction(DATE_CHANGED);
      set(patch);
    },
    [set],
  );

  // exactly one depot agreement is used automatically; none: Depa cannot be chosen
  useEffect(() => {
    if (lists.status !== "ready") return;
    const current = get();
    const [only, ...more] = depaAvtals;
    const patch: Partial<Values> = {};
    if (only && !more.length) patch.DepaAvtal = only.Key;
    else if (!depaAvtals.some((d) => d.Key === current.DepaAvtal)) patch.DepaAvtal = "";
    if (depaAvtals.length === 0 && current.DeliveryType === "Depa") patch.DeliveryType = "";
    if (Object.entries(patch).some(([k, v]) => current[k as keyof Values] !== v)) set(patch);
  }, [lists.status, depaAvtals, set, get]);
  // a warehouse that is no longer offered is cleared
  useEffect(() => {
    if (lists.status === "ready" && !data.isInternal && get().Warehouse && !warehouses.some((w) => w.Key === get().Warehouse))
      set({ Warehouse: "" });
  }, [lists.status, warehouses, data.isInternal, set, get]);

  const errorOf = (name: keyof Values): string | undefined => {
    const m = form.errors[name];
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };

  const submit = async (_checked: TDeliveryAssurance, checked: Values) => {
    setFormError(null);
    try {
      const reply = await submitWithDuplicateCheck(
        save,
        {
          ...checked,
          TermsApproved: checked.TermsApproved ? "true" : "false",
          customerNumber: data.customerNumber,
          idempotencyKey: idempotencyKey.current,
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
      if (!reply) return;
      idempotencyKey.current = newIdempotencyKey();
      onSaved(reply);
    } catch (e) {
      const general = form.serverErrors(e, t("deliveryAssurance.form.failed"));
      if (general) setFormError(general);
    }
  };

  const field: StepOneFields["field"] = (name) => ({ name, value: str(name), onChange: (e) => change(name, e.target.value) });
  const choice: StepOneFields["choice"] = (name) => ({ name, selected: str(name), onChange: (e) => change(name, e.target.value) });

  return {
    field,
    choice,
    change,
    values,
    errorOf,
    // built when the form is submitted (submit reads the idempotency key ref then, not while rendering)
    onSubmit: (e: FormEvent<HTMLFormElement>) => form.submit(submit)(e),
    /** spread on the <form>: its first focus or press starts loading the schema and zod */
    warm: warmOn(validation),
    busy: form.submitting,
    formError,
    lists,
    warehouseListVisible,
    deliveryType: str("DeliveryType"),
    terms: values.TermsApproved === true,
    own: str("Transportation") === OWN_TRANSPORT,
    asked: activeQuestions(data.settings, { transportation: str("Transportation"), deliveryDate: str("DeliveryDate") }),
    dateWindow: deliveryWindow(data.settings),
  };
}
