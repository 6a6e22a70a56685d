import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { MARKETS, type Market } from "./index";

/** A point in time shown as a date in the market's time zone and format. */
export function formatDate(value: Date | string | number, market: Market): string {
  const m = MARKETS[market];
  return format(new TZDate(new Date(value), m.timeZone), m.dateFormat);
}

export function formatDateTime(value: Date | string | number, market: Market): string {
  const m = MARKETS[market];
  return format(new TZDate(new Date(value), m.timeZone), m.dateTimeFormat);
}

/** The calendar date (yyyy-MM-dd) it is now in the market's time zone. */
export function todayIn(market: Market, now: Date = new Date()): string {
  return format(new TZDate(now, MARKETS[market].timeZone), "yyyy-MM-dd");
}
