/**
 * The booking calls' statements do not read cancelled bookings (decision 116). During a harvest
 * farmers cancel and rebook in the coming days, and every cancelled row stays in `reservations`:
 * the slot calendar's busy times, the list booking, a customer's held bookings and the free
 * resources of a slot must find the active bookings through an index of active bookings, not
 * read and drop every cancelled one. Each statement the calls send about reservations is run
 * again under EXPLAIN ANALYZE, and no scan of the table may touch as many rows as there are
 * cancelled bookings.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { searchBookings } from "@/lib/list-booking/search-bookings";
import { ZSearchBookingsRequest } from "@/lib/list-booking/schemas";
import { addDays } from "@/lib/market/dates";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { bookingRequest, makeBookingGroup } from "@/tests/support/booking-group";
import { must } from "@/tests/support/must";
import { watchStatements } from "@/tests/support/statements";
import { useTestDb } from "@/tests/support/test-db";
import { makeReservation } from "./make-reservation";
import { ZSearchAvailableSlotsRequest } from "./schemas";
import { searchAvailableSlots } from "./search-available-slots";

const t = useTestDb();
const CANCELLED = 4000;
const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
const day = addDays(today, 3);

let staff: Actor;
let customerNo: string;
let groupId: number;
let vehicleTypeId: number;
/** the statements sent while `recording`, with their values */
const sent: { text: string; values: unknown[] }[] = [];
let recording = false;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** Every scan of `reservations` in a plan (its index scans by the index's name), with the rows it touched. */
function reservationScans(node: PlanNode, out: { node: string; rows: number }[] = []) {
  const onTable = node["Relation Name"] === "reservations" || node["Index Name"]?.startsWith("reservations_");
  if (onTable && /Scan/.test(node["Node Type"])) {
    const rows =
      ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) *
      (node["Actual Loops"] ?? 1);
    out.push({ node: `${node["Node Type"]} ${node["Index Name"] ?? ""}`.trim(), rows });
  }
  for (const child of node.Plans ?? []) reservationScans(child, out);
  return out;
}

beforeAll(async () => {
  watchStatements(t.pool, (text, values) => {
    if (recording && text) sent.push({ text, values });
  });
  const c = await makeCustomer(t.db);
  customerNo = c.customerNumber;
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
  const group = await makeBookingGroup(t.db, { code: "AV", name: "Avbokningsbo", allowed: 20 });
  groupId = group.groupId;
  vehicleTypeId = group.vehicleTypeId;
  const resourceIds = group.resourceIds;
  // a harvest's cancel-and-rebook: thousands of cancelled bookings of this customer in the coming
  // days, on the very slots that are booked or free now, and a few active bookings
  await t.db.execute(sql`
    insert into reservations (resource_group_id, resource_id, starts_at, ends_at, status, cancelled_at, customer_id, customer_no,
      customer_name, owner, is_loading, qty_kg, search_type, search_value)
    select ${groupId}, (${`{${resourceIds.join(",")}}`}::int[])[1 + (i % 2)], ts, ts + interval '30 minutes',
      case when i % 400 = 0 then 'booked' else 'cancelled' end, case when i % 400 = 0 then null else now() end,
      ${c.id}, ${customerNo}, 'Testgården', ${customerNo}, false, 30000, 9, ${customerNo}
    from generate_series(1, ${CANCELLED}) i,
      lateral (select (${today}::date + 1 + i % 13) + make_interval(mins => 420 + 30 * ((i / 13) % 18)) as local) l,
      lateral (select l.local at time zone 'Europe/Stockholm' as ts) z
  `);
  await t.db.execute(sql`analyze reservations`);
});

describe("the booking calls do not read cancelled bookings", () => {
  it("slot calendar, list booking, and a booking (held count, free resources): no scan touches the cancelled rows", async () => {
    sent.length = 0;
    recording = true;
    try {
      const slots = await searchAvailableSlots(t.db, {
        actor: staff,
        market: "se",
        input: ZSearchAvailableSlotsRequest.parse({ resourceGroupId: groupId, selectedDate: today, qty: 30, searchType: 9, customerNo }),
      });
      const list = await searchBookings(t.db, {
        actor: staff,
        market: "se",
        input: ZSearchBookingsRequest.parse({
          ResourceGroupId: String(groupId),
          FromDate: today,
          ToDate: addDays(today, 13),
          CustomerNo: customerNo,
        }),
      });
      // the calls see the active bookings and only them
      expect(list.Reservations.length).toBe(CANCELLED / 400);
      const free = slots.Calendar.Days.flatMap((d) => d.TimeSlots).find((s) => s.FreeCapacity > 0 && s.FromTime.startsWith(day));
      expect(free).toBeDefined();
      const made = await makeReservation(t.db, {
        actor: staff,
        market: "se",
        input: bookingRequest({ groupId, vehicleTypeId }, customerNo, [free!.FromTime]),
      });
      expect(made.makeReservations[0]?.Status).toBe(200);
    } finally {
      recording = false;
    }

    const reads = sent.filter((s) => /^\s*(with|select)\b/i.test(s.text) && /\breservations\b/.test(s.text));
    // the calendar's busy times, the list, the held count and the free resources at least
    expect(reads.length).toBeGreaterThanOrEqual(4);
    const touched: { statement: string; node: string; rows: number }[] = [];
    for (const r of reads) {
      const { rows } = await t.pool.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`explain (analyze, format json) ${r.text}`, r.values);
      for (const scan of reservationScans(must(rows[0])["QUERY PLAN"][0]!.Plan))
        touched.push({ statement: r.text.replace(/\s+/g, " ").slice(0, 160), ...scan });
    }
    expect(touched.length).toBeGreaterThanOrEqual(4);
    // far fewer than the cancelled rows: each scan reads the active bookings it needs
    expect(touched.filter((s) => s.rows >= CANCELLED / 10)).toEqual([]);
  });
});
