/**
 * The slot calendar of a resource group (spec 1 §7 SearchAvailableSlots → Calendar with Days and
 * TimeSlots; spec 2 §9: the chosen date plus 14 days). Pure: opening hours are local times of the
 * facility's time zone, so 07:00 stays 07:00 across the daylight-saving changes (the UTC instant
 * moves instead). A slot's free capacity is the number of the group's resources that open a slot
 * at that local start time and have no active reservation overlapping it.
 */
import { addDays, isoWeekday, localInstant, toLocal, ymd } from "@/lib/market/dates";

// the calendar-date helpers live in lib/market/dates.ts (decision 027); re-exported for the logistics areas
export { addDays, isoWeekday, localInstant, toLocal };

/** Days in one calendar, starting at the chosen date (spec 2 §9). */
export const CALENDAR_DAYS = 14;

export interface SlotResource {
  id: number;
  slotMinutes: number;
}

export interface OpeningHoursRow {
  resourceId: number;
  /** ISO weekday, 1 = Monday … 7 = Sunday */
  weekday: number;
  /** minutes after local midnight */
  opensAt: number;
  closesAt: number;
  /** yyyy-MM-dd; a dated row (e.g. harvest hours) wins over undated rows on its days */
  validFrom: string | null;
  validTo: string | null;
}

export interface BusyInterval {
  resourceId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface ResourceSlot {
  resourceId: number;
  /** local "yyyy-MM-ddTHH:mm" */
  fromTime: string;
  startsAt: Date;
  endsAt: Date;
}

export interface TimeSlot {
  /** local start, "yyyy-MM-ddTHH:mm" (sent back as Reservations[].FromTime) */
  FromTime: string;
  /** local "HH:mm" */
  StartTime: string;
  EndTime: string;
  /** UTC instant of the start */
  StartsAt: string;
  Capacity: number;
  FreeCapacity: number;
  IsAvailable: boolean;
}

export interface CalendarDay {
  /** local date, yyyy-MM-dd */
  Date: string;
  /** ISO weekday 1–7 */
  Weekday: number;
  /** has opening hours but no free slot ('Dag fullbokad') */
  IsFullyBooked: boolean;
  TimeSlots: TimeSlot[];
}

export interface Calendar {
  TimeZone: string;
  Days: CalendarDay[];
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The opening-hours rows that apply to one resource on one day (dated rows win). */
export function hoursForDay(hours: OpeningHoursRow[], resourceId: number, day: string): OpeningHoursRow[] {
  const wd = isoWeekday(day);
  const mine = hours.filter((h) => h.resourceId === resourceId && h.weekday === wd);
  const dated = mine.filter((h) => h.validFrom && h.validTo && h.validFrom <= day && day <= h.validTo);
  if (dated.length) return dated;
  return mine.filter((h) => !h.validFrom);
}

/**
 * Minute-of-day → instant for one local day. On days without a UTC-offset change (all but two a
 * year) one offset serves every slot, which keeps the 14-day calendar cheap; on a
 * daylight-saving day each minute is converted on its own.
 */
export function dayClock(day: string, timeZone: string): ((minutes: number) => Date) & { offsetMs: number | null } {
  const [y, m, d] = ymd(day);
  const base = Date.UTC(y, m - 1, d);
  const offsetStart = dayOffset(day, base, timeZone);
  if (offsetStart === null) return Object.assign((minutes: number) => localInstant(day, minutes, timeZone), { offsetMs: null });
  return Object.assign((minutes: number) => new Date(base + minutes * 60_000 - offsetStart), { offsetMs: offsetStart });
}

/**
 * A local day's one UTC offset (ms), or null on a daylight-saving day; remembered per zone and
 * day, as the zone's rules do not change while the process runs. Two TZDates cost ~25 µs, and a
 * calendar asks for 14 days on every recompute (decision 111). Bounded: cleared when full.
 */
const dayOffsets = new Map<string, number | null>();
const DAY_OFFSETS_MAX = 10_000;

function dayOffset(day: string, base: number, timeZone: string): number | null {
  const key = `${timeZone}|${day}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const offsetStart = base - localInstant(day, 0, timeZone).getTime();
  const offsetEnd = base + (23 * 60 + 59) * 60_000 - localInstant(day, 23 * 60 + 59, timeZone).getTime();
  const offset = offsetStart === offsetEnd ? offsetStart : null;
  if (dayOffsets.size >= DAY_OFFSETS_MAX) dayOffsets.clear();
  dayOffsets.set(key, offset);
  return offset;
}

/** Local "HH:mm" of an instant on a day of `clock` (its one offset when it has one). */
function localTime(instant: Date, clock: { offsetMs: number | null }, timeZone: string): string {
  if (clock.offsetMs === null) return toLocal(instant, timeZone).time;
  const local = new Date(instant.getTime() + clock.offsetMs);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The slots one resource opens on one local day. */
export function resourceSlotsForDay(
  resource: SlotResource,
  hours: OpeningHoursRow[],
  day: string,
  timeZone: string,
  clock = dayClock(day, timeZone),
): ResourceSlot[] {
  const out: ResourceSlot[] = [];
  for (const h of hoursForDay(hours, resource.id, day)) {
    for (let t = h.opensAt; t + resource.slotMinutes <= h.closesAt; t += resource.slotMinutes) {
      const startsAt = clock(t);
      out.push({
        resourceId: resource.id,
        fromTime: `${day}T${hhmm(t)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + resource.slotMinutes * 60_000),
      });
    }
  }
  return out;
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

