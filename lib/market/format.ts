import { MARKETS, type Market } from "./index";

/**
 * Dates and times in the market's time zone and format (MARKETS: `yyyy-MM-dd`, `d.M.yyyy 'klo'
 * HH.mm`, …). The calendar fields come from `Intl.DateTimeFormat` in that time zone; the pattern's
 * tokens (yyyy, MM, M, dd, d, HH, mm and 'quoted text', as date-fns reads them) are filled in
 * here. No date-fns: this module is on many pages in the browser (decision 099). An invalid date
 * throws a RangeError, as date-fns' `format` did.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function fieldsIn(value: Date, timeZone: string): Record<"y" | "M" | "d" | "H" | "m", number> {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formats.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(value)) p[part.type] = part.value;
  return { y: Number(p.year), M: Number(p.month), d: Number(p.day), H: Number(p.hour) % 24, m: Number(p.minute) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function render(value: Date | string | number, timeZone: string, pattern: string): string {
  const v = fieldsIn(new Date(value), timeZone);
  return pattern.replace(/'([^']*)'|yyyy|MM|M|dd|d|HH|mm/g, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case "yyyy":
        return pad(v.y, 4);
      case "MM":
        return pad(v.M);
      case "M":
        return String(v.M);
      case "dd":
        return pad(v.d);
      case "d":
        return String(v.d);
      case "HH":
        return pad(v.H);
      default:
        return pad(v.m);
    }
  });
}

/** A point in time shown as a date in the market's time zone and format. */
export function formatDate(value: Date | string | number, market: Market): string {
  const m = MARKETS[market];
  return render(value, m.timeZone, m.dateFormat);
}

export function formatDateTime(value: Date | string | number, market: Market): string {
  const m = MARKETS[market];
  return render(value, m.timeZone, m.dateTimeFormat);
}

/** The calendar date (yyyy-MM-dd) it is now in the market's time zone. */
export function todayIn(market: Market, now: Date = new Date()): string {
  return render(now, MARKETS[market].timeZone, "yyyy-MM-dd");
}
