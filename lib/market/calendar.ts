/**
 * Calendar dates ("yyyy-MM-dd") without a time zone (./dates.ts re-exports them): no
 * @date-fns/tz, so browser code that only counts days does not load it (decision 099).
 */
export const pad2 = (n: number) => String(n).padStart(2, "0");
const pad = pad2;

/** Year, month and day of a "yyyy-MM-dd" date; a malformed date gives NaN parts (an Invalid Date), as `Number` would. */
export function ymd(day: string): [number, number, number] {
  const [y = NaN, m = NaN, d = NaN] = day.split("-").map(Number);
  return [y, m, d];
}

/** yyyy-MM-dd plus n calendar days (no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = ymd(day);
  const dt = new Date(Date.UTC(y, m - 1, d + n));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
}

/** ISO weekday of a calendar date. */
export function isoWeekday(day: string): number {
  const [y, m, d] = ymd(day);
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}
