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

/** A local date and time (frozen: one object is shared by every instant of its minute). */
export type LocalDateTime = Readonly<{ date: string; time: string }>;

/**
 * Local dates and times already made, per time zone and minute: a zone's offset changes only on a
 * whole minute, and the texts have no seconds, so every instant of a minute has the same local date
 * and time. A TZDate costs ~11 µs (an Intl format) and the texts ~1 µs more; a hit ~0.2 µs — a
 * booking list converts hundreds of instants that fall on a few dozen slot starts (issue 18,
 * decisions 109 and 115).
 */
const locals = new Map<string, Map<number, LocalDateTime>>();
const LOCALS_MAX = 50_000;

/** The local "yyyy-MM-dd" and "HH:mm" of an instant in a time zone. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const ms = instant.getTime();
  const minute = Math.floor(ms / 60_000);
  let zone = locals.get(timeZone);
  if (!zone) locals.set(timeZone, (zone = new Map<number, LocalDateTime>()));
  let local = zone.get(minute);
  if (local === undefined) {
    // TZDate's getTimezoneOffset is the zone's own offset (minutes behind UTC), as Date's
    const offset = -new TZDate(minute * 60_000, timeZone).getTimezoneOffset() * 60_000;
    const z = new Date(minute * 60_000 + offset);
    local = Object.freeze({
      date: `${z.getUTCFullYear()}-${pad(z.getUTCMonth() + 1)}-${pad(z.getUTCDate())}`,
      time: `${pad(z.getUTCHours())}:${pad(z.getUTCMinutes())}`,
    });
    if (zone.size >= LOCALS_MAX) zone.clear();
    zone.set(minute, local);
  }
  return local;
}
