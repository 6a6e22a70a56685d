/**
 * The delivery assurance rules that need the clock: today and the hour in the market's time zone
 * (spec 1 §5, §9). Used by ./schemas.ts (loaded with the form's validation) and the server; the
 * form's own rules are in ./rules.ts.
 */
import { addDays } from "@/lib/market/calendar";
import { toLocal } from "@/lib/market/dates";
import { deliveryWindow, OWN_TRANSPORT, OWN_TRANSPORT_CUTOFF_HOUR, type DeliveryAssuranceSettingsView } from "./rules";

/** The local date and hour of an instant in a time zone. */
export function localNow(now: Date, timeZone: string): { today: string; hour: number } {
  const { date, time } = toLocal(now, timeZone);
  return { today: date, hour: Number(time.slice(0, 2)) };
}

export type DeliveryDateProblem = "ownTransport" | "past" | "window";

/**
 * The delivery date rules (spec 1 §5): with own farm transport the date cannot be today or
 * earlier, and from 09:00 local time tomorrow is refused as well; no transport may promise a
 * date that has passed; the date must lie within the harvest period ± pre/post days.
 */
export function checkDeliveryDate(
  date: string,
  opts: { transportation?: string | null; now: Date; timeZone: string; settings: DeliveryAssuranceSettingsView },
): DeliveryDateProblem | null {
  const { today, hour } = localNow(opts.now, opts.timeZone);
  if (opts.transportation === OWN_TRANSPORT) {
    if (date <= today) return "ownTransport";
    if (hour >= OWN_TRANSPORT_CUTOFF_HOUR && date === addDays(today, 1)) return "ownTransport";
  } else if (date < today) {
    return "past";
  }
  const w = deliveryWindow(opts.settings);
  if (date < w.from || date > w.to) return "window";
  return null;
}

/** The harvest years offered: this year and the two before (and next year, for early promises). */
export function harvestYearOptions(now: Date, timeZone: string): number[] {
  const year = Number(localNow(now, timeZone).today.slice(0, 4));
  return [year + 1, year, year - 1, year - 2];
}
