/**
 * Pure rules for the date picker (spec 1 §2, §5): how a date is shown and typed per market (the
 * calendar grid and its keys are React Aria's Calendar, Monday first). Values travel as ISO calendar dates ("yyyy-MM-dd"), never as Date objects with
 * a time, so no time zone can shift a day.
 */
import type { Market } from "@/lib/market";

/**
 * The input's format: a market's (Sweden yyyy-mm-dd, Finland dd/mm/yy) or the Finnish agro desk's
 * yy-mm-dd (spec 4 §9).
 */
export type DateInputFormat = Market | "agro";

/** How the input shows a date: Sweden yyyy-mm-dd, Finland dd/mm/yy, agro desk yy-mm-dd. */
export const DATE_INPUT_PATTERN: Record<DateInputFormat, string> = { se: "yyyy-MM-dd", fi: "dd/MM/yy", agro: "yy-MM-dd" };

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Finnish typing: day and month with 1 or 2 digits, "/" or ".", year with 2 or 4 digits. */
const FI_RE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})$/;
/** Agro-desk typing: yy-mm-dd (also yyyy-mm-dd), month and day with 1 or 2 digits. */
const AGRO_RE = /^(\d{2}|\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * A local date in one of the patterns above (yyyy, yy, MM, dd): date-fns' `format` for these tokens,
 * without date-fns in the date picker's first load (decision 100).
 */
function formatPattern(date: Date, pattern: string): string {
  return pattern.replace(/yyyy|yy|MM|dd/g, (token) =>
    token === "yyyy"
      ? pad(date.getFullYear(), 4)
      : token === "yy"
        ? pad(date.getFullYear() % 100, 2)
        : token === "MM"
          ? pad(date.getMonth() + 1, 2)
          : pad(date.getDate(), 2),
  );
}

function realDate(y: number, m: number, d: number): Date | null {
  if (y < 1 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(y, m - 1, 1);
  date.setFullYear(y); // years below 100 are not shifted to 19xx
  // the month's last day: day 0 of the next month
  const last = new Date(date);
  last.setFullYear(y, m, 0);
  if (d > last.getDate()) return null;
  date.setDate(d);
  return date;
}

/** A Date (local midnight) for a strict ISO calendar date, or null when it is not a real date. */
export function isoToDate(iso: string | null | undefined): Date | null {
  const m = ISO_RE.exec(iso ?? "");
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function isValidIsoDate(iso: string | null | undefined): iso is string {
  return isoToDate(iso) !== null;
}

/** The ISO calendar date of a Date in local time. */
export function dateToIso(date: Date): string {
  return formatPattern(date, "yyyy-MM-dd");
}

/** The text the input shows for an ISO date ("" when the value is empty or not a date). */
export function formatDateInput(iso: string | null | undefined, market: DateInputFormat): string {
  const d = isoToDate(iso);
  return d ? formatPattern(d, DATE_INPUT_PATTERN[market]) : "";
}

/** Two-digit year: the century that puts the year closest to the reference year. */
export function expandTwoDigitYear(yy: number, referenceYear: number): number {
  const base = Math.floor(referenceYear / 100) * 100;
  const candidates = [base - 100 + yy, base + yy, base + 100 + yy];
  return candidates.reduce((best, c) => (Math.abs(c - referenceYear) < Math.abs(best - referenceYear) ? c : best));
}

export type ParsedDateInput = { kind: "empty" } | { kind: "valid"; iso: string } | { kind: "invalid" };

/**
 * Reads what the user typed. Sweden: exactly yyyy-mm-dd and a real date (spec 1 §5), anything
 * else is invalid. Finland: dd/mm/yy (also d/m/yy, dots, or a four-digit year). Agro desk:
 * yy-mm-dd (also yyyy-mm-dd, one-digit month or day).
 */
export function parseDateInput(text: string, market: DateInputFormat, referenceYear = new Date().getFullYear()): ParsedDateInput {
  const s = text.trim();
  if (!s) return { kind: "empty" };
  let date: Date | null = null;
  if (market === "se") {
    date = isoToDate(s);
  } else if (market === "agro") {
    const [, yy, mo, d] = AGRO_RE.exec(s) ?? [];
    if (d && mo && yy) {
      const y = yy.length === 2 ? expandTwoDigitYear(Number(yy), referenceYear) : Number(yy);
      date = realDate(y, Number(mo), Number(d));
    }
  } else {
    const [, d, mo, yy] = FI_RE.exec(s) ?? [];
    if (d && mo && yy) {
      const y = yy.length === 2 ? expandTwoDigitYear(Number(yy), referenceYear) : Number(yy);
      date = realDate(y, Number(mo), Number(d));
    }
  }
  return date ? { kind: "valid", iso: dateToIso(date) } : { kind: "invalid" };
}

export type DateBounds = { min?: string | null; max?: string | null };

/** Whether an ISO date lies inside optional min/max (both inclusive). ISO strings sort as dates. */
export function checkDateBounds(iso: string, { min, max }: DateBounds): "ok" | "beforeMin" | "afterMax" {
  if (isValidIsoDate(min) && iso < min) return "beforeMin";
  if (isValidIsoDate(max) && iso > max) return "afterMax";
  return "ok";
}

/** A time typed as HH:mm (also H:mm or H.mm) → "HH:mm", or null when it is not a time of day. */
export function parseTimeInput(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}
