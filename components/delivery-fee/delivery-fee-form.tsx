"use client";

/**
 * The delivery fee calculator form (spec 1 §2, §5 "Delivery fee calculator"; spec 2 §5
 * "Calculate dialog"), used on /logistik/leveransavgift and inside the calculate dialog.
 * The lists come from POST /api/deliveryfee/options (or from the page); the form is validated
 * with the server's own schema (ZCalculateDeliveryFeeRequest) and posts to
 * POST /api/deliveryfee/calculate, showing a loader while it calculates and the fee when done.
 */
import "./delivery-fee.css";
import { lazy, useCallback, useEffect, useEffectEvent, useId, useRef, useState, Suspense } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useShellContext } from "@/components/shell/shell-context";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { SubmitButton } from "@/components/ui/submit-button";
import { QueryState } from "@/components/providers/query-state";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, isAbort, useApiFetch, useApiQuery } from "@/lib/client/query";
import { formatMoney, formatQuantity } from "@/lib/delivery-fee/format";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useFlatForm } from "@/components/ui/use-flat-form";
import type { TCalculateDeliveryFeeRequest, TCalculateDeliveryFeeResponse, TDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";
import type { Market } from "@/lib/market";

/** What the form holds: the text of each field (the schema's input side turns it into the request). */
interface FormValues {
  supplier: string;
  lorryType: string;
  deliveryAddressId: string;
  quantity: string;
  deliveryDate: string;
  itemId: string;
  isInternal: string;
  sort: string;
}

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
const schema = lazyLoad(() => import("@/lib/delivery-fee/schemas").then((m) => m.ZCalculateDeliveryFeeRequest));

/** The fee's breakdown, shown after a calculation: loaded on the form's first focus (decision 108). */
const result = lazyLoad(() => import("./delivery-fee-result"));
const DeliveryFeeResult = lazy(() => result().then((m) => ({ default: m.DeliveryFeeResult })));

export function DeliveryFeeForm({ market: marketProp, supplier, options: given, defaults, onResult, className }: DeliveryFeeFormProps) {
  const { t } = useTranslation();
  const shell = useShellContext();
  const market: Market = marketProp ?? shell?.market ?? "se";
  const isInternal = shell?.isInternal ?? false;
  const uid = useId();
  const id = (name: string) => `fee-${uid}-${name}`;

  const [fee, setFee] = useState<TCalculateDeliveryFeeResponse | null>(null);
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

  // a calculation saves nothing: the form's state is useFlatForm, not react-hook-form (decision 108)
  const form = useFlatForm<FormValues, TCalculateDeliveryFeeRequest>(initialValues(given ?? null), schema);
  const field = (name: keyof FormValues) => ({
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.set({ [name]: e.target.value }),
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
    if (!given) form.reset(initialValues(lists));
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
    setFee(null);
    setCalculating(true);
    try {
      // a newer calculation replaces one still running
      await api.cancel([...scope, "calculate"]);
      const r = await api.fetch<TCalculateDeliveryFeeResponse>([...scope, "calculate"], "/api/deliveryfee/calculate", values);
      if (seq !== calcSeq.current) return;
      setFee(r);
      onResult?.(r);
    } catch (e) {
      if (seq !== calcSeq.current || isAbort(e)) return;
      if (e instanceof ApiError && e.status === 403) setFormError(e.body.message || t("errors.FORBIDDEN"));
      else setFormError(form.serverErrors(e, t("deliveryFee.errors.failed")));
    } finally {
      if (seq === calcSeq.current) setCalculating(false);
    }
  };

  const errorOf = (name: keyof FormValues): string | undefined => {
    const m = form.errors[name];
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

  const busy = calculating || form.submitting;
  return (
    <div className={`fee-form${className ? ` ${className}` : ""}`}>
      {options.deliveryAddresses.length === 0 ? (
        <p className="alert alert--info">{t("deliveryFee.form.noAddresses", { customerNumber: options.customerNumber })}</p>
      ) : null}
      <form onSubmit={(e) => void form.submit(calculate)(e)} noValidate aria-busy={busy || undefined} {...warmOn(schema, result)}>
        {formError ? (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="fee-form__grid">
          <SelectField id={id("lorryType")} label={t("deliveryFee.form.lorryType")} error={errorOf("lorryType")} {...field("lorryType")}>
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
            {...field("deliveryAddressId")}
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
            {...field("quantity")}
          />
          <DatePicker
            market={market}
            id={id("deliveryDate")}
            label={t("deliveryFee.form.deliveryDate")}
            value={form.values.deliveryDate}
            onChange={(iso) => form.set({ deliveryDate: iso })}
            error={errorOf("deliveryDate")}
          />
          <SelectField id={id("itemId")} label={t("deliveryFee.form.itemId")} error={errorOf("itemId")} {...field("itemId")}>
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
            {...field("sort")}
          />
        </div>
        <SubmitButton pending={busy} pendingText={t("deliveryFee.form.calculating")}>
          {t("deliveryFee.form.submit")}
        </SubmitButton>
      </form>
      <div className="fee-form__result">
        <p className="visually-hidden" role="status" aria-live="polite">
          {fee?.found ? `${t("deliveryFee.result.heading")}: ${formatMoney(fee.total, fee.currency, market)}` : ""}
        </p>
        {busy ? <Loader variant="inline" label={t("deliveryFee.form.calculating")} showLabel /> : null}
        {fee && !busy ? (
          <Suspense fallback={<Loader variant="inline" />}>
            <DeliveryFeeResult result={fee} market={market} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
