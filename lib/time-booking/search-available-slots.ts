import "server-only";
import { preparedQuery } from "@/db/prepared";
import type { DbOrTx } from "@/db";
import { AppError } from "@/lib/api/errors";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { booksForAnyCustomer } from "./booking-customer";
import {
  addDays,
  CALENDAR_DAYS,
  computeSlots,
  type BusyInterval,
  type Calendar,
  type OpeningHoursRow,
  type SlotResource,
} from "./compute-slots";
import { TB } from "./messages";
import type { TSearchAvailableSlotsRequest } from "./schemas";

/**
 * A booking covers one slot of its resource, and a slot is at most 8 hours (resources_slot_minutes_check),
 * so a booking that overlaps the window starts less than a day before it. The lower bound on
 * starts_at keeps the index range of reservations_group_time_idx to the window itself, whatever
 * the length of the group's history (decision 087; reservations_length_check holds it in the DB).
 */
export const MAX_BOOKING_HOURS = 24;

interface SlotDataRow {
  time_zone: string | null;
  allowed_reservations: number | null;
  reg_no_mandatory: boolean | null;
  customer_ok: boolean;
  /** the group's calendar version (the sum of slot_versions.version of its resources, 0 when none) */
  version: string;
  /** null when `version` equals the version the caller already has (then nothing else is read) */
  resources: [number, number][] | null;
  hours: [number, number, number, number, string | null, string | null][] | null;
  busy: [number, number, number][] | null;
}

/**
 * Everything the calendar needs in ONE statement (decision 087): the group of the market with its
 * facility's zone, its active resources and their opening hours, the active bookings of the
 * window, and whether the customer exists (active, of this market). Compact JSON arrays, not rows.
 * Decision 095: the group's calendar version comes first ($6 is the version this process already
 * holds the data of, or -1); when it is unchanged the resources, hours and bookings are not read
 * at all — the CASE never evaluates its subqueries. Group, zone and customer are read every time.
 */
const SLOT_DATA_SQL = `with g as (
  select g.id, g.allowed_reservations, g.reg_no_mandatory, f.time_zone
  from resource_groups g join facilities f on f.id = g.facility_id
  where g.id = $1 and g.active and f.active and f.market = $2
), v as (
  select coalesce((select sum(s.version) from slot_versions s where s.resource_group_id = (select id from g)), 0) as version
), r as (
  select r.id, r.slot_minutes from resources r join g on g.id = r.resource_group_id where r.active
)
select
  (select time_zone from g) as time_zone,
  (select allowed_reservations from g) as allowed_reservations,
  (select reg_no_mandatory from g) as reg_no_mandatory,
  exists (select 1 from customers c where c.customer_number = $3 and c.active and c.market = $2) as customer_ok,
  v.version::text as version,
  case when v.version = $6::numeric then null else
    (select coalesce(json_agg(json_build_array(r.id, r.slot_minutes) order by r.id), '[]') from r) end as resources,
  case when v.version = $6::numeric then null else
    (select coalesce(json_agg(json_build_array(h.resource_id, h.weekday, h.opens_at, h.closes_at, h.valid_from, h.valid_to)), '[]')
     from resource_opening_hours h join r on r.id = h.resource_id) end as hours,
  case when v.version = $6::numeric then null else
    (select coalesce(json_agg(json_build_array(b.resource_id, (extract(epoch from b.starts_at) * 1000)::bigint, (extract(epoch from b.ends_at) * 1000)::bigint)), '[]')
     from reservations b
     where b.resource_group_id = (select id from g) and b.status = 'booked'
       and b.starts_at < $5 and b.starts_at > $4::timestamptz - interval '${MAX_BOOKING_HOURS} hours' and b.ends_at > $4) end as busy
from v`;

/** What one group's calendar for one chosen date was computed from, and the calendar. */
interface CachedCalendar {
  version: string;
  timeZone: string;
  resources: SlotResource[];
  hours: OpeningHoursRow[];
  busy: BusyInterval[];
  calendar: Calendar;
  /** the calendar is the same for every `now` in [from, until]: no slot starts in between */
  from: number;
  until: number;
}

/**
 * The calendars this process computed, per database handle (tests run many databases in one
 * process) and group/market/chosen date. An entry is only used when the database answers the same
 * version in the same statement that checks the group and the customer, so a booking committed
 * through another app instance (or by hand in SQL) is seen by the next search. Bounded: the oldest
 * entry goes first.
 */
const calendars = new WeakMap<object, Map<string, CachedCalendar>>();
const CALENDARS_MAX = 2_000;

