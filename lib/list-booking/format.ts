/**
 * How the list booking shows quantities and dates: kg from the database in tons (÷ 1000, spec 2
 * §9) with the market's number format ("32", "12,5"), and a booking's local date (yyyy-MM-dd of
 * the facility) in the market's date format (sv 2026-09-14, fi 14.9.2026). Pure; used by the page
 * and the PDF.
 */
import { MARKETS, type Market } from "@/lib/market";
import { formatLocalDay as formatDay } from "@/lib/time-booking/booking-form-rules";
import { numberFormat } from "@/lib/market/number-format";

/** kg → tons, shown with up to 3 decimals. */
export function formatTons(kg: number, market: Market): string {
  return numberFormat(MARKETS[market].locale, { maximumFractionDigits: 3 }).format(kg / 1000);
}

/** A quantity already in tons. */
export function formatTonValue(tons: number, market: Market): string {
  return numberFormat(MARKETS[market].locale, { maximumFractionDigits: 3 }).format(tons);
}

/** "2026-09-14" → "2026-09-14" (se) / "14.9.2026" (fi) (the time booking's rule); empty for none. */
export function formatLocalDay(isoDay: string | null | undefined, market: Market): string {
  return isoDay ? formatDay(isoDay, market) : "";
}

/** "08:30" → "08:30" (se) / "08.30" (fi). */
export function formatLocalTime(hhmm: string, market: Market): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m || market !== "fi") return hhmm;
  return `${m[1]}.${m[2]}`;
}
