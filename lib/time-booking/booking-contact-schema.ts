/**
 * The booking's contact form schema (time booking and the list booking's edit dialog). Apart from
 * booking-form-rules.ts so the pages' pure rules do not bring zod into their first load (decision 100).
 */
import { type z } from "zod";
import type { Market } from "@/lib/market";
import { mobileFor } from "@/lib/validation";
import { TB } from "./messages";
import { reminderNeedsContact, ZBookingContactFields } from "./schemas";

/** The contact form of a booking for a market and a resource group (RegNoMandatory requires the licence plate). */
export function bookingContactSchema(market: Market, opts: { regNoMandatory: boolean }) {
  return ZBookingContactFields.extend({ MobilePhone: mobileFor(market, { required: false }) })
    .refine((r) => !opts.regNoMandatory || Boolean(r.LicensePlateNo), { error: TB.licensePlateRequired, path: ["LicensePlateNo"] })
    .refine(reminderNeedsContact, { error: "timeBooking.contact.reminderNeedsContact", path: ["ReminderInMinutesBefore"] });
}
export type TBookingContactInput = z.input<ReturnType<typeof bookingContactSchema>>;
export type TBookingContact = z.output<ReturnType<typeof bookingContactSchema>>;
