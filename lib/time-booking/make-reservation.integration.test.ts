import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bookingOrderLines,
  bookingOrders,
  facilities,
  reservations,
  resourceGroups,
  resourceOpeningHours,
  resources,
  vehicleTypes,
} from "@/db/schema";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { localInstant } from "./compute-slots";
import { deleteReservation } from "./delete-reservation";
import { pgCode } from "@/db/errors";
import { makeReservation } from "./make-reservation";
import { TB } from "./messages";
import { ZMakeReservationRequest, type TMakeReservationRequest } from "./schemas";
import { searchAvailableSlots } from "./search-available-slots";

const t = useTestDb();
let seq = 0;
const DAY = "2030-09-02"; // a Monday, far ahead

async function makeGroup(opts: { resources: number; allowed?: number; regNo?: boolean }) {
  const n = ++seq;
  const f = must(
    (
      await t.db
        .insert(facilities)
        .values({ market: "se", code: `F${n}`, name: `Anläggning ${n}`, timeZone: "Europe/Stockholm" })
        .returning()
    )[0],
  );
  const g = must(
    (
      await t.db
        .insert(resourceGroups)
        .values({
          facilityId: f.id,
          value: `G${n}`,
          display: `Grupp ${n} – lossning`,
          isLoading: false,
          allowedReservations: opts.allowed ?? 10,
          regNoMandatory: opts.regNo ?? false,
        })
        .returning()
    )[0],
  );
  for (let i = 0; i < opts.resources; i++) {
    const r = must(
      (
        await t.db
          .insert(resources)
          .values({ resourceGroupId: g.id, name: `Ficka ${i + 1}`, slotMinutes: 60 })
          .returning()
      )[0],
    );
    await t.db
      .insert(resourceOpeningHours)
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ resourceId: r.id, weekday, opensAt: 7 * 60, closesAt: 16 * 60 })));
  }
  const v = must(
    (
      await t.db
        .insert(vehicleTypes)
        .values({ market: "se", code: `V${n}`, name: "Bil med släp" })
        .returning()
    )[0],
  );
  return { facility: f, group: g, vehicleTypeId: v.id };
}

async function farmer() {
  const c = await makeCustomer(t.db);
  const u = await makeUser(t.db, { customers: [{ id: c.id }] });
  return { customer: c, actor: await signInAs(t.db, u.id) };
}

function request(
  groupId: number,
  vehicleTypeId: number,
  customerNo: string,
  slots: string[],
  extra: Partial<TMakeReservationRequest> = {},
): TMakeReservationRequest {
  return ZMakeReservationRequest.parse({
    SearchValue: customerNo,
    SearchType: 9,
    Qty: 30,
    VehicleAssortmentID: vehicleTypeId,
    ResourceId: groupId,
    CustomerNo: customerNo,
    SelectedDate: DAY,
    Item: "10110",
    LicensePlateNo: "ABC123",
    Reservations: slots.map((FromTime) => ({ FromTime, ResourceId: groupId })),
    ...extra,
  });
}

const activeCount = async (groupId: number) =>
  (
    await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.resourceGroupId, groupId), eq(reservations.status, "booked")))
  ).length;

