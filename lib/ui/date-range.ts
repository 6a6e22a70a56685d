/**
 * Pure rules for a from/to date pair (spec 1 §5, §9): a range longer than the allowed number of
 * days (7 by default) is flagged, and picking a from date after the to date moves the to date.
 */
import { isoToDate } from "./date-input";

export const DEFAULT_MAX_RANGE_DAYS = 7;

const dayNumber = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());

export interface DateRange {
  /** ISO yyyy-MM-dd or "" */
  from: string;
  /** ISO yyyy-MM-dd or "" */
  to: string;
}

/** Days from `from` to `to` (2024-01-01 → 2024-01-08 is 7), or null when either is not a date. */
export function rangeLengthDays(from: string, to: string): number | null {
  const f = isoToDate(from);
  const t = isoToDate(to);
  // calendar days between two local dates (as date-fns' differenceInCalendarDays; no date-fns in the picker, decision 100)
  return f && t ? Math.round((dayNumber(t) - dayNumber(f)) / 86_400_000) : null;
}

/** A range "over N days": the to date lies more than N days after the from date. */
export function isRangeTooLong(from: string, to: string, maxDays = DEFAULT_MAX_RANGE_DAYS): boolean {
  const days = rangeLengthDays(from, to);
  return days !== null && days > maxDays;
}

/** A new from date after the current to date moves the to date to the from date. */
export function withFrom(range: DateRange, from: string): DateRange {
  const days = rangeLengthDays(from, range.to);
  return { from, to: days !== null && days < 0 ? from : range.to };
}

export type DateRangeError = { code: "tooLong"; maxDays: number } | { code: "toBeforeFrom" } | null;

/**
 * The pair's error, if any. `maxDays` null (or false) turns the length flag off.
 */
export function validateDateRange(range: DateRange, maxDays: number | null | false = DEFAULT_MAX_RANGE_DAYS): DateRangeError {
  const days = rangeLengthDays(range.from, range.to);
  if (days === null) return null;
  if (days < 0) return { code: "toBeforeFrom" };
  if (typeof maxDays === "number" && days > maxDays) return { code: "tooLong", maxDays };
  return null;
}
