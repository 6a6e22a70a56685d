"use client";

/**
 * Contact data of a booking (spec 1 §5 "Time booking"; spec 2 §3 Booking): e-mail, mobile,
 * licence plate (required where the resource group says so), delivery number (letters incl. åäö
 * and digits), note and a reminder 0/60/120/1440 minutes before that needs an e-mail or a mobile.
 * react-hook-form with the server's contact schema (lib/time-booking/booking-contact-schema.ts),
 * loaded with zod on the form's first focus or validation (decision 104), not with the page.
 * The submit button is locked from the first click until the call has answered.
 */
import { useEffect, useEffectEvent, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Market } from "@/lib/market";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { TBookingContact } from "@/lib/time-booking/booking-contact-schema";
import { REMINDER_OPTIONS } from "@/lib/time-booking/booking-form-rules";
import type { ContactValues } from "./contact-values";

export interface ContactFormProps {
  market: Market;
  mode: "new" | "edit";
  regNoMandatory: boolean;
  defaults: ContactValues;
  /** resets the fields to `defaults` when it changes (e.g. another booking is edited) */
  resetKey: string;
  onSubmit: (values: TBookingContact, setError: (name: keyof ContactValues, message: string) => void) => Promise<void>;
  onInvalid: () => void;
  onCancelEdit?: () => void;
}

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export function ContactForm({ market, mode, regNoMandatory, defaults, resetKey, onSubmit, onInvalid, onCancelEdit }: ContactFormProps) {
  const { t } = useTranslation();
  // react-hook-form takes the resolver of the latest render
  const resolver = useMemo(
    () =>
      lazyZodResolver<ContactValues, unknown, TBookingContact>(() =>
        import("@/lib/time-booking/booking-contact-schema").then((m) => m.bookingContactSchema(market, { regNoMandatory })),
      ),
    [market, regNoMandatory],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactValues, unknown, TBookingContact>({
    resolver,
    defaultValues: defaults,
  });

  // only when the booking being edited changes
  const resetToDefaults = useEffectEvent(() => reset(defaults));
  useEffect(() => {
    resetToDefaults();
  }, [resetKey]);

  const errorOf = (name: keyof ContactValues): string | undefined => {
    const m = formState.errors[name]?.message;
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };
  const submit = handleSubmit(
    (values) => onSubmit(values, (name, message) => setError(name, { type: "server", message })),
    () => onInvalid(),
  );
  const noteError = errorOf("Note");
  const reminderError = errorOf("ReminderInMinutesBefore");
  return (
    <section className="tb-card tb-contact" aria-labelledby="tb-contact-heading">
      <h2 id="tb-contact-heading">{t("timeBooking.contact.heading")}</h2>
      <form onSubmit={submit} noValidate aria-busy={formState.isSubmitting || undefined} {...warmOn(resolver)}>
        <div className="tb-grid">
          <FormField
            id="tb-email"
            label={t("timeBooking.contact.email")}
            type="email"
            autoComplete="email"
            error={errorOf("EmailAddress")}
            {...register("EmailAddress")}
          />
          <FormField
            id="tb-mobile"
            label={t("timeBooking.contact.mobile")}
            type="tel"
            autoComplete="tel"
            error={errorOf("MobilePhone")}
            {...register("MobilePhone")}
          />
          <FormField
            id="tb-plate"
            label={t("timeBooking.contact.licensePlate")}
            type="text"
            autoComplete="off"
            maxLength={20}
            required={regNoMandatory}
            aria-required={regNoMandatory || undefined}
            error={errorOf("LicensePlateNo")}
            {...register("LicensePlateNo")}
          />
          <FormField
            id="tb-delivery-no"
            label={t("timeBooking.contact.deliveryNo")}
            type="text"
            autoComplete="off"
            maxLength={40}
            error={errorOf("DeliveryNo")}
            {...register("DeliveryNo")}
          />
          <div className="field">
            <label htmlFor="tb-reminder">{t("timeBooking.contact.reminder")}</label>
            <select
              id="tb-reminder"
              aria-invalid={reminderError ? true : undefined}
              aria-describedby={reminderError ? "tb-reminder-error" : undefined}
              {...register("ReminderInMinutesBefore")}
            >
              <option value="">{t("timeBooking.contact.reminderNone")}</option>
              {REMINDER_OPTIONS.map((m) => (
                <option key={m} value={String(m)}>
                  {t(`timeBooking.contact.reminder${m}`)}
                </option>
              ))}
            </select>
            {reminderError ? (
              <p className="field-error" id="tb-reminder-error">
                {reminderError}
              </p>
            ) : null}
          </div>
          <div className="field tb-grid__wide">
            <label htmlFor="tb-note">{t("timeBooking.contact.note")}</label>
            <textarea id="tb-note" rows={3} maxLength={500} aria-invalid={noteError ? true : undefined} {...register("Note")} />
            {noteError ? <p className="field-error">{noteError}</p> : null}
          </div>
        </div>
        <div className="tb-actions">
          <SubmitButton
            pending={formState.isSubmitting}
            pendingText={t(mode === "edit" ? "timeBooking.contact.updating" : "timeBooking.contact.saving")}
          >
            {t(mode === "edit" ? "timeBooking.contact.update" : "timeBooking.contact.save")}
          </SubmitButton>
          {mode === "edit" && onCancelEdit ? (
            <button type="button" className="btn btn--secondary" onClick={onCancelEdit}>
              {t("timeBooking.contact.cancelEdit")}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
