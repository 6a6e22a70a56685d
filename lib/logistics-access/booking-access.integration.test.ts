/**
 * The rule of decision 019 on the seeded demo bookings plus a Finnish one: who sees which booking
 * in full, busy-only or not at all, and who may change it — and the SQL form
 * (./booking-conditions.ts) agrees with the pure functions (./booking-access.ts) booking by
 * booking, for every kind of actor and both markets.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, facilities, reservations, resourceGroups, users, vehicleTypes } from "@/db/schema";
import { seed } from "@/seed";
import { seedListBooking } from "@/seed/list-booking";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { makeReservation } from "@/lib/time-booking/make-reservation";
import { ZMakeReservationRequest } from "@/lib/time-booking/schemas";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { bookingVisibility, canChangeBooking, mayChangeBooking } from "./booking-access";
import { fullBookingCondition, mayChangeCondition, visibleBookingCondition } from "./booking-conditions";
import { loadLogisticsAccess } from "./load-logistics-access";

const t = useTestDb();
const actors = {} as Record<"staff" | "staffActing" | "transporter" | "farmer" | "bjorkhaga" | "forwarder" | "fiFarmer", Actor>;

beforeAll(async () => {
  await seed(t.db, { demo: true, areas: false });
  await seedLogistics(t.db, { demo: true });
  await seedListBooking(t.db, { demo: true });
  const id = async (username: string) =>
    must((await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0], username).id;
  actors.staff = await signInAs(t.db, await id("staff@demo.se"));
  actors.staffActing = await signInAs(t.db, await id("staff@demo.se"), { acting: "100412" });
  actors.transporter = await signInAs(t.db, await id("transporter@demo.se"));
  actors.farmer = await signInAs(t.db, await id("farmer@demo.se"));
  actors.fiFarmer = await signInAs(t.db, await id("farmer@demo.fi"));
  const [bjork] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, "100412"));
  actors.bjorkhaga = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(bjork, "customer 100412").id }] })).id);
  // an external customer that is the Owner (forwarder) of one of 100310's bookings
  const fwd = await makeCustomer(t.db, { name: "Speditören AB" });
  actors.forwarder = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: fwd.id }] })).id);
  const of310 = must(
    (await t.db.select().from(reservations).where(eq(reservations.customerNo, "100310")).limit(1))[0],
    "a booking of 100310",
  );
  await t.db.insert(reservations).values({
    ...of310,
    id: undefined,
    idempotencyKey: null,
    owner: fwd.customerNumber,
    licensePlateNo: "FWD999",
    startsAt: new Date(of310.startsAt.getTime() + 3 * 3600_000),
    endsAt: new Date(of310.endsAt.getTime() + 3 * 3600_000),
  });
  // a Finnish booking
  const group = must((await t.db.select().from(resourceGroups).where(eq(resourceGroups.value, "SEI-L")))[0], "resource group SEI-L");
  const vehicle = must(
    (
      await t.db
        .select()
        .from(vehicleTypes)
        .where(and(eq(vehicleTypes.market, "fi"), eq(vehicleTypes.code, "AUTO")))
    )[0],
    "vehicle type AUTO",
  );
  const reply = await makeReservation(t.db, {
    actor: actors.fiFarmer,
    market: "fi",
    input: ZMakeReservationRequest.parse({
      SearchValue: "700101",
      SearchType: 9,
      Qty: 20,
      VehicleAssortmentID: vehicle.id,
      ResourceId: group.id,
      CustomerNo: "700101",
      SelectedDate: "2030-09-03",
      Item: "11310",
      LicensePlateNo: "FIN123",
      Reservations: [{ FromTime: "2030-09-03T08:00" }],
    }),
  });
  expect(reply.makeReservations[0]?.Status).toBe(200);
}, 90_000);

async function everyBooking() {
  return t.db
    .select({ r: reservations, market: facilities.market })
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId));
}

/** Plate → visibility and change right for one actor in one market. */
async function table(actor: Actor, market: Market) {
  const access = await loadLogisticsAccess(t.db, actor, market);
  const out: Record<string, string> = {};
  for (const { r, market: m } of await everyBooking()) {
    const v = bookingVisibility(access, { ...r, market: m });
    if (v !== "none") out[r.licensePlateNo ?? `#${r.id}`] = `${v}${mayChangeBooking(access, { ...r, market: m }) ? "+change" : ""}`;
  }
  return out;
}