describe("MakeReservation", () => {
  it("50 concurrent bookings of one slot yield exactly the group's capacity, the rest fail clearly", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 3 });
    const farmers = await Promise.all(Array.from({ length: 50 }, () => farmer()));
    const replies = await Promise.all(
      farmers.map((f) =>
        makeReservation(t.db, {
          market: "se",
          actor: f.actor,
          input: request(group.id, vehicleTypeId, f.customer.customerNumber, [`${DAY}T08:00`]),
        }),
      ),
    );
    const ok = replies.filter((r) => r.makeReservations[0]?.Status === 200);
    expect(ok).toHaveLength(3);
    const failed = replies.filter((r) => r.makeReservations[0]?.Status === 500);
    expect(failed).toHaveLength(47);
    for (const f of failed) {
      expect(f.Title).toBe(TB.bookingError);
      expect(f.Message).toBe(TB.bookingFailed);
      expect(f.makeReservations[0]).toMatchObject({ StartDate: DAY, StartTime: "08:00", ErrorMessage: TB.bookingFailed });
    }
    expect(await activeCount(group.id)).toBe(3);
    const rows = await t.db.select().from(reservations).where(eq(reservations.resourceGroupId, group.id));
    expect(new Set(rows.map((r) => r.resourceId)).size).toBe(3);
    expect(rows[0]?.startsAt.toISOString()).toBe(localInstant(DAY, 8 * 60, "Europe/Stockholm").toISOString());
  }, 120_000);

  it("the allowed-reservations limit of one customer holds when 20 of its calls race", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 2, allowed: 3 });
    const f = await farmer();
    const hours = ["07:00", "08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        makeReservation(t.db, {
          market: "se",
          actor: f.actor,
          input: request(group.id, vehicleTypeId, f.customer.customerNumber, [`${DAY}T${hours[i % hours.length]}`]),
        }),
      ),
    );
    expect(replies.filter((r) => r.makeReservations[0]?.Status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.makeReservations[0]?.ErrorMessage === TB.tooManyReservations).length).toBeGreaterThan(0);
    expect(await activeCount(group.id)).toBe(3);
  });

  it("reports each slot of a multi-slot request: some booked, the rest 'Alla bokningar gick inte igenom'", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 1 });
    const a = await farmer();
    const b = await farmer();
    await makeReservation(t.db, {
      market: "se",
      actor: a.actor,
      input: request(group.id, vehicleTypeId, a.customer.customerNumber, [`${DAY}T09:00`]),
    });
    const reply = await makeReservation(t.db, {
      market: "se",
      actor: b.actor,
      input: request(group.id, vehicleTypeId, b.customer.customerNumber, [`${DAY}T09:00`, `${DAY}T10:00`]),
    });
    expect(reply.Message).toBe(TB.notAllBooked);
    expect(reply.makeReservations.map((i) => [i.StartTime, i.Status])).toEqual([
      ["09:00", 500],
      ["10:00", 200],
    ]);
  });

  it("the same idempotency key twice (double click, retry) gives one booking", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 5 });
    const f = await farmer();
    const input = request(group.id, vehicleTypeId, f.customer.customerNumber, [`${DAY}T11:00`], { IdempotencyKey: "req-1" });
    const [r1, r2] = await Promise.all([
      makeReservation(t.db, { market: "se", actor: f.actor, input }),
      makeReservation(t.db, { market: "se", actor: f.actor, input }),
    ]);
    const r3 = await makeReservation(t.db, { market: "se", actor: f.actor, input });
    expect(r1.makeReservations[0]?.Status).toBe(200);
    expect(r2.makeReservations[0]?.ReservationId).toBe(r1.makeReservations[0]?.ReservationId);
    expect(r3.makeReservations[0]?.ReservationId).toBe(r1.makeReservations[0]?.ReservationId);
    expect(await activeCount(group.id)).toBe(1);
  });

  it("the database itself refuses an overlapping active reservation of one resource", async () => {
    const { group } = await makeGroup({ resources: 1 });
    const c = await makeCustomer(t.db);
    const res = must((await t.db.select().from(resources).where(eq(resources.resourceGroupId, group.id)))[0]);
    const row = (from: string, to: string) => ({
      resourceGroupId: group.id,
      resourceId: res.id,
      startsAt: new Date(from),
      endsAt: new Date(to),
      customerId: c.id,
      customerNo: c.customerNumber,
      customerName: c.name,
      owner: c.customerNumber,
      isLoading: false,
      qtyKg: 1000,
      searchType: 9,
      searchValue: c.customerNumber,
    });
    const first = must((await t.db.insert(reservations).values(row("2030-09-02T06:00:00Z", "2030-09-02T07:00:00Z")).returning())[0]);
    const err = await t.db
      .insert(reservations)
      .values(row("2030-09-02T06:30:00Z", "2030-09-02T07:30:00Z"))
      .catch((e: unknown) => e);
    expect(pgCode(err)).toBe("23P01");
    // adjacent is fine, and a cancelled booking frees its time
    await t.db.insert(reservations).values(row("2030-09-02T07:00:00Z", "2030-09-02T08:00:00Z"));
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, first.id));
    await t.db.insert(reservations).values(row("2030-09-02T06:00:00Z", "2030-09-02T07:00:00Z"));
  });

  it("a foreign customer number gives 403 for an external user, transporters book for anyone", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 1 });
    const f = await farmer();
    const other = await makeCustomer(t.db);
    await expect(
      makeReservation(t.db, {
        market: "se",
        actor: f.actor,
        input: request(group.id, vehicleTypeId, other.customerNumber, [`${DAY}T07:00`]),
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      searchAvailableSlots(t.db, {
        market: "se",
        actor: f.actor,
        input: { resourceGroupId: group.id, selectedDate: DAY, customerNo: other.customerNumber },
      }),
    ).rejects.toMatchObject({ status: 403 });
    const haulier = await makeCustomer(t.db);
    const tu = await makeUser(t.db, { customers: [{ id: haulier.id }], transporter: true });
    const transporter = await signInAs(t.db, tu.id);
    const reply = await makeReservation(t.db, {
      market: "se",
      actor: transporter,
      input: request(group.id, vehicleTypeId, other.customerNumber, [`${DAY}T07:00`]),
    });
    expect(reply.makeReservations[0]?.Status).toBe(200);
    const row = must(
      (
        await t.db
          .select()
          .from(reservations)
          .where(eq(reservations.id, must(reply.makeReservations[0]?.ReservationId ?? undefined, "the booking's id")))
      )[0],
    );
    expect(row.owner).toBe(haulier.customerNumber);
  });

  it("applies the purchase-order rules: delivery assurance, unblocked status, existing booking", async () => {
    const { facility, group, vehicleTypeId } = await makeGroup({ resources: 2 });
    const f = await farmer();
    const po = async (number: string, status: number, confirmed: boolean) => {
      const o = must(
        (
          await t.db
            .insert(bookingOrders)
            .values({ kind: "purchase", orderNumber: number, customerId: f.customer.id, facilityId: facility.id, status })
            .returning()
        )[0],
      );
      await t.db
        .insert(bookingOrderLines)
        .values({ orderId: o.id, lineNumber: 1, itemNumber: "10110", quantityKg: 30000, status, deliveryAssuranceConfirmed: confirmed });
    };
    const book = (number: string, time: string) =>
      makeReservation(t.db, {
        market: "se",
        actor: f.actor,
        input: request(group.id, vehicleTypeId, f.customer.customerNumber, [`${DAY}T${time}`], { SearchType: 5, SearchValue: number }),
      });
    await po(`PO${seq}1`, 20, false);
    await po(`PO${seq}2`, 45, false);
    await po(`PO${seq}3`, 20, true);
    await po(`PO${seq}4`, 80, true);
    await expect(book(`PO${seq}1`, "07:00")).rejects.toMatchObject({ status: 409, message: TB.noDeliveryAssurance });
    expect((await book(`PO${seq}2`, "07:00")).makeReservations[0]?.Status).toBe(200);
    expect((await book(`PO${seq}3`, "08:00")).makeReservations[0]?.Status).toBe(200);
    await expect(book(`PO${seq}3`, "09:00")).rejects.toMatchObject({ status: 409, message: TB.existingBooking });
    await expect(book(`PO${seq}4`, "09:00")).rejects.toMatchObject({ status: 409, message: TB.alreadyDelivered });
    await expect(book("NOPE", "09:00")).rejects.toMatchObject({ status: 404, message: TB.referenceNotFound });
  });

  it("requires a licence plate where the group says so", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 1, regNo: true });
    const f = await farmer();
    await expect(
      makeReservation(t.db, {
        market: "se",
        actor: f.actor,
        input: request(group.id, vehicleTypeId, f.customer.customerNumber, [`${DAY}T07:00`], { LicensePlateNo: undefined }),
      }),
    ).rejects.toMatchObject({ status: 400, fields: { LicensePlateNo: [TB.licensePlateRequired] } });
  });
});

