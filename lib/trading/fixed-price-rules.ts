/**
 * The fixed price agreement's rules (spec 2 §4 "Fixed price", §5 "Fixed price", §9; decision 065),
 * one function each for the page and the server: `POST /api/fixed-price-agreement/save` runs the
 * same checks again with limits and prices from our tables.
 */
import { daysInMonth, normalizeIsoDate } from "@/lib/validation/date-rules";
import type { FieldMessage, FormErrors } from "./agreement-rules";

/** Call-off number: FP and four digits (spec 2 §5, §9). */
export const CALL_OFF_PATTERN = /^FP\d{4}$/;
export const CALL_OFF_MAX = 7;
export const DESIGNATION_MAX = 30;
/** The unit of every line (spec 2 §9). */
export const FIXED_PRICE_UNIT = "Ton";
/** Categories whose end date is picked (others run whole months); the first two have special discount limits. */
export const DATE_END_CATEGORIES = [411, 412, 410] as const;
export const SPECIAL_DISCOUNT_CATEGORIES = [411, 412] as const;
/** Manual discount per ton, normally (spec 2 §5, §9). */
export const DISCOUNT_LIMITS = { min: 0, max: 30 } as const;
/** How long an agreement may run at most: the end date no later than a year from today. */
export const MAX_YEARS_AHEAD = 1;

/** Input of the call-off field: upper case, letters and digits only, at most 7. */
export const normalizeCallOff = (v: string): string =>
  v
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, CALL_OFF_MAX);
export const isCallOff = (v: string): boolean => CALL_OFF_PATTERN.test(v);

/** Designation: at most 30 characters, lower case, anything but letters and digits a dash. */
export const normalizeDesignation = (v: string): string =>
  v
    .slice(0, DESIGNATION_MAX)
    .toLowerCase()
    .replace(/[^a-z0-9åäöü]/g, "-");

/** Quantity key input: digits only. */
export const digitsOnly = (v: string): string => v.replace(/\D/g, "");

/** The last day the agreement may run: today plus one year. */
export function latestEndDate(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const day = Math.min(d, daysInMonth(y + MAX_YEARS_AHEAD, m));
  return `${y + MAX_YEARS_AHEAD}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The end date of a months-category agreement: the last day of the `months`-th month from the start's month. */
export function endOfMonths(from: string, months: number): string {
  const [y, m] = from.split("-").map(Number) as [number, number];
  const idx = m - 1 + months - 1;
  const yy = y + Math.floor(idx / 12);
  const mm = (idx % 12) + 1;
  return `${yy}-${String(mm).padStart(2, "0")}-${String(daysInMonth(yy, mm)).padStart(2, "0")}`;
}

const isMonthEnd = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return d === daysInMonth(y, m);
};

export interface DateFields {
  fromDate: string;
  endDate: string;
}

/** Start: a real date, not before today. End: a real date, not before the start, at most a year ahead; whole months where the category says so. */
export function checkDates(f: DateFields, ctx: { today: string; endMode: "date" | "months" }): FormErrors {
  const e: FormErrors = {};
  const add = (field: string, key: string, values?: FieldMessage["values"]) => (e[field] ??= []).push({ key, values });
  const from = normalizeIsoDate(f.fromDate ?? "");
  const end = normalizeIsoDate(f.endDate ?? "");
  if (!from || from < ctx.today) add("fromDate", "fixedPrice.errors.startDate");
  if (!end) add("endDate", "fixedPrice.errors.endDateRequired");
  else if (end > latestEndDate(ctx.today)) add("endDate", "fixedPrice.errors.endDateTooLate");
  else if (from && end < from) add("endDate", "fixedPrice.errors.endBeforeStart");
  else if (ctx.endMode === "months" && !isMonthEnd(end)) add("endDate", "fixedPrice.errors.wholeMonths");
  return e;
}

export interface LineLimits {
  quantityMin: number;
  quantityMax: number;
  supplementMin: number;
  supplementMax: number;
  discountMin: number;
  discountMax: number;
}

/** The limits of a line: the article's quantity and supplement; the discount 0–30, or up to the price in the special categories. */
export function lineLimits(
  a: { quantityMin: number; quantityMax: number; supplementMin: number; supplementMax: number },
  ctx: { categoryDiscountMax: number | null; customerPrice: number },
): LineLimits {
  return {
    quantityMin: a.quantityMin,
    quantityMax: a.quantityMax,
    supplementMin: a.supplementMin,
    supplementMax: a.supplementMax,
    discountMin: DISCOUNT_LIMITS.min,
    discountMax: ctx.categoryDiscountMax ?? Math.floor(ctx.customerPrice),
  };
}

export interface LineValues {
  quantity: string;
  manualDiscount: string;
  termSupplement: string;
}

const INTEGER = /^\d+$/;
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
export const toAmount = (v: string): number => Number(v.trim().replace(",", "."));

/** Quantity (whole tons), discount and supplement (kr/ton) within their limits, with the spec's message. */
export function checkLine(l: LineValues, limits: LineLimits): FormErrors {
  const e: FormErrors = {};
  const range = (field: string, v: string, re: RegExp, min: number, max: number) => {
    const s = (v ?? "").trim();
    if (!re.test(s) || toAmount(s) < min || toAmount(s) > max)
      (e[field] ??= []).push({ key: "fixedPrice.errors.outOfRange", values: { min, max } });
  };
  range("quantity", l.quantity, INTEGER, limits.quantityMin, limits.quantityMax);
  range("manualDiscount", l.manualDiscount === "" ? "0" : l.manualDiscount, AMOUNT, limits.discountMin, limits.discountMax);
  range("termSupplement", l.termSupplement === "" ? "0" : l.termSupplement, AMOUNT, limits.supplementMin, limits.supplementMax);
  return e;
}

/** Price per ton of a line: the customer's price less the discount plus the term supplement, in öre-exact arithmetic. */
export function linePrice(customerPrice: number, discount: number, supplement: number): number {
  const cents = Math.round(customerPrice * 100) - Math.round(discount * 100) + Math.round(supplement * 100);
  return cents / 100;
}

/** Continue from the header step: a valid call-off number (the button is enabled only then). */
export function checkHeader(f: { callOffAgreementNr: string; designation: string }): FormErrors {
  const e: FormErrors = {};
  if (!isCallOff(f.callOffAgreementNr ?? "")) e.callOffAgreementNr = [{ key: "fixedPrice.errors.callOff" }];
  if ((f.designation ?? "").length > DESIGNATION_MAX) e.designation = [{ key: "fixedPrice.errors.designation" }];
  return e;
}
