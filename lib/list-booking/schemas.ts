/**
 * Request schemas of the list booking (spec 2 §7 "List booking and booking changes", §7 "PDF",
 * §5 "Booking, start page and print"). Messages are translation keys (`listBooking.*`,
 * `validation.*`); the same schemas validate the page's search form (zodResolver).
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { ZReservationDto } from "@/lib/time-booking/schemas";
import { customerNumber, swedishDate } from "@/lib/validation";
import { rangeLengthDays } from "@/lib/ui/date-range";

import { MAX_PRINT_LINES, MAX_SEARCH_DAYS } from "./constants";

export { MAX_PRINT_LINES, MAX_SEARCH_DAYS, MAX_SEARCH_RESULTS, multiPdfUrl } from "./constants";

const blankToUndefined = (v: unknown) => (v === "" || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** A licence plate or part of one: letters, digits, space and hyphen (matched ignoring both). */
export const REG_NO_SEARCH = /^[0-9A-Za-zÅÄÖåäö -]{1,10}$/;

export const ZSearchBookingsRequest = z
  .object({
    /** the resource group (empty: all of the market's groups) */
    ResourceGroupId: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "listBooking.errors.resourceGroup" })
        .int({ error: "listBooking.errors.resourceGroup" })
        .positive({ error: "listBooking.errors.resourceGroup" })
        .optional(),
    ),
    FromDate: swedishDate(),
    ToDate: swedishDate(),
    /** licence plate, or part of one (spaces and hyphens ignored) */
    RegNo: z.preprocess(blankToUndefined, z.string().trim().regex(REG_NO_SEARCH, { error: "listBooking.errors.regNo" }).optional()),
    /** external customers: their own (default the customer in play); staff and transporters: any */
    CustomerNo: customerNumber({ required: false }),
    /** sent by the legacy page; grants nothing (the session's roles decide) */
    IsInternal: z.unknown().optional(),
    /** the empty reference fields of the legacy form: a reference (order number) narrows the list when given */
    BookingReference: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(40, { error: "listBooking.errors.reference" })
        .regex(/^[0-9A-Za-z-]+$/, { error: "listBooking.errors.reference" })
        .optional(),
    ),
    ReferenceType: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "listBooking.errors.reference" })
        .int()
        .min(5, { error: "listBooking.errors.reference" })
        .max(9, { error: "listBooking.errors.reference" })
        .optional(),
    ),
  })
  .superRefine((r, ctx) => {
    const days = rangeLengthDays(r.FromDate, r.ToDate);
    if (days === null) return;
    if (days < 0) ctx.addIssue({ code: "custom", path: ["ToDate"], message: "listBooking.errors.toBeforeFrom" });
    else if (days > MAX_SEARCH_DAYS) ctx.addIssue({ code: "custom", path: ["ToDate"], message: "listBooking.errors.rangeTooLong" });
  });
export type TSearchBookingsInput = z.input<typeof ZSearchBookingsRequest>;
export type TSearchBookingsRequest = z.infer<typeof ZSearchBookingsRequest>;

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,40}$/;
const barList = (v: unknown) =>
  typeof v === "string" ? v.split("|").map((s) => s.trim()) : Array.isArray(v) ? v.map((s) => String(s).trim()) : v;

/**
 * GET /api/pdfhandler/generatemultipdf: `ioNumber` and `lineNumber` are bar-separated lists of
 * equal length (pair i = order ioNumber[i], line lineNumber[i]); `resync` is accepted as a flag.
 */
export const ZGenerateMultiPdfRequest = z
  .object({
    ioNumber: z.preprocess(
      barList,
      z
        .array(z.string().regex(ORDER_NUMBER, { error: "listBooking.errors.ioNumber" }), { error: "listBooking.errors.ioNumber" })
        .min(1, { error: "listBooking.errors.ioNumber" })
        .max(MAX_PRINT_LINES, { error: "listBooking.errors.tooManyLines" }),
    ),
    lineNumber: z.preprocess(
      barList,
      z
        .array(
          z.coerce
            .number({ error: "listBooking.errors.lineNumber" })
            .int({ error: "listBooking.errors.lineNumber" })
            .positive({ error: "listBooking.errors.lineNumber" }),
          { error: "listBooking.errors.lineNumber" },
        )
        .min(1, { error: "listBooking.errors.lineNumber" })
        .max(MAX_PRINT_LINES, { error: "listBooking.errors.tooManyLines" }),
    ),
    resync: z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z.boolean()).optional(),
  })
  .refine((r) => r.ioNumber.length === r.lineNumber.length, { path: ["lineNumber"], message: "listBooking.errors.pairs" });
export type TGenerateMultiPdfRequest = z.infer<typeof ZGenerateMultiPdfRequest>;

/** SearchBookings' reply: each booking with its own Status (200, or 500 when it needs attention) and ErrorMessage (a message key). */
export const ZSearchBookingsResponse = z.object({
  Reservations: z.array(
    ZReservationDto.extend({
      Status: z.union([z.literal(200), z.literal(500)]),
      ErrorMessage: message().nullable(),
      ioNumber: z.string().nullable(),
      lineNumber: z.number().nullable(),
      OrderType: z.enum(["purchase", "customer", "distribution", "shipment"]).nullable(),
      Warehouse: z.string(),
      FacilityName: z.string(),
      dateRegistered: z.string().nullable(),
    }),
  ),
  Truncated: z.boolean(),
  CustomerNo: z.string().nullable(),
});
