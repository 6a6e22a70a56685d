"use client";

/**
 * The state of step 1 of the delivery assurance (spec 1 §3, §4, §5): react-hook-form with the
 * server's own schema (deliveryAssuranceSchema, its context from the page's settings and the
 * get-warehouse reply), the get-warehouse lists for the chosen article and date, the transitions
 * (choosing a terms option clears the own-transport answers; one depot agreement is used
 * automatically, none disables Depa; a warehouse no longer offered is cleared) and the submit
 * (a Spon duplicate asks for confirmation; the server's field errors go to their fields).
 */
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from "react";
import { useForm, useWatch, type Resolver, type SubmitHandler, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { activeQuestions, deliveryWindow, OWN_TRANSPORT } from "@/lib/delivery-assurance/rules";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
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
const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export type Values = TDeliveryAssuranceFormValues;
/** get-warehouse's `action` when the article changed (informational for the server) */
const ARTICLE_CHANGED = "article";

/** The schema's module and zodResolver, loaded on the form's first focus or check, not with the page (decision 104). */
const validation = lazyLoad(() => Promise.all([import("@/lib/delivery-assurance/schemas"), import("@hookform/resolvers/zod")]));

const EMPTY: Values = {
  Article: "",
  Sort: "",
  HarvestYear: "",
  Quantity: "",
  Torkat: "",
  Red: "",
  Straforkortat: "",
  Glyfosat: "",
  Slam: "",
  DeliveryType: "",
  DepaAvtal: "",
  DeliveryAddress: "",
  Transportation: "",
  DeliveryDate: "",
  Warehouse: "",
  LorryType: "",
  NightLoading: "",
  LoadingHeight: "",
  OtherInfo: "",
  TermsApproved: false,
};

/** What each group of fields of step 1 gets: ids, register and the translated error of a field. */
export interface StepOneFields {
  id: (name: string) => string;
  register: UseFormRegister<Values>;
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
  const idempotencyKey = useRef(newKey());
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveDeliveryAssurance();

  const ctxRef = useRef<DeliveryAssuranceRuleContext>({
    settings: data.settings,
    timeZone: data.timeZone,
    warehouseListVisible: data.settings.warehouseListActive,
    depaAgreementCount: 0,
  });
  const resolver = useMemo<Resolver<Values, unknown, TDeliveryAssurance>>(
    () => async (values, context, options) => {
      const [{ deliveryAssuranceSchema }, { zodResolver }] = await validation();
      return zodResolver(deliveryAssuranceSchema(ctxRef.current))(values, context, options);
    },
    [],
  );
  const { register, control, handleSubmit, setValue, setError, getValues, formState } = useForm<Values, unknown, TDeliveryAssurance>({
    resolver,
    defaultValues: EMPTY,
  });

  const [article, deliveryDate, transportation, deliveryType, terms] = useWatch({
    control,
    name: ["Article", "DeliveryDate", "Transportation", "DeliveryType", "TermsApproved"],
  });
  const [action, setAction] = useState("init");
  const lists = useWarehouseOptions({
    customerNumber: data.customerNumber,
    isInternal: data.isInternal,
    itemName: String(article ?? ""),
    deliveryDate: String(deliveryDate ?? ""),
    action,
  });
  const { warehouses, depaAvtals } = lists.data;
  const warehouseListVisible = data.settings.warehouseListActive && warehouses.length > 0;
  // the resolver validates with the lists of the last render (it runs on submit and on later changes, after this effect)
  useEffect(() => {
    ctxRef.current = { settings: data.settings, timeZone: data.timeZone, warehouseListVisible, depaAgreementCount: depaAvtals.length };
  }, [data.settings, data.timeZone, warehouseListVisible, depaAvtals.length]);

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
    const [only, ...more] = depaAvtals;
    if (only && !more.length) setValue("DepaAvtal", only.Key);
    else if (!depaAvtals.some((d) => d.Key === getValues("DepaAvtal"))) setValue("DepaAvtal", "");
    if (depaAvtals.length === 0 && getValues("DeliveryType") === "Depa") setValue("DeliveryType", "");
  }, [lists.status, depaAvtals, setValue, getValues]);
  // a warehouse that is no longer offered is cleared
  useEffect(() => {
    if (lists.status === "ready" && !data.isInternal && !warehouses.some((w) => w.Key === getValues("Warehouse")))
      setValue("Warehouse", "");
  }, [lists.status, warehouses, data.isInternal, setValue, getValues]);

  const errorOf = (name: keyof Values): string | undefined => {
    const m = formState.errors[name]?.message;
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };

  const submit: SubmitHandler<TDeliveryAssurance> = async (_checked, event) => {
    setFormError(null);
    const form = (event?.target as HTMLFormElement | undefined) ?? null;
    const values = getValues();
    try {
      const reply = await submitWithDuplicateCheck(
        save,
        {
          ...values,
          TermsApproved: values.TermsApproved ? "true" : "false",
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
      idempotencyKey.current = newKey();
      onSaved(reply);
    } catch (e) {
      const general = applyServerErrors(e, setError, t("deliveryAssurance.form.failed"));
      if (general) setFormError(general);
      form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  };

  return {
    register,
    control,
    errorOf,
    // built when the form is submitted (submit reads the idempotency key ref then, not while rendering)
    onSubmit: (e: BaseSyntheticEvent) => handleSubmit(submit)(e),
    /** spread on the <form>: its first focus or press starts loading the schema and zod */
    warm: warmOn(validation),
    busy: formState.isSubmitting,
    formError,
    lists,
    warehouseListVisible,
    deliveryType,
    terms,
    own: transportation === OWN_TRANSPORT,
    asked: activeQuestions(data.settings, { transportation: String(transportation ?? ""), deliveryDate: String(deliveryDate ?? "") }),
    dateWindow: deliveryWindow(data.settings),
    onArticleChange: () => setAction(ARTICLE_CHANGED),
    onDateChange: () => setAction("date"),
  };
}
