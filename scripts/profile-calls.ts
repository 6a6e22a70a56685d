/**
 * `npm run profile:calls`: where a signed-in call spends its time, outside the HTTP server, against
 * the database of `npm start` (EMBEDDED_PG_PORT / PORTAL_DATA_DIR or DATABASE_URL; seed it with
 * `npm run db:seed -- --scale 20` first). For each step it prints the mean time of N runs and the
 * number of SQL statements; for SearchAvailableSlots also the reply's JSON size and the time of
 * its output-schema parse and JSON.stringify; the list booking's search likewise. Findings: docs/decisions/087, 101.
 * With PROFILE_ALLOC=1 under `node --expose-gc --min-semi-space-size=1024 --max-semi-space-size=1024`
 * it also prints the memory each step allocates per call (decision 116).
 */
import pg from "pg";
import { getHeapStatistics } from "node:v8";
import { drizzle } from "drizzle-orm/node-postgres";
import { encode, decode } from "next-auth/jwt";
import { sql } from "drizzle-orm";
import { prepareDatabase } from "../db/prepare";
import * as schema from "../db/schema";
import { loadActor } from "../lib/auth/sessions";
import { createSession } from "../lib/auth/sessions";
import { getInboxStatistics } from "../lib/inbox/get-inbox-statistics";
import { searchAvailableSlots } from "../lib/time-booking/search-available-slots";
import { ZSearchAvailableSlotsRequest, ZSlotsResponse } from "../lib/time-booking/schemas";
import { parseReply } from "../lib/api/contract";
import { loadResourceGroup } from "../lib/time-booking/load-resource-group";
import { resolveBookingCustomer } from "../lib/time-booking/booking-customer";
import { addDays, computeSlots } from "../lib/time-booking/compute-slots";
import { reservations } from "../db/schema";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { searchBookings } from "../lib/list-booking/search-bookings";
import { ZSearchBookingsRequest, ZSearchBookingsResponse } from "../lib/list-booking/schemas";
import { loadLogisticsAccess } from "../lib/logistics-access/load-logistics-access";
import { loadReservationDtos } from "../lib/time-booking/booking-dto";

const RUNS = Number(process.env.PROFILE_RUNS ?? 200);

