"use client";

/**
 * The list booking's search form (spec 2 §3 Booking: resource group, from and to date, RegNo,
 * CustomerNo): a resource group select, the from/to DateRangePicker (at most 31 days), the licence
 * plate and the customer number — locked to the customer in play for external customers, with
 * the time booking's 4-character autocomplete (CustomerSearch) for staff and transporters. Validated with the call's own schema
 * (ZSearchBookingsRequest) before it is sent; the server's field messages land on the fields.
 */
// the autocomplete's styles live with the time booking
import "@/components/time-booking/time-booking.css";
import type { FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { MAX_SEARCH_DAYS } from "@/lib/list-booking/constants";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { FlatFormErrors as SearchErrorsOf } from "@/components/ui/use-flat-form";
import type { Market } from "@/lib/market";
import type { ResourceGroupDto } from "@/lib/time-booking/booking-dto";
import { CustomerAutocomplete } from "@/components/time-booking/customer-autocomplete";

export interface SearchValues {
  ResourceGroupId: string;
  FromDate: string;
  ToDate: string;
  RegNo: string;
  CustomerNo: string;
}
export type SearchErrors = SearchErrorsOf<SearchValues>;

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/**
 * The call's schema (and zod, ~32 kB gzip) loads when the form is first focused or sent, not with
 * the page (decision 100); the first list is the server's defaults, which the server validates.
 * The form's state is the view's `useFlatForm` (decision 108).
 */
export const searchSchema = lazyLoad(() => import("@/lib/list-booking/schemas").then((m) => m.ZSearchBookingsRequest));

export interface SearchFormProps {
  market: Market;
  groups: ResourceGroupDto[];
  values: SearchValues;
  /** a change of some fields (the view merges it into the latest values: a late report of one
   *  widget never undoes another field's change) */
  onChange: (patch: Partial<SearchValues>) => void;
  errors: SearchErrors;
  /** external customers: the number is fixed (the customer in play) */
  lockedCustomerNo: string | null;
  busy: boolean;
  /** the view's useFlatForm submit (checks first) */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}

export function SearchForm({ market, groups, values, onChange, errors, lockedCustomerNo, busy, onSubmit }: SearchFormProps) {
  const { t } = useTranslation();
  const msg = (m: string | undefined) => (m ? (KEY.test(m) ? t(m) : m) : undefined);

  return (
    <form
      className="lb-search"
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
      role="search"
      aria-label={t("listBooking.search.heading")}
      {...warmOn(searchSchema)}
    >
      <div className="lb-search__grid">
        <div className="field">
          <label htmlFor="lb-group">{t("listBooking.search.resourceGroup")}</label>
          <select
            id="lb-group"
            value={values.ResourceGroupId}
            onChange={(e) => onChange({ ResourceGroupId: e.target.value })}
            aria-invalid={errors.ResourceGroupId ? true : undefined}
            aria-describedby={errors.ResourceGroupId ? "lb-group-error" : undefined}
          >
            <option value="">{t("listBooking.search.allResourceGroups")}</option>
            {groups.map((g) => (
              <option key={g.Value} value={String(g.Value)}>
                {g.Display}
              </option>
            ))}
          </select>
          {errors.ResourceGroupId ? (
            <p className="field-error" id="lb-group-error">
              {msg(errors.ResourceGroupId)}
            </p>
          ) : null}
        </div>
        <FormField
          id="lb-regno"
          name="RegNo"
          label={t("listBooking.search.regNo")}
          autoComplete="off"
          value={values.RegNo}
          onChange={(e) => onChange({ RegNo: e.target.value })}
          error={msg(errors.RegNo)}
        />
        {lockedCustomerNo !== null ? (
          <div className="field">
            <label htmlFor="lb-customer">{t("listBooking.search.customerNo")}</label>
            <input id="lb-customer" type="text" value={lockedCustomerNo} readOnly aria-describedby="lb-customer-locked" />
            <p className="field-help" id="lb-customer-locked">
              {t("listBooking.search.customerLocked", { customerNo: lockedCustomerNo })}
            </p>
          </div>
        ) : (
          <CustomerAutocomplete
            id="lb-customer"
            label={t("listBooking.search.customerNo")}
            value={values.CustomerNo}
            onChange={(v) => onChange({ CustomerNo: v })}
            onPick={(c) => onChange({ CustomerNo: c.CustomerNo })}
            resourceGroupId={values.ResourceGroupId ? Number(values.ResourceGroupId) : (groups[0]?.Value ?? null)}
            error={msg(errors.CustomerNo)}
          />
        )}
      </div>
      <DateRangePicker
        market={market}
        legend={t("listBooking.search.dates")}
        fromLabel={t("listBooking.search.fromDate")}
        toLabel={t("listBooking.search.toDate")}
        value={{ from: values.FromDate, to: values.ToDate }}
        maxDays={MAX_SEARCH_DAYS}
        required
        fromError={msg(errors.FromDate)}
        toError={msg(errors.ToDate)}
        onChange={(range) => onChange({ FromDate: range.from, ToDate: range.to })}
        className="lb-search__dates"
      />
      <div className="lb-search__actions">
        <SubmitButton className="btn" pending={busy} pendingText={t("listBooking.search.submitting")}>
          {t("listBooking.search.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
