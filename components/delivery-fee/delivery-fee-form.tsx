"use client";

/**
 * The delivery fee calculator form (spec 1 §2, §5 "Delivery fee calculator"; spec 2 §5
 * "Calculate dialog"), used on /logistik/leveransavgift and inside the calculate dialog.
 * The lists come from POST /api/deliveryfee/options (or from the page); the form is validated
 * with the server's own schema (ZCalculateDeliveryFeeRequest) and posts to
 * POST /api/deliveryfee/calculate, showing a loader while it calculates and the fee when done.
 */
import "./delivery-fee.css";
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { useShellContext } from "@/components/shell/shell-context";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { SubmitButton } from "@/components/ui/submit-button";
import { QueryState } from "@/components/providers/query-state";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, isAbort, useApiFetch, useApiQuery } from "@/lib/client/query";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { formatMoney, formatQuantity } from "@/lib/delivery-fee/format";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import type {
  TCalculateDeliveryFeeInput,
  TCalculateDeliveryFeeRequest,
  TCalculateDeliveryFeeResponse,
  TDeliveryFeeOptionsResponse,
} from "@/lib/delivery-fee/schemas";
import type { Market } from "@/lib/market";
import { DeliveryFeeResult } from "./delivery-fee-result";

/** What the form holds: the text of each field (the schema's input side). */
type FormValues = TCalculateDeliveryFeeInput;

/** Values to start from, e.g. handed over by the delivery assurance. */
export interface DeliveryFeeDefaults {
  lorryType?: string;
  deliveryAddressId?: number | string;
  quantity?: number | string;
  /** ISO yyyy-MM-dd */
  deliveryDate?: string;
  itemId?: string;
  sort?: string;
}

export interface DeliveryFeeFormProps {
  /** the market the page is shown in (formats and date picker); default: the shell's */
  market?: Market;
  /** the customer (supplier) to calculate for; default: the customer in play */
  supplier?: string;
  /** the lists, when the page already has them; otherwise they are fetched */
  options?: TDeliveryFeeOptionsResponse | null;
  defaults?: DeliveryFeeDefaults;
  /** called with every calculated result */
  onResult?: (result: TCalculateDeliveryFeeResponse) => void;
  className?: string;
}

/** Server messages arrive translated; schema messages are keys. */
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/** The server's request schema, loaded with zod on the form's first focus or check (decision 104). */
const resolver = lazyZodResolver<FormValues, unknown, TCalculateDeliveryFeeRequest>(() =>
  import("@/lib/delivery-fee/schemas").then((m) => m.ZCalculateDeliveryFeeRequest),
);

