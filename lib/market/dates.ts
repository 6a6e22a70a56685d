/**
 * Calendar dates ("yyyy-MM-dd") and local times in a market's time zone: pure helpers shared by
 * the booking calendar (lib/time-booking), the other logistics areas and the seeds (decision 027).
 */
import { TZDate } from "@date-fns/tz";

const pad = (n: number) => String(n).padStart(2, "0");

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

/** The instant of a local date and minute-of-day in a time zone. */
export function localInstant(day: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = ymd(day);
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime());
}

/** The local "yyyy-MM-dd" and "HH:mm" of an instant in a time zone. */
export function toLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const z = new TZDate(instant.getTime(), timeZone);
  return { date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`, time: `${pad(z.getHours())}:${pad(z.getMinutes())}` };
}
