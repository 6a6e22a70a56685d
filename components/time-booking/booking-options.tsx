"use client";

/**
 * Step 2 of the time booking page (spec 1 §5 "Time booking"): load or unload, resource group,
 * article, vehicle, dried, tons, date and the customer — then "search times".
 */
import type { Dispatch } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import type { Market } from "@/lib/market";
import type { ReferenceRules } from "@/lib/time-booking/booking-form-rules";
import type { Found, TimeBookingAction, TimeBookingState } from "./time-booking-state";

export interface BookingOptionsProps {
  market: Market;
  today: string;
  found: Found;
  formRules: ReferenceRules;
  state: Pick<TimeBookingState, "opts" | "optErrors" | "choices" | "loadingChoices" | "slotsLoading">;
  dispatch: Dispatch<TimeBookingAction>;
  onDirection: (loading: boolean) => void;
  onGroup: (groupId: string) => void;
  onSearchSlots: () => void;
}

export function BookingOptionsStep({
  market,
  today,
  found,
  formRules,
  state,
  dispatch,
  onDirection,
  onGroup,
  onSearchSlots,
}: BookingOptionsProps) {
  const { t } = useTranslation();
  const { opts, optErrors, choices, loadingChoices, slotsLoading } = state;
  const set = (patch: Partial<TimeBookingState["opts"]>) => dispatch({ type: "options", patch });
  const err = (name: string) => optErrors[name];
  return (
    <section className="tb-card tb-options" aria-labelledby="tb-options-heading">
      <h2 id="tb-options-heading">{t("timeBooking.form.heading")}</h2>
      <div className="tb-grid">
        <fieldset className="field tb-radios">
          <legend>{t("timeBooking.form.direction")}</legend>
          <label>
            <input
              type="radio"
              name="tb-direction"
              checked={!opts.loading}
              disabled={formRules.loadingLocked && opts.loading}
              onChange={() => onDirection(false)}
            />{" "}
            {t("timeBooking.form.unloading")}
          </label>
          <label>
            <input
              type="radio"
              name="tb-direction"
              checked={opts.loading}
              disabled={formRules.loadingLocked}
              onChange={() => onDirection(true)}
            />{" "}
            {t("timeBooking.form.loading")}
          </label>
        </fieldset>
        <SelectField
          id="tb-group"
          label={t("timeBooking.form.resourceGroup")}
          value={opts.groupId}
          error={err("resourceGroupId")}
          onChange={(e) => onGroup(e.target.value)}
        >
          <option value="">{t("timeBooking.form.choose")}</option>
          {found.Resource.map((g) => (
            <option key={g.Value} value={String(g.Value)}>
              {g.Display}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="tb-item"
          label={t("timeBooking.form.item")}
          value={opts.item}
          error={err("item")}
          onChange={(e) => set({ item: e.target.value })}
        >
          <option value="">{t("timeBooking.form.choose")}</option>
          {(choices?.Items ?? []).map((i) => (
            <option key={i.Value} value={i.Value}>{`${i.Display} (${i.Value})`}</option>
          ))}
        </SelectField>
        <SelectField
          id="tb-vehicle"
          label={t("timeBooking.form.vehicle")}
          value={opts.vehicle}
          error={err("vehicle")}
          onChange={(e) => set({ vehicle: e.target.value })}
        >
          <option value="">{t("timeBooking.form.choose")}</option>
          {(choices?.Vehicles ?? []).map((v) => (
            <option key={v.Value} value={String(v.Value)}>
              {v.Display}
            </option>
          ))}
        </SelectField>
        <fieldset className="field tb-radios">
          <legend>{t("timeBooking.form.dried")}</legend>
          <label>
            <input type="radio" name="tb-dried" checked={opts.dried === "true"} onChange={() => set({ dried: "true" })} />{" "}
            {t("timeBooking.form.driedYes")}
          </label>
          <label>
            <input type="radio" name="tb-dried" checked={opts.dried === "false"} onChange={() => set({ dried: "false" })} />{" "}
            {t("timeBooking.form.driedNo")}
          </label>
        </fieldset>
        <FormField
          id="tb-qty"
          name="qty"
          label={t("timeBooking.form.quantity")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={opts.qty}
          error={err("qty")}
          onChange={(e) => set({ qty: e.target.value })}
        />
        <DatePicker
          market={market}
          id="tb-date"
          label={t("timeBooking.form.date")}
          value={opts.date}
          min={today}
          error={err("date")}
          onChange={(iso) => set({ date: iso })}
        />
        <FormField
          id="tb-customer"
          name="customer"
          label={t("timeBooking.form.customer")}
          type="text"
          readOnly
          value={found.CustomerNo ? `${found.CustomerNo} – ${found.CustomerName ?? ""}` : ""}
          error={err("customerNo")}
          aria-describedby={formRules.customerLocked ? "tb-customer-locked" : undefined}
        />
        {formRules.customerLocked ? (
          <p id="tb-customer-locked" className="field-help">
            {t("timeBooking.form.customerLocked")}
          </p>
        ) : null}
      </div>
      {loadingChoices ? <Loader label={t("timeBooking.form.loadingChoices")} showLabel /> : null}
      <div className="tb-actions">
        <button type="button" className="btn" onClick={onSearchSlots} disabled={slotsLoading || loadingChoices}>
          {slotsLoading ? <span className="spinner" aria-hidden="true" /> : null}
          {t(slotsLoading ? "timeBooking.form.searchingSlots" : "timeBooking.form.searchSlots")}
        </button>
      </div>
    </section>
  );
}
