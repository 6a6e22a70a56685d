"use client";

/**
 * Edit a listed booking's contact data (spec 2 §3 Booking, §5 "Booking update validates email,
 * mobile, registration and delivery number"): licence plate, e-mail, mobile, delivery number,
 * note and reminder (0/60/120/1440 minutes; needs an e-mail or mobile). Validated with the time
 * booking's contact schema (per market mobile; the resource group's licence-plate rule) and saved through
 * POST /api/time-booking/UpdateReservationInformation; "the update result shows its message for
 * status 200, otherwise the error message" (spec 2 §8).
 */
import { useEffect, useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { useDialogs } from "@/components/ui/dialogs";
import { Modal } from "@/components/ui/modal";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import type { SearchBookingItem } from "@/lib/list-booking/search-bookings";
import { formatLocalDay, formatLocalTime } from "@/lib/list-booking/format";
import type { Market } from "@/lib/market";
import { bookingContactSchema, type TBookingContact } from "@/lib/time-booking/booking-contact-schema";
import { REMINDER_OPTIONS } from "@/lib/time-booking/booking-form-rules";

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

interface FormValues {
  LicensePlateNo: string;
  EmailAddress: string;
  MobilePhone: string;
  DeliveryNo: string;
  Note: string;
  ReminderInMinutesBefore: string;
}

interface UpdateReply {
  updateReservations: { Status: number; Message: string | null; ErrorMessage: string | null }[];
  Title?: string;
}

const valuesOf = (b: SearchBookingItem | null): FormValues => ({
  LicensePlateNo: b?.LicensePlateNo ?? "",
  EmailAddress: b?.Email ?? "",
  MobilePhone: b?.MobileNo ?? "",
  DeliveryNo: b?.DeliveryNo ?? "",
  Note: b?.Note ?? "",
  ReminderInMinutesBefore:
    b?.ReminderInMinutesBefore === null || b?.ReminderInMinutesBefore === undefined ? "" : String(b.ReminderInMinutesBefore),
});

export interface EditBookingDialogProps {
  booking: SearchBookingItem | null;
  market: Market;
  /** the booking's resource group requires a licence plate */
  regNoMandatory: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EditBookingDialog({ booking, market, regNoMandatory, onClose, onSaved }: EditBookingDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const schema = useMemo(() => bookingContactSchema(market, { regNoMandatory }), [market, regNoMandatory]);
  const { register, handleSubmit, reset, setError, formState } = useForm<FormValues, unknown, TBookingContact>({
    // the form holds the fields' texts; the schema's input side is wider (unknown)
    resolver: zodResolver(schema) as unknown as Resolver<FormValues, unknown, TBookingContact>,
    defaultValues: valuesOf(booking),
  });
  useEffect(() => reset(valuesOf(booking)), [booking, reset]);
  const update = useApiMutation<UpdateReply>("/api/time-booking/UpdateReservationInformation");

  const errorOf = (name: keyof FormValues): string | undefined => {
    const m = formState.errors[name]?.message;
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!booking) return;
      const r = await update.mutateAsync({ reservationId: booking.ReservationId, ...values });
      const item = r.updateReservations[0];
      if (item?.Status === 200) {
        onClose();
        onSaved();
        await dialogs.info({
          title: t("listBooking.edit.savedTitle"),
          message: item.Message ?? r.Title ?? t("listBooking.edit.savedTitle"),
        });
      } else {
        await dialogs.alert({ title: t("listBooking.edit.failedTitle"), message: item?.ErrorMessage ?? t("listBooking.edit.failed") });
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const general =
        e instanceof ApiError && e.status !== 400
          ? e.body.message || t("listBooking.edit.failed")
          : applyServerErrors(e, setError, t("listBooking.edit.failed"));
      if (general) await dialogs.alert({ title: t("listBooking.edit.failedTitle"), message: general });
    }
  });

  const id = (name: string) => `lb-edit-${name}`;
  return (
    <Modal
      open={booking !== null}
      onClose={onClose}
      title={t("listBooking.edit.title")}
      size="wide"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t("listBooking.edit.cancel")}
          </button>
          <SubmitButton form="lb-edit-form" pending={formState.isSubmitting} pendingText={t("listBooking.edit.saving")} className="btn">
            {t("listBooking.edit.save")}
          </SubmitButton>
        </>
      }
    >
      {booking ? (
        <form id="lb-edit-form" className="lb-edit" onSubmit={onSubmit} noValidate>
          <p className="lb-edit__intro">
            {t("listBooking.edit.intro", {
              date: formatLocalDay(booking.ReservationDate, market),
              time: `${formatLocalTime(booking.From, market)}–${formatLocalTime(booking.To, market)}`,
              group: booking.ResourceGroupName,
            })}
          </p>
          <div className="lb-edit__grid">
            <FormField
              id={id("plate")}
              label={t("listBooking.edit.licensePlate")}
              autoComplete="off"
              error={errorOf("LicensePlateNo")}
              {...register("LicensePlateNo")}
            />
            <FormField
              id={id("email")}
              label={t("listBooking.edit.email")}
              type="email"
              autoComplete="email"
              error={errorOf("EmailAddress")}
              {...register("EmailAddress")}
            />
            <FormField
              id={id("mobile")}
              label={t("listBooking.edit.mobile")}
              type="tel"
              autoComplete="tel"
              error={errorOf("MobilePhone")}
              {...register("MobilePhone")}
            />
            <FormField
              id={id("deliveryNo")}
              label={t("listBooking.edit.deliveryNo")}
              autoComplete="off"
              error={errorOf("DeliveryNo")}
              {...register("DeliveryNo")}
            />
            <div className="field">
              <label htmlFor={id("reminder")}>{t("listBooking.edit.reminder")}</label>
              <select
                id={id("reminder")}
                {...register("ReminderInMinutesBefore")}
                aria-invalid={errorOf("ReminderInMinutesBefore") ? true : undefined}
                aria-describedby={errorOf("ReminderInMinutesBefore") ? `${id("reminder")}-error` : undefined}
              >
                <option value="">{t("listBooking.edit.reminderNone")}</option>
                {REMINDER_OPTIONS.map((m) => (
                  <option key={m} value={String(m)}>
                    {t(`listBooking.edit.reminder${m}`)}
                  </option>
                ))}
              </select>
              {errorOf("ReminderInMinutesBefore") ? (
                <p className="field-error" id={`${id("reminder")}-error`}>
                  {errorOf("ReminderInMinutesBefore")}
                </p>
              ) : null}
            </div>
            <div className="field lb-edit__note">
              <label htmlFor={id("note")}>{t("listBooking.edit.note")}</label>
              <textarea id={id("note")} rows={3} {...register("Note")} aria-invalid={errorOf("Note") ? true : undefined} />
              {errorOf("Note") ? <p className="field-error">{errorOf("Note")}</p> : null}
            </div>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
