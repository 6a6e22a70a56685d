/**
 * Requests and replies of the re-destination calls (spec 3 "Re-destination search", "step one",
 * §5 "Re-destination"). The search and step-one schemas are shared by the forms (zodResolver) and
 * the route handlers; their messages are translation keys under `reDestination.validation.*`
 * (spec 3 §5: "Messages for re-destination come from a translation lookup").
 */
import { z } from "zod";
import { MAX_LINES, MAX_SEARCH_DAYS, NOTE_MAX } from "./constants";
import { RE_DESTINATION_REASONS } from "./reasons";
import { customerNumber } from "@/lib/validation/customer-number";
import { normalizeIsoDate } from "@/lib/validation/date";
import { isBlank, optional } from "@/lib/validation/field";
import { todayIn } from "@/lib/market/format";

export const RE_DESTINATION_MESSAGES = {
  warehouse: "reDestination.validation.warehouse",
  unknownWarehouse: "reDestination.validation.unknownWarehouse",
  dateFrom: "reDestination.validation.dateFrom",
  dateTo: "reDestination.validation.dateTo",
  dateValid: "reDestination.validation.dateValid",
  toBeforeFrom: "reDestination.validation.toBeforeFrom",
  rangeTooLong: "reDestination.validation.rangeTooLong",
  newWarehouse: "reDestination.validation.newWarehouse",
  sameWarehouse: "reDestination.validation.sameWarehouse",
  deliveryDate: "reDestination.validation.deliveryDate",
  deliveryDatePast: "reDestination.validation.deliveryDatePast",
  lorryType: "reDestination.validation.lorryType",
  unknownLorryType: "reDestination.validation.unknownLorryType",
  reason: "reDestination.validation.reason",
  note: "reDestination.validation.note",
  lines: "reDestination.validation.lines",
  batchId: "reDestination.validation.batchId",
} as const;
const M = RE_DESTINATION_MESSAGES;

/** A facility or lorry type code chosen from a list. */
const code = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const s = typeof v === "string" || typeof v === "number" ? String(v).trim().toUpperCase() : "";
    if (!/^[A-Z0-9_]{1,20}$/.test(s)) {
      ctx.addIssue({ code: "custom", message, input: v });
      return z.NEVER;
    }
    return s;
  });

/** A required ISO date (yyyy-MM-dd, also with slashes), normalised; `requiredMessage` when empty. */
const isoDate = (requiredMessage: string) =>
  z.unknown().transform((v, ctx) => {
    if (isBlank(v)) {
      ctx.addIssue({ code: "custom", message: requiredMessage, input: v });
      return z.NEVER;
    }
    const d = typeof v === "string" ? normalizeIsoDate(v) : undefined;
    if (!d) {
      ctx.addIssue({ code: "custom", message: M.dateValid, input: v });
      return z.NEVER;
    }
    return d;
  });

/** Days from `from` to `to` (ISO dates), both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

// ---- search ----

export const ZReDestinationSearchRequest = z
  .object({
    /** facility code (BookingOrder.Warehouse), e.g. "SKA" */
    warehouse: code(M.warehouse),
    confirmedDeliveryDateFrom: isoDate(M.dateFrom),
    confirmedDeliveryDateTo: isoDate(M.dateTo),
    /** narrows to one customer; external users: must be theirs (default: the customer in play) */
    customerNumber: customerNumber({ required: false }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmedDeliveryDateTo < v.confirmedDeliveryDateFrom) {
      ctx.addIssue({ code: "custom", message: M.toBeforeFrom, path: ["confirmedDeliveryDateTo"], input: v.confirmedDeliveryDateTo });
    } else if (daysInRange(v.confirmedDeliveryDateFrom, v.confirmedDeliveryDateTo) > MAX_SEARCH_DAYS) {
      ctx.addIssue({ code: "custom", message: M.rangeTooLong, path: ["confirmedDeliveryDateTo"], input: v.confirmedDeliveryDateTo });
    }
  });
export type TReDestinationSearchInput = z.input<typeof ZReDestinationSearchRequest>;
export type TReDestinationSearchRequest = z.output<typeof ZReDestinationSearchRequest>;

// ---- step one ----

/** The new delivery date may be today or later in Sweden (the server checks the facility's zone too). */
export function isPastDate(iso: string, today: string): boolean {
  return iso < today;
}

const deliveryDate = isoDate(M.deliveryDate).refine((d) => !isPastDate(d, todayIn("se")), { message: M.deliveryDatePast });

const reason = optional(z.enum(RE_DESTINATION_REASONS, { error: M.reason }));
const note = optional(z.string({ error: M.note }).trim().max(NOTE_MAX, { error: M.note }));

const stepOneFields = {
  /** the new warehouse (facility code) */
  warehouse: code(M.newWarehouse),
  deliveryDate,
  /** lorry type code (db/schema/delivery-fee.ts lorry_types) */
  lorryType: code(M.lorryType),
  reason,
  note,
};

/**
 * Step one's form: new warehouse (not the current one), new delivery date (not in the past) and
 * lorry type, all required; reason and note optional. `currentWarehouse` is the searched one.
 */
