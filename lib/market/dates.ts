/**
 * Calendar dates ("yyyy-MM-dd") and local times in a market's time zone: pure helpers shared by
 * the booking calendar (lib/time-booking), the other logistics areas and the seeds (decision 027).
 */
import { TZDate } from "@date-fns/tz";
import { pad2 as pad, ymd } from "./calendar";

export { addDays, isoWeekday, ymd } from "./calendar";

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
