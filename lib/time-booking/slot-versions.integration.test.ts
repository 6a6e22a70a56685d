/**
 * The slot calendar's version (decision 095): triggers bump `slot_versions` in the transaction of
 * every change that can change free slots, and SearchAvailableSlots reuses the calendar this
 * process computed only while the group's version is unchanged — so a booking made through another
 * app instance (another pool) or by hand in SQL is in the very next search.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { facilities, reservations, resourceGroups, resourceOpeningHours, resources, vehicleTypes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { deleteReservation } from "./delete-reservation";
import { makeReservation } from "./make-reservation";
import { ZMakeReservationRequest } from "./schemas";
import { searchAvailableSlots } from "./search-available-slots";

const t = useTestDb();
const DAY = "2030-09-02"; // a Monday, far ahead
const BEFORE = new Date("2030-09-01T12:00:00Z");
let seq = 0;
let customer: { id: number; customerNumber: string };
let actor: Actor;
let other: { pool: pg.Pool; db: ReturnType<typeof drizzle<typeof schema>> };

beforeAll(async () => {
  customer = await makeCustomer(t.db);
  actor = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
  // a second app instance: its own pool and handle on the same database
  const pool = new pg.Pool({ connectionString: t.url, max: 2 });
  pool.on("error", () => {}); // an idle client cut off when the test database is dropped
  other = { pool, db: drizzle(pool, { schema }) };
});
afterAll(async () => {
  await other.pool.end();
});

async function makeGroup(resourceCount = 2) {
  const n = ++seq;
  const f = must(
    (
      await t.db
        .insert(facilities)
        .values({ market: "se", code: `SV${n}`, name: `Versionsby ${n}`, timeZone: "Europe/Stockholm" })
        .returning()
    )[0],
  );
  const g = must(
    (
      await t.db
        .insert(resourceGroups)
        .values({ facilityId: f.id, value: `SV-G${n}`, display: `Versionsby ${n} – lossning`, isLoading: false, allowedReservations: 10 })
        .returning()
    )[0],
  );
  const ids: number[] = [];
  for (let i = 0; i < resourceCount; i++) {
    const r = must(
      (
        await t.db
          .insert(resources)
          .values({ resourceGroupId: g.id, name: `Ficka ${i + 1}`, slotMinutes: 60 })
          .returning()
      )[0],
    );
    ids.push(r.id);
    await t.db
      .insert(resourceOpeningHours)
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ resourceId: r.id, weekday, opensAt: 7 * 60, closesAt: 16 * 60 })));
  }
  const v = must(
    (
      await t.db
        .insert(vehicleTypes)
        .values({ market: "se", code: `SV${n}`, name: "Bil med släp" })
        .returning()
    )[0],
  );
  return { groupId: g.id, resourceIds: ids, vehicleTypeId: v.id };
}

const version = async (groupId: number) =>
  BigInt(
    must(
      (await t.db.execute(sql`select coalesce(sum(version), 0)::text as v from slot_versions where resource_group_id = ${groupId}`))
        .rows[0] as { v: string } | undefined,
    ).v,
  );

const slot = async (db: typeof t.db, groupId: number, time: string, now = BEFORE) =>
  (
    await searchAvailableSlots(db, {
      market: "se",
      actor,
      input: { resourceGroupId: groupId, selectedDate: DAY, customerNo: customer.customerNumber },
      now,
    })
  ).Calendar.Days[0]?.TimeSlots.find((s) => s.StartTime === time);

const bookingRow = (groupId: number, resourceId: number, startsAt: string) => ({
  resourceGroupId: groupId,
  resourceId,
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + 3600_000),
  customerId: customer.id,
  customerNo: customer.customerNumber,
  customerName: "Versionsgården",
  owner: customer.customerNumber,
  isLoading: false,
  qtyKg: 30000,
  searchType: 9,
  searchValue: customer.customerNumber,
});

describe("slot_versions triggers", () => {
  it("bump the group's version on bookings, their changes of time or status, resources and opening hours — not on other edits", async () => {
    const { groupId, resourceIds } = await makeGroup();
    const [r1 = 0] = resourceIds;
    let v = await version(groupId);
    expect(v).toBeGreaterThan(0n);
    const grew = async () => {
      const now = await version(groupId);
      const ok = now > v;
      v = now;
      return ok;
    };
    const [b] = await t.db
      .insert(reservations)
      .values(bookingRow(groupId, r1, `${DAY}T05:00:00Z`))
      .returning();
    expect(await grew()).toBe(true);
    await t.db
      .update(reservations)
      .set({ note: "ring vid grinden" })
      .where(eq(reservations.id, must(b).id));
    expect(await grew()).toBe(false);
    await t.db
      .update(reservations)
      .set({ status: "cancelled" })
      .where(eq(reservations.id, must(b).id));
    expect(await grew()).toBe(true);
    await t.db
      .update(reservations)
      .set({ status: "booked" })
      .where(eq(reservations.id, must(b).id));
    expect(await grew()).toBe(true);
    await t.db.delete(reservations).where(eq(reservations.id, must(b).id));
    expect(await grew()).toBe(true);
    await t.db
      .update(resourceOpeningHours)
      .set({ closesAt: 15 * 60 })
      .where(eq(resourceOpeningHours.resourceId, r1));
    expect(await grew()).toBe(true);
    await t.db.update(resources).set({ active: false }).where(eq(resources.id, r1));
    expect(await grew()).toBe(true);
    await t.db.insert(resources).values({ resourceGroupId: groupId, name: "Ficka 3", slotMinutes: 60 });
    expect(await grew()).toBe(true);
  });

  it("a version taken inside an open transaction that commits later still changes the group's sum", async () => {
    const { groupId, resourceIds } = await makeGroup();
    const [r1 = 0, r2 = 0] = resourceIds;
    const a = await t.pool.connect();
    try {
      await a.query("begin");
      // A draws its value first, B draws a greater one and commits first
      await a.query(
        "insert into reservations (resource_group_id, resource_id, starts_at, ends_at, customer_id, customer_no, customer_name, owner, is_loading, qty_kg, search_type, search_value) values ($1, $2, $3, $4, $5, $6, 'A', $6, false, 1000, 9, $6)",
        [groupId, r1, `${DAY}T06:00:00Z`, `${DAY}T07:00:00Z`, customer.id, customer.customerNumber],
      );
      await t.db.insert(reservations).values(bookingRow(groupId, r2, `${DAY}T06:00:00Z`));
      const afterB = await version(groupId);
      await a.query("commit");
      expect(await version(groupId)).toBeGreaterThan(afterB);
    } finally {
      a.release();
    }
  });
});

describe("SearchAvailableSlots with the calendar held per process", () => {
  it("a booking made through another instance, by hand in SQL, or deleted, is in the next search", async () => {
    const { groupId, resourceIds, vehicleTypeId } = await makeGroup();
    const [r1 = 0] = resourceIds;
    expect(await slot(t.db, groupId, "10:00")).toMatchObject({ Capacity: 2, FreeCapacity: 2 });
    // the same reply again (from the held calendar)
    expect(await slot(t.db, groupId, "10:00")).toMatchObject({ Capacity: 2, FreeCapacity: 2 });
    // another instance books 10:00
    const made = await makeReservation(other.db, {
      market: "se",
      actor,
      now: BEFORE,
      input: ZMakeReservationRequest.parse({
        SearchValue: customer.customerNumber,
        SearchType: 9,
        Qty: 30,
        VehicleAssortmentID: vehicleTypeId,
        ResourceId: groupId,
        CustomerNo: customer.customerNumber,
        SelectedDate: DAY,
        Item: "10110",
        LicensePlateNo: "ABC123",
        Reservations: [{ FromTime: `${DAY}T10:00`, ResourceId: groupId }],
      }),
    });
    const id = must(made.makeReservations[0]?.ReservationId ?? undefined, "the booking's id");
    expect(await slot(t.db, groupId, "10:00")).toMatchObject({ FreeCapacity: 1 });
    // by hand in SQL: the other resource at 10:00 too
    const taken = must(
      (await t.db.execute(sql`select resource_id from reservations where id = ${id}`)).rows[0] as { resource_id: number } | undefined,
    );
    const free = must(resourceIds.find((r) => r !== taken.resource_id));
    await t.db
      .execute(sql`insert into reservations (resource_group_id, resource_id, starts_at, ends_at, customer_id, customer_no, customer_name, owner,
      is_loading, qty_kg, search_type, search_value) values (${groupId}, ${free}, ${`${DAY}T08:00:00Z`}, ${`${DAY}T09:00:00Z`}, ${customer.id},
      ${customer.customerNumber}, 'SQL', ${customer.customerNumber}, false, 1000, 9, ${customer.customerNumber})`);
    expect(await slot(t.db, groupId, "10:00")).toMatchObject({ FreeCapacity: 0, IsAvailable: false });
    // deleted through the other instance: free again here
    await deleteReservation(other.db, { market: "se", actor, input: { reservationId: id }, now: BEFORE });
    expect(await slot(t.db, groupId, "10:00")).toMatchObject({ FreeCapacity: 1 });
    expect(r1).toBeGreaterThan(0);
  });

  it("the version, not the data, decides: a change that bumps nothing is not seen until the next bump", async () => {
    const { groupId, resourceIds } = await makeGroup(1);
    const [r1 = 0] = resourceIds;
    expect(await slot(t.db, groupId, "09:00")).toMatchObject({ FreeCapacity: 1 });
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table reservations disable trigger slot_versions_reservations_insert`);
      await tx.insert(reservations).values(bookingRow(groupId, r1, `${DAY}T07:00:00Z`));
      await tx.execute(sql`alter table reservations enable trigger slot_versions_reservations_insert`);
    });
    // held calendar: proves the search did not read the bookings again
    expect(await slot(t.db, groupId, "09:00")).toMatchObject({ FreeCapacity: 1 });
    // a fresh process (another handle) reads the database
    expect(await slot(other.db, groupId, "09:00")).toMatchObject({ FreeCapacity: 0 });
    await t.db
      .update(resourceOpeningHours)
      .set({ opensAt: 7 * 60 })
      .where(eq(resourceOpeningHours.resourceId, r1));
    expect(await slot(t.db, groupId, "09:00")).toMatchObject({ FreeCapacity: 0 });
  });

  it("a held calendar is not reused once one of its slots has started", async () => {
    const { groupId } = await makeGroup(1);
    expect(await slot(t.db, groupId, "07:00")).toMatchObject({ FreeCapacity: 1 });
    // 07:00 local (05:00Z) has started: no longer offered, 08:00 still is
    const later = new Date(`${DAY}T05:30:00Z`);
    expect(await slot(t.db, groupId, "07:00", later)).toMatchObject({ FreeCapacity: 0 });
    expect(await slot(t.db, groupId, "08:00", later)).toMatchObject({ FreeCapacity: 1 });
    // and back (a caller's earlier clock) gives the earlier calendar again
    expect(await slot(t.db, groupId, "07:00")).toMatchObject({ FreeCapacity: 1 });
  });

  it("searches that see one change at once share one calendar: the first computes it, the others take it (decision 109)", async () => {
    const { groupId, resourceIds } = await makeGroup();
    const search = () =>
      searchAvailableSlots(t.db, {
        market: "se",
        actor,
        input: { resourceGroupId: groupId, selectedDate: DAY, customerNo: customer.customerNumber },
        now: BEFORE,
      });
    await search();
    await t.db.insert(reservations).values(bookingRow(groupId, must(resourceIds[0]), `${DAY}T06:00:00Z`));
    const replies = await Promise.all(Array.from({ length: 12 }, search));
    expect(new Set(replies.map((r) => r.Calendar)).size).toBe(1);
    expect(replies[0]?.Calendar.Days[0]?.TimeSlots.find((s) => s.StartTime === "08:00")?.FreeCapacity).toBe(1);
  });
});
