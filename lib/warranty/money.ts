/**
 * The warranty claim's arithmetic (spec 4 §5 "Warranty form"), shared by the form and the server
 * (decision 061). Money is integer cents and amounts/hours are integer hundredths, so no sum ever
 * drifts: a line total is amount × unit price, a row price hours × price per hour, each rounded
 * half up to the cent once; the table totals and the overall total are sums of those cents.
 */

/** A decimal number typed by a person ("12,50", "12.5", " 3 ") as an integer of 1/100 units; null when not a number. */
export function parseHundredths(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const s = String(input)
    .trim()
    .replace(/\s|\u00a0/g, "")
    .replace(",", ".");
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? "").padEnd(2, "0"));
  return whole * 100 + frac;
}

/** a × b where both are in hundredths, as cents: half up. */
export function multiplyHundredths(a: number, b: number): number {
  return Math.floor((a * b + 50) / 100);
}

/** Line total of a spare part: amount × unit price (cents); null when either is not a number. */
export function lineTotalCents(amount: string | number | null | undefined, unitPrice: string | number | null | undefined): number | null {
  const a = parseHundredths(amount);
  const p = parseHundredths(unitPrice);
  return a === null || p === null ? null : multiplyHundredths(a, p);
}

/** Row price of service hours: hours × price per hour (cents); null when either is not a number. */
export const rowPriceCents = (hours: string | number | null | undefined, perHour: string | number | null | undefined): number | null =>
  lineTotalCents(hours, perHour);

/** Cents as a plain decimal string with two decimals ("1234.50"), the API's money format. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Hundredths as the shortest decimal string ("1.5", "2"). */
export function hundredthsToDecimal(h: number): string {
  const whole = Math.floor(h / 100);
  const frac = h % 100;
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
}

/** Cents for people in Finnish: "1 234,50" (no currency sign). */
export function formatCentsFi(cents: number): string {
  const [whole, frac] = centsToDecimal(cents).split(".");
  return `${(whole ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")},${frac ?? "00"}`;
}

export interface ClaimTotals {
  partsCents: number;
  workCents: number;
  totalCents: number;
}

export function claimTotals(parts: readonly { lineTotalCents: number }[], hours: readonly { priceCents: number }[]): ClaimTotals {
  const partsCents = parts.reduce((s, p) => s + p.lineTotalCents, 0);
  const workCents = hours.reduce((s, h) => s + h.priceCents, 0);
  return { partsCents, workCents, totalCents: partsCents + workCents };
}

/** Whole days from `start` to `today` (both yyyy-MM-dd). */
export function daysBetween(start: string, today: string): number {
  const a = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8, 10)));
  const b = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
  return Math.round((b - a) / 86_400_000);
}

/** Spec 4 §9: the validity warning shows when the warranty started 366 days or more before today. */
export const WARRANTY_WARNING_DAYS = 366;
export const needsValidityWarning = (start: string, today: string): boolean => daysBetween(start, today) >= WARRANTY_WARNING_DAYS;

/** A day typed as d.M.yyyy, d/M/yyyy or yyyy-MM-dd as yyyy-MM-dd; null when it is no real date. */
export function parseDay(input: string | null | undefined): string | null {
  if (!input) return null;
  const s = input.trim();
  let y: number, m: number, d: number;
  let r = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (r) [y, m, d] = [Number(r[1]), Number(r[2]), Number(r[3])];
  else {
    r = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(s);
    if (!r) return null;
    [d, m, y] = [Number(r[1]), Number(r[2]), Number(r[3])];
  }
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d || y < 1900) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