export function reDestinationStepOneSchema(currentWarehouse?: string) {
  const current = currentWarehouse?.toUpperCase();
  // a field-level check: it is reported together with the other fields' messages (an object-level
  // refinement would only run once every field is valid)
  return z.object({
    ...stepOneFields,
    warehouse: stepOneFields.warehouse.refine((w) => !current || w !== current, { error: M.sameWarehouse }),
  });
}
export const ZReDestinationStepOne = reDestinationStepOneSchema();
export type TReDestinationStepOneInput = z.input<typeof ZReDestinationStepOne>;
export type TReDestinationStepOne = z.output<typeof ZReDestinationStepOne>;

/** A selected line and the version it had when it was shown (a change meanwhile is a conflict). */
export const ZSelectedLine = z.object({
  lineId: z.coerce.number({ error: M.lines }).int({ error: M.lines }).positive({ error: M.lines }).max(2_147_483_647, { error: M.lines }),
  version: z.string({ error: M.lines }).regex(/^\d{1,20}$/, { error: M.lines }),
});
export type TSelectedLine = z.infer<typeof ZSelectedLine>;

const lines = z
  .array(ZSelectedLine, { error: M.lines })
  .min(1, { error: M.lines })
  .max(MAX_LINES, { error: M.lines })
  .refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, { error: M.lines });

/** POST /api/re-destination/validate: step one for the selected lines → the review. */
export const ZReDestinationValidateRequest = z.object({ lines, ...stepOneFields });
export type TReDestinationValidateRequest = z.output<typeof ZReDestinationValidateRequest>;

/** POST /api/re-destination/apply ("Genomför"): as validate, plus the apply's id (a retry repeats it). */
export const ZReDestinationApplyRequest = ZReDestinationValidateRequest.extend({
  batchId: z.uuid({ error: M.batchId }),
});
export type TReDestinationApplyRequest = z.output<typeof ZReDestinationApplyRequest>;

// ---- replies (passed through these schemas, so only these fields leave) ----

const ZOption = z.object({ code: z.string(), name: z.string() });
export type ReDestinationOption = z.infer<typeof ZOption>;

export const ZReDestinationOptionsResponse = z.object({
  warehouses: z.array(ZOption),
  lorryTypes: z.array(ZOption),
  reasons: z.array(z.enum(RE_DESTINATION_REASONS)),
});
export type ReDestinationOptions = z.infer<typeof ZReDestinationOptionsResponse>;

/** One line of the search result. */
const ZLine = z.object({
  lineId: z.number(),
  /** opaque row version: send it back; a line changed meanwhile is reported, not overwritten */
  version: z.string(),
  orderNumber: z.string(),
  lineNumber: z.number(),
  customerNumber: z.string(),
  customerName: z.string(),
  itemNumber: z.string().nullable(),
  articleName: z.string().nullable(),
  sort: z.string().nullable(),
  /** kg in the database; tons = kg ÷ 1000 */
  quantityKg: z.number(),
  quantityTons: z.number(),
  /** confirmed delivery date, yyyy-MM-dd */
  deliveryDate: z.string(),
  warehouse: z.string(),
  warehouseName: z.string(),
  /** upcoming (booked, not yet started) time bookings on the line */
  bookings: z.number(),
});
export type ReDestinationLine = z.infer<typeof ZLine>;

export const ZReDestinationSearchResponse = z.object({
  warehouse: ZOption,
  confirmedDeliveryDateFrom: z.string(),
  confirmedDeliveryDateTo: z.string(),
  lines: z.array(ZLine),
});
export type ReDestinationSearchReply = z.infer<typeof ZReDestinationSearchResponse>;

/** A time booking that the move cancels (or cancelled): local date and times at its facility. */
const ZBooking = z.object({ reservationId: z.number(), date: z.string(), from: z.string(), to: z.string(), resourceGroupName: z.string() });
export type ReDestinationBooking = z.infer<typeof ZBooking>;

/** Old → new of one line (review and receipt). */
const ZChange = ZLine.extend({
  toWarehouse: z.string(),
  toWarehouseName: z.string(),
  toDeliveryDate: z.string(),
  bookingsToCancel: z.array(ZBooking),
});
export type ReDestinationChange = z.infer<typeof ZChange>;

export const ZReDestinationReviewResponse = z.object({
  warehouse: ZOption,
  deliveryDate: z.string(),
  lorryType: ZOption,
  reason: z.enum(RE_DESTINATION_REASONS).nullable(),
  note: z.string().nullable(),
  changes: z.array(ZChange),
});
export type ReDestinationReview = z.infer<typeof ZReDestinationReviewResponse>;

export const ZReDestinationReceiptResponse = ZReDestinationReviewResponse.extend({
  batchId: z.string(),
  /** ISO timestamp */
  appliedAt: z.string(),
  appliedBy: z.string(),
  /** messages queued to customers about cancelled bookings */
  notified: z.number(),
  /** true when this batch had already been applied (a retry) */
  repeated: z.boolean(),
});
export type ReDestinationReceipt = z.infer<typeof ZReDestinationReceiptResponse>;

/** POST /api/re-destination/receipt */
export const ZReDestinationReceiptRequest = z.object({ batchId: z.uuid({ error: M.batchId }) });
