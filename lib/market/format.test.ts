import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { MARKETS, type Market } from "./index";
import { formatDate, formatDateTime, todayIn } from "./format";

/** What the date-fns version printed (decision 099 replaced it with Intl in the browser). */
const dateFns = (value: Date, market: Market, pattern: string) => format(new TZDate(value, MARKETS[market].timeZone), pattern);

describe("market date formats (Intl, as date-fns printed them)", () => {
  it("matches date-fns for every market, across the year, DST changes and midnight", () => {
    const instants: Date[] = [];
    // every 7 h 13 min over two years: all hours, both DST changes, year ends
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 2); t += (7 * 60 + 13) * 60_000) instants.push(new Date(t));
    instants.push(new Date("2026-03-29T00:59:59Z"), new Date("2026-03-29T01:00:00Z"), new Date("2026-10-25T00:30:00Z"));
    instants.push(new Date("2026-12-31T22:59:00Z"), new Date("2026-12-31T23:00:00Z"), new Date("0999-05-04T12:00:00Z"));
    for (const market of ["se", "fi"] as const) {
      const m = MARKETS[market];
      for (const d of instants) {
        expect(formatDate(d, market)).toBe(dateFns(d, market, m.dateFormat));
        expect(formatDateTime(d, market)).toBe(dateFns(d, market, m.dateTimeFormat));
        expect(todayIn(market, d)).toBe(dateFns(d, market, "yyyy-MM-dd"));
      }
    }
  });

  it("takes ISO strings and epoch numbers, and refuses an invalid date as date-fns did", () => {
    expect(formatDateTime("2026-07-01T10:05:00Z", "fi")).toBe("1.7.2026 klo 13.05");
    expect(formatDateTime(Date.UTC(2026, 0, 9, 23, 0), "se")).toBe("2026-01-10 00:00");
    expect(() => formatDate("not a date", "se")).toThrow(RangeError);
  });
});