describe("bookingVisibility / mayChangeBooking", () => {
  it("staff: every booking of the host's market in full and changeable, none of the other market — in a customer session or not", async () => {
    for (const actor of [actors.staff, actors.staffActing]) {
      const se = await table(actor, "se");
      expect(Object.keys(se)).not.toContain("FIN123");
      expect(Object.values(se).every((v) => v === "full+change")).toBe(true);
      expect(await table(actor, "fi")).toEqual({ FIN123: "full+change" });
    }
  });

  it("transporter: its own (Owner 300120 or made by it) in full and changeable, everyone else's busy-only; each market only through its own host", async () => {
    const se = await table(actors.transporter, "se");
    expect(
      Object.entries(se)
        .filter(([, v]) => v !== "busy-only")
        .sort(),
    ).toEqual([
      ["TRP120", "full+change"],
      ["TRP121", "full+change"],
    ]);
    expect(se).toMatchObject({ GHJ234: "busy-only", BJK412: "busy-only", FWD999: "busy-only" });
    expect(Object.keys(se)).not.toContain("FIN123");
    expect(await table(actors.transporter, "fi")).toEqual({ FIN123: "busy-only" });
  });

  it("external customer: its customers' bookings (with sub-customers) changeable; as Owner visible, not changeable; others not at all", async () => {
    const farmer = await table(actors.farmer, "se");
    expect(farmer).toMatchObject({ GHJ234: "full+change", MNO345: "full+change", TRP120: "full+change" });
    expect(Object.keys(farmer)).not.toContain("BJK412");
    expect(await table(actors.bjorkhaga, "se")).toEqual({ BJK412: "full+change", TRP121: "full+change" });
    expect(await table(actors.forwarder, "se")).toEqual({ FWD999: "full" });
    expect(await table(actors.fiFarmer, "fi")).toEqual({ FIN123: "full+change" });
    expect(await table(actors.fiFarmer, "se")).toEqual({});
  });

  it("canChangeBooking needs the right and an editable booking (booked, not started)", async () => {
    const access = await loadLogisticsAccess(t.db, actors.staff, "se");
    const { r, market } = must(
      (await everyBooking()).find((b) => b.market === "se"),
      "a Swedish booking",
    );
    const facts = { ...r, market };
    expect(canChangeBooking(access, facts, new Date(r.startsAt.getTime() - 1000))).toBe(true);
    expect(canChangeBooking(access, facts, r.startsAt)).toBe(false);
    expect(canChangeBooking(access, { ...facts, status: "cancelled" }, new Date(0))).toBe(false);
  });
});

describe("the SQL form agrees with the pure rule", () => {
  it("booking by booking, for every actor and both markets", async () => {
    const all = await everyBooking();
    for (const [name, actor] of Object.entries(actors)) {
      for (const market of ["se", "fi"] as const) {
        const access = await loadLogisticsAccess(t.db, actor, market);
        const rows = await t.db
          .select({
            id: reservations.id,
            full: sql<boolean>`coalesce(${fullBookingCondition(access)}, false)`,
            visible: sql<boolean>`coalesce(${visibleBookingCondition(access)}, false)`,
            change: sql<boolean>`coalesce(${mayChangeCondition(access)}, false)`,
          })
          .from(reservations);
        const byId = new Map(rows.map((x) => [x.id, x]));
        for (const { r, market: m } of all) {
          const facts = { ...r, market: m };
          const v = bookingVisibility(access, facts);
          const label = `${name}/${market} ${r.licensePlateNo}`;
          expect(byId.get(r.id)!.full, label).toBe(v === "full");
          expect(byId.get(r.id)!.visible, label).toBe(v !== "none");
          expect(byId.get(r.id)!.change, label).toBe(mayChangeBooking(access, facts));
        }
      }
    }
  });
});