async function main() {
  const { appUrl, embedded } = await prepareDatabase({ log: () => {} });
  const pool = new pg.Pool({ connectionString: appUrl, max: 4 });
  let queries = 0;
  const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  pool.query = ((...a: unknown[]) => {
    queries++;
    return query(...a);
  }) as typeof pool.query;
  const db = drizzle(pool, { schema });

  /**
   * With `node --expose-gc --min-semi-space-size=1024 --max-semi-space-size=1024` (PROFILE_ALLOC=1):
   * the memory one call allocates, from the heap's growth over 10 calls in a young generation too
   * large to be collected meanwhile (decision 116).
   */
  const gc = (globalThis as { gc?: () => void }).gc;
  const allocated = async (fn: () => unknown): Promise<string> => {
    if (!process.env.PROFILE_ALLOC || !gc) return "";
    gc();
    const before = getHeapStatistics().used_heap_size;
    for (let i = 0; i < 10; i++) await fn();
    return `  ${((getHeapStatistics().used_heap_size - before) / 10 / 1e6).toFixed(2)} MB allocated`;
  };
  const step = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    let last: T = await fn(); // warm-up
    const q0 = queries;
    const t0 = performance.now();
    for (let i = 0; i < RUNS; i++) last = await fn();
    const ms = (performance.now() - t0) / RUNS;
    console.log(`${name.padEnd(58)} ${ms.toFixed(3).padStart(8)} ms  ${((queries - q0) / RUNS).toFixed(1)} queries${await allocated(fn)}`);
    return last;
  };

  const user = (
    await db.execute<{ id: number }>(
      sql`select id from users where lower(username) = 'staff@demo.se' or lower(email) = 'staff@demo.se' limit 1`,
    )
  ).rows[0];
  if (!user) throw new Error("staff@demo.se not found: seed the database first");
  const sid = await createSession(db, { userId: user.id });
  await db.execute(sql`update user_sessions set acting_customer_number = '100234' where id = ${sid}`);
  const secret = "profile-secret-profile-secret-profile-secret";
  const token = await encode({ token: { sid }, secret });

  console.log(`profile: ${RUNS} runs per step, mean per call`);
  await step("next-auth decode (JWE, HKDF key per call)", () => decode({ token, secret }));
  await step("select 1 (the /api/health floor)", () => db.execute(sql`select 1`));
  const actor = await step("loadActor (session + user)", () => loadActor(db, sid));
  if (!actor) throw new Error("session not live");
  await step("getInboxStatistics", () => getInboxStatistics(db, { userId: actor.userId }));

  const group = (
    await db.execute<{ id: number }>(
      sql`select g.id from resource_groups g join facilities f on f.id = g.facility_id where f.market = 'se' and g.active and f.active order by (g.value = 'SKA-L') desc, g.id limit 1`,
    )
  ).rows[0];
  if (!group) throw new Error("no resource group");
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
  const input = ZSearchAvailableSlotsRequest.parse({
    resourceGroupId: group.id,
    selectedDate: today,
    qty: 30,
    searchType: 9,
    customerNo: "100234",
  });
  const result = await step("searchAvailableSlots (domain: queries + computeSlots)", () =>
    searchAvailableSlots(db, { actor, market: "se", input }),
  );
  const rg = await step("  loadResourceGroup (1 query)", () => loadResourceGroup(db, input.resourceGroupId, "se"));
  await step("  resolveBookingCustomer (staff: 1 query)", () => resolveBookingCustomer(db, actor, "100234", "se"));
  const from = new Date(`${addDays(today, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(today, 16)}T00:00:00Z`);
  const busy = await step("  busy reservations (1 query)", () =>
    db
      .select({ resourceId: reservations.resourceId, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
      .from(reservations)
      .where(
        and(
          eq(reservations.resourceGroupId, rg.id),
          eq(reservations.status, "booked"),
          lt(reservations.startsAt, to),
          gt(reservations.endsAt, from),
        ),
      ),
  );
  console.log(`  ${busy.length} busy intervals, ${rg.resources.length} resources, ${rg.hours.length} opening-hour rows`);
  const now = new Date();
  await step("  computeSlots (pure)", () =>
    computeSlots({ timeZone: rg.timeZone, fromDate: today, resources: rg.resources, hours: rg.hours, busy, now }),
  );
  const t = (k: string) => k;
  const parsed = await step("  output schema parse (strict, as in dev/test)", () =>
    parseReply(ZSlotsResponse, result, t, { strict: true }),
  );
  await step("  output schema parse (production)", () => parseReply(ZSlotsResponse, result, t, { strict: false }));
  const json = await step("  JSON.stringify", () => JSON.stringify(parsed));
  const slots = result.Calendar.Days.reduce((n, d) => n + d.TimeSlots.length, 0);
  console.log(`SearchAvailableSlots reply: ${result.Calendar.Days.length} days, ${slots} slots, ${json.length} bytes JSON`);

  // list booking (issue 18 harvest, decision 101): staff not acting for a customer, the group's 14 days, as the bench asks it
  const staffAtLarge = { ...actor, actingCustomerNumber: null, activeCustomerNumber: null };
  const lbInput = ZSearchBookingsRequest.parse({ ResourceGroupId: group.id, FromDate: today, ToDate: addDays(today, 13), CustomerNo: "" });
  const lb = await step("searchBookings (staff, 14 days)", () => searchBookings(db, { actor: staffAtLarge, input: lbInput, market: "se" }));
  const access = await loadLogisticsAccess(db, staffAtLarge, "se");
  const ids = lb.Reservations.map((r) => r.ReservationId);
  await step("  the bookings' rows alone (raw pg)", () => pool.query("select * from reservations where id = any($1)", [ids]));
  await step("  loadReservationDtos (query + DTOs)", () => loadReservationDtos(db, access, inArray(reservations.id, ids), now));
  const lbParsed = await step("  output schema parse (production)", () => parseReply(ZSearchBookingsResponse, lb, t, { strict: false }));
  const lbJson = await step("  JSON.stringify", () => JSON.stringify(lbParsed));
  console.log(`SearchBookings reply: ${lb.Reservations.length} bookings, ${lbJson.length} bytes JSON`);

  await db.execute(sql`delete from user_sessions where id = ${sid}`);
  await pool.end();
  if (embedded?.owned) await embedded.stop();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.stack : e);
    process.exit(1);
  },
);
