/**
 * How the transport search and the upcoming deliveries show values, in the market's formats:
 * tons with up to three decimals ("32", "12,5"), days (se 2026-09-01, fi 1.9.2026) and local
 * times (se "2026-09-01 07:30", fi "1.9.2026 klo 7.30").
 */
import { formatDay, formatNumber } from "@/lib/agreements/format";
import type { Market } from "@/lib/market";

export { formatDay };

/** kg → tons, formatted ("32 000" kg → "32"). */
export const formatTons = (tons: number, market: Market): string => formatNumber(tons, market, 3);

export function formatLocalTime(time: string, market: Market): string {
  if (market !== "fi") return time;
  const [h, m] = time.split(":");
  return `${Number(h)}.${m}`;
}

/** A local date and time of the market's time zone. */
export function formatLocalDateTime(local: { date: string; time: string }, market: Market): string {
  return market === "fi"
    ? `${formatDay(local.date, market)} klo ${formatLocalTime(local.time, market)}`
    : `${formatDay(local.date, market)} ${local.time}`;
}