export function isFree(slot: ResourceSlot, busy: BusyInterval[]): boolean {
  return !busy.some((b) => b.resourceId === slot.resourceId && overlaps(slot, b));
}

export interface ComputeSlotsInput {
  timeZone: string;
  /** the chosen local date, yyyy-MM-dd */
  fromDate: string;
  days?: number;
  resources: SlotResource[];
  hours: OpeningHoursRow[];
  /** active reservations of the group's resources */
  busy: BusyInterval[];
  /** slots starting before this instant are not offered */
  now: Date;
}

/**
 * One resource's bookings as instants sorted by start, with the latest end up to each index: a slot
 * [start, end) overlaps a booking iff the latest end among the bookings starting before `end` is
 * after `start`. A binary search per slot instead of a pass over every booking of the resource
 * (decision 109: 540 slots × 140 bookings was the slot search's recompute time after a booking).
 * Does not assume the bookings are disjoint.
 */
export interface BusyIndex {
  starts: number[];
  maxEnds: number[];
}

export function busyIndex(busy: BusyInterval[]): BusyIndex {
  const sorted = busy.map((b) => [b.startsAt.getTime(), b.endsAt.getTime()] as const).sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const maxEnds: number[] = [];
  let max = -Infinity;
  for (const [start, end] of sorted) {
    max = Math.max(max, end);
    starts.push(start);
    maxEnds.push(max);
  }
  return { starts, maxEnds };
}

/** True when no booking of the index overlaps [start, end). */
export function freeIn(index: BusyIndex, start: number, end: number): boolean {
  // the number of bookings starting before `end`
  let lo = 0;
  let hi = index.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((index.starts[mid] as number) < end) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 || (index.maxEnds[lo - 1] as number) <= start;
}

export function computeSlots(input: ComputeSlotsInput): Calendar {
  const days: CalendarDay[] = [];
  // each resource's bookings on their own: a slot is compared with its resource's bookings only
  const busyByResource = new Map<number, BusyInterval[]>();
  for (const b of input.busy) {
    const list = busyByResource.get(b.resourceId);
    if (list) list.push(b);
    else busyByResource.set(b.resourceId, [b]);
  }
  const indexes = new Map<number, BusyIndex>();
  for (const r of input.resources) indexes.set(r.id, busyIndex(busyByResource.get(r.id) ?? []));
  const now = input.now.getTime();
  for (let i = 0; i < (input.days ?? CALENDAR_DAYS); i++) {
    const day = addDays(input.fromDate, i);
    const clock = dayClock(day, input.timeZone);
    const byStart = new Map<string, { slot: ResourceSlot; capacity: number; free: number; end: Date }>();
    for (const r of input.resources) {
      const index = indexes.get(r.id) as BusyIndex;
      for (const s of resourceSlotsForDay(r, input.hours, day, input.timeZone, clock)) {
        const e = byStart.get(s.fromTime) ?? { slot: s, capacity: 0, free: 0, end: s.endsAt };
        e.capacity++;
        const start = s.startsAt.getTime();
        if (start >= now && freeIn(index, start, s.endsAt.getTime())) e.free++;
        if (s.endsAt > e.end) e.end = s.endsAt;
        byStart.set(s.fromTime, e);
      }
    }
    const slots = [...byStart.values()]
      .sort((a, b) => a.slot.startsAt.getTime() - b.slot.startsAt.getTime())
      .map<TimeSlot>((e) => ({
        FromTime: e.slot.fromTime,
        StartTime: e.slot.fromTime.slice(11),
        EndTime: localTime(e.end, clock, input.timeZone),
        StartsAt: e.slot.startsAt.toISOString(),
        Capacity: e.capacity,
        FreeCapacity: e.free,
        IsAvailable: e.free > 0,
      }));
    days.push({
      Date: day,
      Weekday: isoWeekday(day),
      IsFullyBooked: slots.length > 0 && slots.every((s) => !s.IsAvailable),
      TimeSlots: slots,
    });
  }
  return { TimeZone: input.timeZone, Days: days };
}
