/**
 * A season of bookings for load and benchmark runs (`npm run db:seed -- --scale N`): every
 * resource of every facility gets about 70 % of its slots booked from N × 5 days back to 14 days
 * ahead, by the generated customers (5xxxxx in Sweden, 9xxxxx in Finland). Set-based SQL: slots
 * come from the same opening-hour rule as the calendar (dated rows, e.g. harvest hours, replace
 * the weekly rows on the days they cover), local times are turned into instants with the
 * facility's time zone, and a slot that is already taken is skipped by the exclusion constraint
 * (ON CONFLICT DO NOTHING). Deterministic (hash of resource and start, no random()).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db";

export async function seedScaleBookings(db: Db, scale: number, log: (m: string) => void): Promise<void> {
  const n =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from reservations where search_value like 'SCALE-%'`)).rows[0]?.n ?? 0;
  if (n > 0) {
    log(`scale bookings already present (${n}); skipping`);
    return;
  }
  const daysBack = Math.max(7, scale * 5);
  const t0 = Date.now();
  const result = await db.execute(sql`
    with cust as (
      select market, array_agg(id order by id) as ids, array_agg(customer_number order by id) as nos, array_agg(name order by id) as names
      from customers where customer_number ~ '^[59][0-9]{5}$' group by market
    ),
    days as (
      select d::date as day from generate_series(current_date - ${daysBack}::int, current_date + 14, interval '1 day') d
    ),
    hours as (
      select r.id as resource_id, r.resource_group_id, r.slot_minutes, g.is_loading, f.time_zone, f.market, days.day, h.opens_at, h.closes_at
      from resources r
      join resource_groups g on g.id = r.resource_group_id and g.active
      join facilities f on f.id = g.facility_id and f.active
      cross join days
      join resource_opening_hours h on h.resource_id = r.id and h.weekday = extract(isodow from days.day)
      where r.active and (
        (h.valid_from is not null and days.day between h.valid_from and h.valid_to)
        or (h.valid_from is null and not exists (
          select 1 from resource_opening_hours x
          where x.resource_id = r.id and x.valid_from is not null and days.day between x.valid_from and x.valid_to
        ))
      )
    ),
    slots as (
      select hours.*, m as start_minute, hashtext(resource_id::text || day::text || m::text) as h
      from hours cross join lateral generate_series(opens_at, closes_at - slot_minutes, slot_minutes) m
    )
    insert into reservations (
      resource_group_id, resource_id, starts_at, ends_at, status, customer_id, customer_no, customer_name, owner,
      is_loading, qty_kg, unit, item_number, search_type, search_value, license_plate_no, created_at, updated_at
    )
    select s.resource_group_id, s.resource_id,
      (s.day + make_interval(mins => s.start_minute)) at time zone s.time_zone,
      (s.day + make_interval(mins => s.start_minute + s.slot_minutes)) at time zone s.time_zone,
      case when s.day < current_date then 'delivered' else 'booked' end,
      c.ids[1 + abs(s.h) % cardinality(c.ids)], c.nos[1 + abs(s.h) % cardinality(c.ids)], c.names[1 + abs(s.h) % cardinality(c.ids)],
      c.nos[1 + abs(s.h) % cardinality(c.ids)],
      s.is_loading, 15000 + abs(s.h) % 25000, 'ton', null, 9, 'SCALE-' || c.nos[1 + abs(s.h) % cardinality(c.ids)],
      upper(substr(md5(s.h::text), 1, 3)) || lpad((abs(s.h) % 1000)::text, 3, '0'),
      now(), now()
    from slots s join cust c on c.market = s.market
    where abs(s.h) % 10 < 7
    on conflict do nothing
  `);
  log(`seeded ${result.rowCount} scale bookings (${daysBack} days back, 14 ahead) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