/** The instants between which `calendar` does not change: no slot starts in (from, until]. */
function stableSpan(calendar: Calendar, now: Date): { from: number; until: number } {
  const t = now.getTime();
  let from = -Infinity;
  let until = Infinity;
  for (const day of calendar.Days)
    for (const slot of day.TimeSlots) {
      const start = Date.parse(slot.StartsAt);
      if (start >= t) until = Math.min(until, start);
      else from = Math.max(from, start);
    }
  return { from: from + 1, until };
}

/** SearchAvailableSlots (spec 1 §7): the group's slot calendar for the chosen date plus 14 days. */
export async function searchAvailableSlots(
  db: DbOrTx,
  { actor, market, input, now = new Date() }: { actor: Actor; market: Market; input: TSearchAvailableSlotsRequest; now?: Date },
): Promise<{ Calendar: Calendar; BackupArticle: string | null; AllowedReservations: number; RegNoMandatory: boolean }> {
  // an external user's customer scope first (403); transporters and staff book for any customer
  if (!booksForAnyCustomer(actor)) await requireCustomerAccess(db, actor, input.customerNo);
  // the bookings' window is a UTC superset of the 14 local days (the group's zone is not known yet)
  const from = new Date(`${addDays(input.selectedDate, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(input.selectedDate, CALENDAR_DAYS + 2)}T00:00:00Z`);
  let cache = calendars.get(db);
  if (!cache) calendars.set(db, (cache = new Map<string, CachedCalendar>()));
  const key = `${input.resourceGroupId}|${market}|${input.selectedDate}`;
  let held = cache.get(key);
  const read = async (version: string) =>
    (
      await preparedQuery<SlotDataRow>(db, "portal_slot_data_v", SLOT_DATA_SQL, [
        input.resourceGroupId,
        market,
        input.customerNo,
        from,
        to,
        version,
      ])
    )[0];
  let row = await read(held?.version ?? "-1");
  // a customer of the other market does not exist through this host (404, as an unknown one), nor a group
  if (!row?.customer_ok || !row.time_zone) throw new AppError("NOT_FOUND", TB.informationMissing);
  // Many searches see one change at once (32 clients after a booking, decision 109): each sent the
  // version it held and got the data back, but the first to get here computed the calendar of the
  // new version; the others take that one instead of computing the same calendar again.
  const latest = cache.get(key);
  if (latest && latest !== held && latest.version === row.version && latest.timeZone === row.time_zone) held = latest;
  if (held && row.resources === null && held.timeZone !== row.time_zone) {
    // the facility's zone changed while the slot data did not: read them again, without the cache
    cache.delete(key);
    held = undefined;
    row = await read("-1");
    if (!row?.customer_ok || !row.time_zone) throw new AppError("NOT_FOUND", TB.informationMissing);
  }
  const result = (calendar: Calendar) => ({
    Calendar: calendar,
    BackupArticle: input.article ?? null,
    AllowedReservations: row.allowed_reservations ?? 0,
    RegNoMandatory: row.reg_no_mandatory ?? false,
  });
  const t = now.getTime();
  let entry: CachedCalendar;
  if (held && held.version === row.version && held.timeZone === row.time_zone) {
    // the data are unchanged: the calendar too, unless a slot has started since it was computed
    if (held.from <= t && t <= held.until) return result(held.calendar);
    entry = held;
  } else if (row.resources === null || row.hours === null || row.busy === null) {
    throw new Error("SearchAvailableSlots: the slot data were skipped without a calendar held for them");
  } else {
    entry = {
      version: row.version,
      timeZone: row.time_zone,
      resources: row.resources.map(([id, slotMinutes]) => ({ id, slotMinutes })),
      hours: row.hours.map(([resourceId, weekday, opensAt, closesAt, validFrom, validTo]) => ({
        resourceId,
        weekday,
        opensAt,
        closesAt,
        validFrom,
        validTo,
      })),
      busy: row.busy.map(([resourceId, startsAt, endsAt]) => ({
        resourceId,
        startsAt: new Date(Number(startsAt)),
        endsAt: new Date(Number(endsAt)),
      })),
      calendar: { TimeZone: row.time_zone, Days: [] },
      from: 0,
      until: -1,
    };
  }
  const { timeZone, resources, hours, busy } = entry;
  const calendar = computeSlots({ timeZone, fromDate: input.selectedDate, resources, hours, busy, now });
  const span = stableSpan(calendar, now);
  cache.delete(key);
  if (cache.size >= CALENDARS_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { ...entry, calendar, from: span.from, until: span.until });
  return result(calendar);
}