export function DeliveryFeeForm({ market: marketProp, supplier, options: given, defaults, onResult, className }: DeliveryFeeFormProps) {
  const { t } = useTranslation();
  const shell = useShellContext();
  const market: Market = marketProp ?? shell?.market ?? "se";
  const isInternal = shell?.isInternal ?? false;
  const uid = useId();
  const id = (name: string) => `fee-${uid}-${name}`;

  const [result, setResult] = useState<TCalculateDeliveryFeeResponse | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [calculating, setCalculating] = useState(false);
  const calcSeq = useRef(0);
  const api = useApiFetch();
  const scope = customerKey(supplier ?? shell?.activeCustomerNumber, "delivery-fee");

  const initialValues = useCallback(
    (o: TDeliveryFeeOptionsResponse | null): FormValues => ({
      supplier: o?.customerNumber ?? supplier ?? "",
      lorryType: defaults?.lorryType ?? "",
      deliveryAddressId: defaults?.deliveryAddressId !== undefined ? String(defaults.deliveryAddressId) : "",
      quantity: defaults?.quantity !== undefined ? String(defaults.quantity) : "",
      deliveryDate: defaults?.deliveryDate ?? "",
      // a single freight article is chosen for the user
      itemId: defaults?.itemId ?? (o?.items.length === 1 ? (o.items[0]?.itemId ?? "") : ""),
      isInternal: isInternal ? "1" : "0",
      sort: defaults?.sort ?? "",
    }),
    [defaults, isInternal, supplier],
  );

  const { register, control, handleSubmit, reset, setError, formState } = useForm<FormValues, unknown, TCalculateDeliveryFeeRequest>({
    resolver,
    defaultValues: initialValues(given ?? null),
  });

  // the lists, unless the page handed them over (later changes come from a new key)
  const optionsQuery = useApiQuery<TDeliveryFeeOptionsResponse>(
    [...scope, "options"],
    "/api/deliveryfee/options",
    supplier ? { supplier } : {},
    {
      enabled: !given,
      log: "[delivery-fee] options",
    },
  );
  const options = given ?? optionsQuery.data ?? null;
  // the form starts from the lists once they have come (not again when the props change)
  const startFromLists = useEffectEvent((lists: TDeliveryFeeOptionsResponse) => {
    if (!given) reset(initialValues(lists));
  });
  useEffect(() => {
    if (optionsQuery.data) startFromLists(optionsQuery.data);
  }, [optionsQuery.data]);

  // a calculation still running when the form goes away is abandoned
  const abandonCalculation = useEffectEvent(() => {
    calcSeq.current++;
    void api.cancel([...scope, "calculate"]);
  });
  useEffect(() => () => abandonCalculation(), []);

  const calculate = async (values: TCalculateDeliveryFeeRequest) => {
    const seq = ++calcSeq.current;
    setFormError(null);
    setResult(null);
    setCalculating(true);
    try {
      // a newer calculation replaces one still running
      await api.cancel([...scope, "calculate"]);
      const r = await api.fetch<TCalculateDeliveryFeeResponse>([...scope, "calculate"], "/api/deliveryfee/calculate", values);
      if (seq !== calcSeq.current) return;
      setResult(r);
      onResult?.(r);
    } catch (e) {
      if (seq !== calcSeq.current || isAbort(e)) return;
      if (e instanceof ApiError && e.status === 403) setFormError(e.body.message || t("errors.FORBIDDEN"));
      else setFormError(applyServerErrors(e, setError, t("deliveryFee.errors.failed")));
    } finally {
      if (seq === calcSeq.current) setCalculating(false);
    }
  };

  const errorOf = (name: keyof FormValues): string | undefined => {
    const m = formState.errors[name]?.message;
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };

  if (!options) {
    return (
      <QueryState
        query={optionsQuery}
        loading={<Loader variant="inline" label={t("deliveryFee.form.loadingOptions")} showLabel className="fee-form__loading" />}
        error={(_e, retry) => (
          <div className="alert alert--error" role="alert">
            <p>{t("deliveryFee.form.optionsError")}</p>
            <button type="button" className="btn btn--secondary" onClick={retry}>
              {t("deliveryFee.form.retry")}
            </button>
          </div>
        )}
      >
        {() => null}
      </QueryState>
    );
  }

  const busy = calculating || formState.isSubmitting;
  return (
    <div className={`fee-form${className ? ` ${className}` : ""}`}>
      {options.deliveryAddresses.length === 0 ? (
        <p className="alert alert--info">{t("deliveryFee.form.noAddresses", { customerNumber: options.customerNumber })}</p>
      ) : null}
      <form onSubmit={(e) => void handleSubmit(calculate)(e)} noValidate aria-busy={busy || undefined} {...warmOn(resolver)}>
        {formError ? (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="fee-form__grid">
          <SelectField id={id("lorryType")} label={t("deliveryFee.form.lorryType")} error={errorOf("lorryType")} {...register("lorryType")}>
            <option value="">{t("deliveryFee.form.choose")}</option>
            {options.lorryTypes.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={id("deliveryAddressId")}
            label={t("deliveryFee.form.deliveryAddress")}
            error={errorOf("deliveryAddressId")}
            {...register("deliveryAddressId")}
          >
            <option value="">{t("deliveryFee.form.choose")}</option>
            {options.deliveryAddresses.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {t("deliveryFee.form.addressOption", {
                  name: a.name,
                  address: a.address,
                  city: a.city,
                  distance: formatQuantity(a.distanceKm, market),
                })}
              </option>
            ))}
          </SelectField>
          <FormField
            id={id("quantity")}
            label={t("deliveryFee.form.quantity")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("deliveryFee.form.quantityHint")}
            error={errorOf("quantity")}
            {...register("quantity")}
          />
          <Controller
            control={control}
            name="deliveryDate"
            render={({ field }) => (
              <DatePicker
                market={market}
                id={id("deliveryDate")}
                label={t("deliveryFee.form.deliveryDate")}
                value={typeof field.value === "string" ? field.value : ""}
                onChange={(iso) => field.onChange(iso)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errorOf("deliveryDate")}
              />
            )}
          />
          <SelectField id={id("itemId")} label={t("deliveryFee.form.itemId")} error={errorOf("itemId")} {...register("itemId")}>
            <option value="">{t("deliveryFee.form.choose")}</option>
            {options.items.map((i) => (
              <option key={i.itemId} value={i.itemId}>{`${i.name} (${i.itemId})`}</option>
            ))}
          </SelectField>
          <FormField
            id={id("sort")}
            label={t("deliveryFee.form.sort")}
            type="text"
            autoComplete="off"
            maxLength={60}
            error={errorOf("sort")}
            {...register("sort")}
          />
        </div>
        <SubmitButton pending={busy} pendingText={t("deliveryFee.form.calculating")}>
          {t("deliveryFee.form.submit")}
        </SubmitButton>
      </form>
      <div className="fee-form__result">
        <p className="visually-hidden" role="status" aria-live="polite">
          {result?.found ? `${t("deliveryFee.result.heading")}: ${formatMoney(result.total, result.currency, market)}` : ""}
        </p>
        {busy ? <Loader variant="inline" label={t("deliveryFee.form.calculating")} showLabel /> : null}
        {result && !busy ? <DeliveryFeeResult result={result} market={market} /> : null}
      </div>
    </div>
  );
}
