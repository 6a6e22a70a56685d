import { TZDate } from "@date-fns/tz";
import type { DbOrTx } from "@/db";
import { enqueueJob } from "./enqueue-job";
import { jobRegistry, type JobRegistry, type Schedule } from "./registry";

/** The start of the period `now` falls in. */
export function periodStart(schedule: Schedule, now: Date): Date {
  if ("everySeconds" in schedule) {
    const ms = schedule.everySeconds * 1000;
    if (!(ms > 0)) throw new Error("everySeconds must be positive");
    return new Date(Math.floor(now.getTime() / ms) * ms);
  }
  const m = /^(\d{2}):(\d{2})$/.exec(schedule.dailyAt);
  if (!m) throw new Error(`dailyAt "${schedule.dailyAt}" is not hh:mm`);
  const local = new TZDate(now.getTime(), schedule.timeZone);
  const at = (daysBack: number) =>
    new Date(
      new TZDate(
        local.getFullYear(),
        local.getMonth(),
        local.getDate() - daysBack,
        Number(m[1]),
        Number(m[2]),
        0,
        schedule.timeZone,
      ).getTime(),
    );
  const today = at(0);
  return today.getTime() <= now.getTime() ? today : at(1);
}

export const periodKey = (kind: string, start: Date) => `${kind}:${start.toISOString()}`;

/**
 * Enqueues the current period's job of every recurring kind (due at the period's start). The
 * dedupe key `kind:periodStart` makes it one row per period however many workers call this.
 * Returns how many were new.
 */
export async function enqueueRecurring(db: DbOrTx, opts: { registry?: JobRegistry; now?: Date } = {}): Promise<number> {
  const registry = opts.registry ?? jobRegistry;
  const now = opts.now ?? new Date();
  let added = 0;
  for (const r of registry.recurring.values()) {
    const start = periodStart(r.schedule, now);
    const id = await enqueueJob(
      db,
      r.kind,
      { ...r.payload, periodStart: start.toISOString() },
      { runAt: start, dedupeKey: periodKey(r.kind, start), maxAttempts: r.maxAttempts ?? 3 },
    );
    if (id !== null) added++;
  }
  return added;
}
