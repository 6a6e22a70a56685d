/**
 * Requests and replies of the transport search (spec 1 §2 "Search transport page: category, text,
 * dates; announcements dialog", §7 POST /api/search-transport/get-annoncements, §9). The search
 * request schema is shared by the form (zodResolver) and POST /api/search-transport/search, so the
 * rules hold on both sides: the date fields only count for the categories Kundnummer and Lastbil,
 * and a range over 7 days is an error. Messages are translation keys (locales/{sv,fi}/transport.json).
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { checkIsoDate } from "@/lib/validation/date";
import { rangeLengthDays } from "@/lib/ui/date-range";
import { hasDateFields, MAX_SEARCH_DAYS, TRANSPORT_CATEGORIES, TRANSPORT_ROW_STATUSES, type TransportCategory } from "./constants";

export const TRANSPORT_MESSAGES = {
  category: "transport.validation.category",
  textRequired: "transport.validation.textRequired",
  orderNumber: "transport.validation.orderNumber",
  customerNumber: "transport.validation.customerNumber",
  lorry: "transport.validation.lorry",
  facility: "transport.validation.facility",
  fromDate: "transport.validation.fromDate",
  toDate: "transport.validation.toDate",
  toBeforeFrom: "transport.validation.toBeforeFrom",
  rangeTooLong: "transport.validation.rangeTooLong",
  orderRowId: "transport.validation.orderRowId",
} as const;
const M = TRANSPORT_MESSAGES;

/** "abc 123", "ABC-123" → "ABC123" (registration numbers are stored like this). */
export function normalizeRegNo(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** The search text of a category, normalised, or the message key of why it is refused. */
export function checkSearchText(category: TransportCategory, raw: string): { ok: true; value: string } | { ok: false; error: string } {
  const text = raw.trim();
  if (!text) return { ok: false, error: M.textRequired };
  switch (category) {
    case "Ordernummer":
      return /^[0-9]{1,12}$/.test(text) ? { ok: true, value: text } : { ok: false, error: M.orderNumber };
    case "Kundnummer":
      return /^[0-9]{1,12}$/.test(text) ? { ok: true, value: text } : { ok: false, error: M.customerNumber };
    case "Lastbil": {
      const reg = normalizeRegNo(text);
      return /^[A-Z0-9]{2,10}$/.test(reg) ? { ok: true, value: reg } : { ok: false, error: M.lorry };
    }
    case "Anläggning":
      return /^[\p{L}\p{N} ]{2,40}$/u.test(text) ? { ok: true, value: text } : { ok: false, error: M.facility };
  }
}

const text = z.union([z.string(), z.number()], { error: M.textRequired }).transform((v) => String(v));
const optionalText = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .optional()
  .transform((v) => (v === null || v === undefined ? "" : String(v).trim()));

/**
 * POST /api/search-transport/search (not in the spec's list of calls: the legacy page posted its
 * form; documented in the decision record): category, text, fromDate, toDate (yyyy-MM-dd, only
 * for Kundnummer and Lastbil, both required there, at most 7 days apart).
 */
export const ZSearchTransportRequest = z
  .object({
    category: z.enum(TRANSPORT_CATEGORIES, { error: M.category }),
    text,
    fromDate: optionalText,
    toDate: optionalText,
  })
  .transform((v, ctx) => {
    const checked = checkSearchText(v.category, v.text);
    if (!checked.ok) ctx.addIssue({ code: "custom", path: ["text"], message: checked.error, input: v.text });
    if (!hasDateFields(v.category)) {
      return checked.ok ? { category: v.category, text: checked.value, fromDate: undefined, toDate: undefined } : z.NEVER;
    }
    const from = v.fromDate ? checkIsoDate(v.fromDate) : null;
    const to = v.toDate ? checkIsoDate(v.toDate) : null;
    if (!from?.ok) ctx.addIssue({ code: "custom", path: ["fromDate"], message: M.fromDate, input: v.fromDate });
    if (!to?.ok) ctx.addIssue({ code: "custom", path: ["toDate"], message: M.toDate, input: v.toDate });
    if (!checked.ok || !from?.ok || !to?.ok) return z.NEVER;
    const days = rangeLengthDays(from.value, to.value) ?? 0;
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: M.toBeforeFrom, input: v.toDate });
      return z.NEVER;
    }
    if (days > MAX_SEARCH_DAYS) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: M.rangeTooLong, input: v.toDate });
      return z.NEVER;
    }
    return { category: v.category, text: checked.value, fromDate: from.value, toDate: to.value };
  });
export type TSearchTransportInput = z.input<typeof ZSearchTransportRequest>;
export type TSearchTransportRequest = z.output<typeof ZSearchTransportRequest>;

export const ZTransportRow = z.object({
  /** the announcements call's orderRowId */
  orderRowId: z.number().int(),
  orderNumber: z.string(),
  rowNumber: z.number().int(),
  customerNumber: z.string(),
  customerName: z.string(),
  /** facility name or farm address */
  from: z.string(),
  fromFacilityCode: z.string().nullable(),
  to: z.string(),
  toFacilityCode: z.string().nullable(),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  quantityKg: z.number().int(),
  /** quantityKg ÷ 1000 */
  quantityTons: z.number(),
  /** yyyy-MM-dd */
  plannedDate: z.string(),
  /** Lastbil: registration number, or null until planned */
  lorry: z.string().nullable(),
  /** Owner/forwarder: only for internal staff and transporters (spec 1 §6), else null */
  owner: z.string().nullable(),
  ownerName: z.string().nullable(),
  status: z.enum(TRANSPORT_ROW_STATUSES),
  announcementCount: z.number().int(),
});
export type TTransportRow = z.infer<typeof ZTransportRow>;

export const ZSearchTransportResponse = z.object({
  rows: z.array(ZTransportRow),
  /** more rows matched than MAX_SEARCH_ROWS */
  truncated: z.boolean(),
  /** the Owner column is shown (internal staff and transporters) */
  showOwner: z.boolean(),
});
export type TSearchTransportResponse = z.infer<typeof ZSearchTransportResponse>;

/** POST /api/search-transport/get-annoncements (spec 1 §7): orderRowId. */
export const ZGetAnnouncementsRequest = z.object({
  orderRowId: z.coerce
    .number({ error: M.orderRowId })
    .int({ error: M.orderRowId })
    .positive({ error: M.orderRowId })
    .max(2_147_483_647, { error: M.orderRowId }),
});
export type TGetAnnouncementsRequest = z.infer<typeof ZGetAnnouncementsRequest>;

export const ZAnnouncement = z.object({
  id: z.number().int(),
  /** ISO instant */
  sentAt: z.string(),
  /** local "yyyy-MM-dd HH:mm" in the market's time zone */
  sentLocal: z.object({ date: z.string(), time: z.string() }),
  channel: z.enum(["sms", "email"]),
  recipient: z.string(),
  message: z.string(),
  plannedArrival: z.string().nullable(),
  plannedArrivalLocal: z.object({ date: z.string(), time: z.string() }).nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZGetAnnouncementsResponse = z.object({
  orderRowId: z.number().int(),
  orderNumber: z.string(),
  rowNumber: z.number().int(),
  announcements: z.array(ZAnnouncement),
  /** 'Aviseringsinformation saknas' when there are none (spec 1 §8), else null: a message key the wrapper renders */
  Message: message().nullable(),
});
export type TGetAnnouncementsResponse = z.infer<typeof ZGetAnnouncementsResponse>;
