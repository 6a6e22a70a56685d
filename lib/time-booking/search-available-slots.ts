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
  resources: [number, number][];
  hours: [number, number, number, number, string | null, string | null][];
  busy: [number, number, number][];
}

/**
 * Everything the calendar needs in ONE statement (decision 087): the group of the market with its
 * facility's zone, its active resources and their opening hours, the active bookings of the
 * window, and whether the customer exists (active, of this market). Compact JSON arrays, not rows.
 */
const SLOT_DATA_SQL = `with g as (
  select g.id, g.allowed_reservations, g.reg_no_mandatory, f.time_zone
  from resource_groups g join facilities f on f.id = g.facility_id
  where g.id = $1 and g.active and f.active and f.market = $2
), r as (
  select r.id, r.slot_minutes from resources r join g on g.id = r.resource_group_id where r.active
)
select
  (select time_zone from g) as time_zone,
  (select allowed_reservations from g) as allowed_reservations,
  (select reg_no_mandatory from g) as reg_no_mandatory,
  exists (select 1 from customers c where c.customer_number = $3 and c.active and c.market = $2) as customer_ok,
  (select coalesce(json_agg(json_build_array(r.id, r.slot_minutes) order by r.id), '[]') from r) as resources,
  (select coalesce(json_agg(json_build_array(h.resource_id, h.weekday, h.opens_at, h.closes_at, h.valid_from, h.valid_to)), '[]')
     from resource_opening_hours h join r on r.id = h.resource_id) as hours,
  (select coalesce(json_agg(json_build_array(b.resource_id, (extract(epoch from b.starts_at) * 1000)::bigint, (extract(epoch from b.ends_at) * 1000)::bigint)), '[]')
     from reservations b
     where b.resource_group_id = (select id from g) and b.status = 'booked'
       and b.starts_at < $5 and b.starts_at > $4::timestamptz - interval '${MAX_BOOKING_HOURS} hours' and b.ends_at > $4) as busy`;

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
  const [row] = await preparedQuery<SlotDataRow>(db, "portal_slot_data", SLOT_DATA_SQL, [
    input.resourceGroupId,
    market,
    input.customerNo,
    from,
    to,
  ]);
  // a customer of the other market does not exist through this host (404, as an unknown one), nor a group
  if (!row?.customer_ok || !row.time_zone) throw new AppError("NOT_FOUND", TB.informationMissing);
  const resources: SlotResource[] = row.resources.map(([id, slotMinutes]) => ({ id, slotMinutes }));
  const hours: OpeningHoursRow[] = row.hours.map(([resourceId, weekday, opensAt, closesAt, validFrom, validTo]) => ({
    resourceId,
    weekday,
    opensAt,
    closesAt,
    validFrom,
    validTo,
  }));
  const busy: BusyInterval[] = row.busy.map(([resourceId, startsAt, endsAt]) => ({
    resourceId,
    startsAt: new Date(Number(startsAt)),
    endsAt: new Date(Number(endsAt)),
  }));
  const calendar = computeSlots({ timeZone: row.time_zone, fromDate: input.selectedDate, resources, hours, busy, now });
  return {
    Calendar: calendar,
    BackupArticle: input.article ?? null,
    AllowedReservations: row.allowed_reservations ?? 0,
    RegNoMandatory: row.reg_no_mandatory ?? false,
  };
}
