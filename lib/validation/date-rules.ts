import { type Checked, fail, ok } from "./check";

/**
 * ISO date (spec 1 §5 "Generic rules"): year-month-day, also with slashes, 1 or 2 digit month
 * and day, and a real date. Normalised to yyyy-MM-dd. Both separators must be the same.
 */
const ISO_DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A calendar date that exists (year 1 to 9999; there is no year 0). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2024/2/9" → "2024-02-09"; undefined when it is not a real date in that form. */
export function normalizeIsoDate(value: string): string | undefined {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[3]), Number(m[4])];
  return isRealDate(y, mo, d) ? `${pad(y, 4)}-${pad(mo)}-${pad(d)}` : undefined;
}

export const isIsoDate = (value: string): boolean => normalizeIsoDate(value) !== undefined;

export function checkIsoDate(value: string): Checked<string> {
  const normalized = normalizeIsoDate(value);
  return normalized === undefined ? fail("valid") : ok(normalized);
}