describe("SearchAvailableSlots and DeleteReservation", () => {
  it("shows free capacity, and a deleted booking frees its slot; only editable bookings in scope are deleted", async () => {
    const { group, vehicleTypeId } = await makeGroup({ resources: 2 });
    const f = await farmer();
    const stranger = await farmer();
    const reply = await makeReservation(t.db, {
      market: "se",
      actor: f.actor,
      input: request(group.id, vehicleTypeId, f.customer.customerNumber, [`${DAY}T10:00`]),
    });
    const slotAt10 = async () =>
      (
        await searchAvailableSlots(t.db, {
          market: "se",
          actor: f.actor,
          input: { resourceGroupId: group.id, selectedDate: DAY, customerNo: f.customer.customerNumber },
        })
      ).Calendar.Days[0]?.TimeSlots.find((s) => s.StartTime === "10:00");
    expect(await slotAt10()).toMatchObject({ Capacity: 2, FreeCapacity: 1 });
    const id = must(reply.makeReservations[0]?.ReservationId ?? undefined, "the booking's id");
    await expect(deleteReservation(t.db, { market: "se", actor: stranger.actor, input: { reservationId: id } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      deleteReservation(t.db, { market: "se", actor: f.actor, input: { reservationId: id }, now: new Date("2031-01-01T00:00:00Z") }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await deleteReservation(t.db, { market: "se", actor: f.actor, input: { reservationId: id } })).toEqual({
      deleteReservations: [{ Status: 200, ReservationId: id, ErrorMessage: null }],
    });
    expect(await slotAt10()).toMatchObject({ FreeCapacity: 2 });
    const log = must(
      (
        await t.db
          .execute(sql`select count(*)::int as n from action_log where action like 'timeBooking.%'`)
          .then((r) => r.rows as { n: number }[])
      )[0],
    );
    expect(log.n).toBeGreaterThanOrEqual(2);
  });

  it("keeps the facility's local hours across the autumn DST change with bookings in the database", async () => {
    const { group } = await makeGroup({ resources: 1 });
    const f = await farmer();
    const cal = (
      await searchAvailableSlots(t.db, {
        market: "se",
        actor: f.actor,
        input: { resourceGroupId: group.id, selectedDate: "2030-10-25", customerNo: f.customer.customerNumber },
      })
    ).Calendar;
    const fri = cal.Days.find((d) => d.Date === "2030-10-25")!; // CEST
    const mon = cal.Days.find((d) => d.Date === "2030-10-28")!; // CET
    expect(fri.TimeSlots[0]).toMatchObject({ StartTime: "07:00", StartsAt: "2030-10-25T05:00:00.000Z" });
    expect(mon.TimeSlots[0]).toMatchObject({ StartTime: "07:00", StartsAt: "2030-10-28T06:00:00.000Z" });
    expect(mon.TimeSlots.map((s) => s.StartTime)).toEqual(fri.TimeSlots.map((s) => s.StartTime));
  });
});
