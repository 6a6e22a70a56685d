"use client";

/**
 * The time booking page (spec 1 §2 "Time booking page: search by reference, slots, bookings"; §4,
 * §5, §6, §8; spec 2 §4, §9). One reducer holds the flow (time-booking-state.ts), its calls and
 * dialogs are in use-time-booking.ts, and each step is its own component:
 * 1. reference search (LoadResourceGroupsForBookingReference) with its statuses and dialogs;
 * 2. the booking options (load/unload, resource group, article, vehicle, dried, tons, date,
 *    customer) from loadItemsOnResourceGroupForBookingReference;
 * 3. the slot calendar (SearchAvailableSlots), ticking up to AllowedReservations;
 * 4. contact data and save (MakeReservation with an idempotency key per attempt), or — when a
 *    booking is being edited — UpdateReservation / UpdateReservationInformation;
 * 5. the bookings of the reference with edit, delete (DeleteReservation) and "add to calendar".
 */
import "./time-booking.css";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { lazyLoad } from "@/lib/client/lazy-zod-resolver";
import { Loader } from "@/components/ui/loader";
import type { Market } from "@/lib/market";
import type { BookingRoles } from "@/lib/time-booking/booking-form-rules";
import { BookingList } from "./booking-list";
import { BookingOptionsStep } from "./booking-options";
import { BookingResults } from "./booking-results";
import { EMPTY_CONTACT, type ContactValues } from "./contact-values";
import { ReferenceSearch } from "./reference-search";
import { SlotCalendar } from "./slot-calendar";
import { isBookable } from "./time-booking-state";
import type { BookingFacilityDto, OwnPurchaseOrderLineDto } from "./types";
import { useTimeBooking } from "./use-time-booking";

// The contact form (and react-hook-form with it) is shown only once slots are found or a booking is
// edited: its code loads when a reference has been found, not with the page (decision 106).
const contactForm = lazyLoad(() => import("./contact-form"));
const ContactForm = lazy(() => contactForm().then((m) => ({ default: m.ContactForm })));

export interface TimeBookingViewProps {
  market: Market;
  roles: BookingRoles;
  /** the customer in play (locked customer of external users) */
  customerNumber: string | null;
  facilities: BookingFacilityDto[];
  /** external non-transporters: their open purchase orders */
  ownOrders: OwnPurchaseOrderLineDto[];
  /** from `?ion=<order>&line=<n>` */
  initial: { reference: string; line: number | null } | null;
}

export function TimeBookingView({ market, roles, customerNumber, facilities, ownOrders, initial }: TimeBookingViewProps) {
  const { t } = useTranslation();
  const flow = useTimeBooking({ market, roles, customerNumber, initial });
  const { state, formRules } = flow;
  const { found, editing, slots } = state;
  const bookable = isBookable(found);
  const bookings = found?.Reservations ?? [];
  useEffect(() => {
    if (found) contactForm.warm(); // a failed load is tried again when the form is rendered
  }, [found]);
  const group = found?.Resource.find((g) => String(g.Value) === state.opts.groupId) ?? null;
  const regNoMandatory = editing ? (slots?.RegNoMandatory ?? false) : (slots?.RegNoMandatory ?? group?.RegNoMandatory ?? false);
  const contactDefaults: ContactValues = editing
    ? {
        EmailAddress: editing.Email ?? "",
        MobilePhone: editing.MobileNo ?? "",
        LicensePlateNo: editing.LicensePlateNo ?? "",
        DeliveryNo: editing.DeliveryNo ?? "",
        Note: editing.Note ?? "",
        ReminderInMinutesBefore: editing.ReminderInMinutesBefore === null ? "" : String(editing.ReminderInMinutesBefore),
      }
    : EMPTY_CONTACT;

  return (
    <div className="tb-view">
      <ReferenceSearch
        market={market}
        roles={roles}
        customerNumber={customerNumber}
        facilities={facilities}
        ownOrders={ownOrders}
        state={state}
        dispatch={flow.dispatch}
        onSearch={(req) => void flow.search(req)}
      />

      {found && bookable && !editing ? (
        <BookingOptionsStep
          market={market}
          today={flow.today}
          found={found}
          formRules={formRules}
          state={state}
          dispatch={flow.dispatch}
          onDirection={flow.changeDirection}
          onGroup={flow.changeGroup}
          onSearchSlots={() => void flow.searchSlots()}
        />
      ) : null}

      {editing ? (
        <p id="tb-editing" tabIndex={-1} className="alert alert--info">
          {t("timeBooking.bookings.editing", { date: editing.ReservationDate, time: editing.From })}
        </p>
      ) : null}

      {state.slotsLoading ? <Loader variant="inline" label={t("timeBooking.form.searchingSlots")} showLabel /> : null}
      {slots && (bookable || editing) ? (
        <SlotCalendar
          market={market}
          slots={slots}
          selected={state.selected}
          onToggle={flow.toggle}
          limitMessage={state.limitMessage}
          limit={flow.limit}
        />
      ) : null}

      {(slots && bookable) || editing ? (
        <Suspense fallback={<Loader variant="inline" />}>
          <ContactForm
            market={market}
            mode={editing ? "edit" : "new"}
            regNoMandatory={regNoMandatory}
            defaults={contactDefaults}
            resetKey={editing ? `edit-${editing.ReservationId}` : "new"}
            onSubmit={editing ? flow.update : flow.save}
            onInvalid={flow.invalid}
            onCancelEdit={flow.cancelEdit}
          />
        </Suspense>
      ) : null}

      {state.results ? <BookingResults market={market} items={state.results} /> : null}

      {found && (found.SearchStatus === "ReservationExists" || bookings.length > 0) ? (
        <BookingList
          market={market}
          heading={t(found.SearchStatus === "ReservationExists" ? "timeBooking.bookings.existingHeading" : "timeBooking.bookings.heading")}
          bookings={bookings}
          allColumns={formRules.allColumns}
          editingId={editing?.ReservationId ?? null}
          busyId={state.busyId}
          onEdit={flow.startEdit}
          onDelete={(b) => void flow.remove(b)}
        />
      ) : null}
    </div>
  );
}
