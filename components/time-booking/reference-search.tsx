"use client";

/**
 * Step 1 of the time booking page (spec 1 §4, §6): the reference type and value (the customer
 * autocomplete for staff and transporters searching a customer number, the locked customer for
 * external users), the warehouse for staff and transporters, the search status and the external
 * customer's own purchase orders.
 */
import type { Dispatch, FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import type { Market } from "@/lib/market";
import {
  REFERENCE_TYPE,
  REFERENCE_TYPES,
  referenceRules,
  type BookingRoles,
  type ReferenceType,
} from "@/lib/time-booking/booking-form-rules";
import { CustomerAutocomplete } from "./customer-autocomplete";
import { OwnOrders } from "./own-orders";
import type { TimeBookingAction, TimeBookingState } from "./time-booking-state";
import type { BookingFacilityDto, OwnPurchaseOrderLineDto } from "./types";
import type { SearchRequest } from "./use-time-booking";

export interface ReferenceSearchProps {
  market: Market;
  roles: BookingRoles;
  customerNumber: string | null;
  facilities: BookingFacilityDto[];
  ownOrders: OwnPurchaseOrderLineDto[];
  state: Pick<TimeBookingState, "type" | "reference" | "warehouse" | "referenceError" | "searching" | "found" | "statusText">;
  dispatch: Dispatch<TimeBookingAction>;
  onSearch: (req: SearchRequest) => void;
}

export function ReferenceSearch({ market, roles, customerNumber, facilities, ownOrders, state, dispatch, onSearch }: ReferenceSearchProps) {
  const { t } = useTranslation();
  const { type, reference, warehouse, referenceError, searching, found, statusText } = state;
  const rules = referenceRules(type, roles);
  const lockedCustomer = rules.customerLocked && type === REFERENCE_TYPE.customerNumber;
  // external users searching by customer number book for the customer in play only
  const shownReference = lockedCustomer && customerNumber ? customerNumber : reference;
  const firstGroupId = facilities[0]?.ResourceGroupIds[0] ?? null;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    const value = shownReference.trim();
    if (!value) {
      dispatch({ type: "referenceError", error: t("timeBooking.reference.valueRequired") });
      document.getElementById("tb-reference")?.focus();
      return;
    }
    dispatch({ type: "referenceError", error: undefined });
    onSearch({ type, reference: value });
  }

  return (
    <section className="tb-card tb-search" aria-labelledby="tb-search-heading">
      <h2 id="tb-search-heading">{t("timeBooking.reference.heading")}</h2>
      <form onSubmit={submit} noValidate className="tb-grid" aria-busy={searching || undefined}>
        <div className="field">
          <label htmlFor="tb-type">{t("timeBooking.reference.type")}</label>
          <select
            id="tb-type"
            value={type}
            onChange={(e) => {
              const next = Number(e.target.value) as ReferenceType;
              dispatch({
                type: "referenceType",
                referenceType: next,
                reference:
                  next === REFERENCE_TYPE.customerNumber && referenceRules(next, roles).customerLocked ? (customerNumber ?? "") : "",
              });
            }}
          >
            {REFERENCE_TYPES.map((n) => (
              <option key={n} value={n}>
                {t(`timeBooking.reference.types.${n}`)}
              </option>
            ))}
          </select>
        </div>
        {rules.customerAutocomplete ? (
          <CustomerAutocomplete
            id="tb-reference"
            label={t("timeBooking.reference.types.9")}
            value={reference}
            onChange={(value) => dispatch({ type: "reference", reference: value })}
            onPick={(c) => {
              dispatch({ type: "referenceError", error: undefined });
              onSearch({ type, reference: c.CustomerNo });
            }}
            resourceGroupId={firstGroupId}
            error={referenceError}
          />
        ) : (
          <FormField
            id="tb-reference"
            name="reference"
            label={t("timeBooking.reference.value")}
            type="text"
            inputMode={type === REFERENCE_TYPE.customerNumber ? "numeric" : undefined}
            autoComplete="off"
            maxLength={40}
            value={shownReference}
            readOnly={lockedCustomer}
            aria-describedby={lockedCustomer ? "tb-reference-locked" : undefined}
            onChange={(e) => dispatch({ type: "reference", reference: e.target.value })}
            error={referenceError}
          />
        )}
        {lockedCustomer ? (
          <p id="tb-reference-locked" className="field-help">
            {t("timeBooking.form.customerLocked")}
          </p>
        ) : null}
        {rules.canChooseWarehouse ? (
          <div className="field">
            <label htmlFor="tb-warehouse">{t("timeBooking.reference.warehouse")}</label>
            <select id="tb-warehouse" value={warehouse} onChange={(e) => dispatch({ type: "warehouse", warehouse: e.target.value })}>
              <option value="">{t("timeBooking.reference.allWarehouses")}</option>
              {facilities.map((f) => (
                <option key={f.Id} value={f.Code}>
                  {f.Name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="tb-actions tb-search__submit">
          <button type="submit" className="btn" disabled={searching}>
            {searching ? <span className="spinner" aria-hidden="true" /> : null}
            {t(searching ? "timeBooking.reference.searching" : "timeBooking.reference.search")}
          </button>
        </div>
      </form>
      {searching ? <Loader label={t("timeBooking.reference.searching")} showLabel /> : null}
      <p
        role="status"
        aria-live="polite"
        className={`tb-status${found && found.SearchStatus !== "Unplanned" ? " tb-status--warning" : ""}`}
        aria-label={t("timeBooking.reference.status")}
      >
        {statusText}
      </p>
      {rules.showOwnOrders ? (
        <OwnOrders
          market={market}
          orders={ownOrders}
          onChoose={(o) => {
            dispatch({ type: "reference", reference: o.OrderNumber, error: undefined });
            onSearch({ type: REFERENCE_TYPE.purchaseOrder, reference: o.OrderNumber, line: o.Linenumber });
          }}
        />
      ) : null}
    </section>
  );
}
