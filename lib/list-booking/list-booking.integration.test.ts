/**
 * The list booking on the seeded demo data (seed + seedLogistics + seedListBooking): who sees which
 * bookings in SearchBookings (the same rule as the time booking's changes), status-500 items, the
 * filters, and the purchase orders of the page with their scope.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingOrders, customers, reservations, users } from "@/db/schema";
import { seed } from "@/seed";
import { BOOKABLE_ORDER, seedListBooking, WITHDRAWN_ASSURANCE_ORDER } from "@/seed/list-booking";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { todayIn } from "@/lib/market/format";
import { addDays } from "@/lib/time-booking/compute-slots";
import { loadReservationDtos } from "@/lib/time-booking/booking-dto";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { lockBookingForChange } from "@/lib/logistics-access/require-booking";
import { deleteReservation } from "@/lib/time-booking/delete-reservation";
import { makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { listBookingFirstAnswer } from "./first-answer";
import { listPurchaseOrders } from "./list-purchase-orders";
import { ZSearchBookingsRequest, type TSearchBookingsInput } from "./schemas";
import { searchBookings } from "./search-bookings";

const t = useTestDb();
const today = todayIn("se");
const window = { FromDate: today, ToDate: addDays(today, 20) };
const actors = {} as Record<"farmer" | "transporter" | "staff" | "staffActing" | "bjorkhaga", Actor>;

beforeAll(async () => {
  await seed(t.db, { demo: true, areas: false });
  await seedLogistics(t.db, { demo: true });
  await seedListBooking(t.db, { demo: true });
  await seedListBooking(t.db, { demo: true }); // idempotent
  const id = async (username: string) =>
    must((await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0], username).id;
  actors.farmer = await signInAs(t.db, await id("farmer@demo.se"));
  actors.transporter = await signInAs(t.db, await id("transporter@demo.se"));
  actors.staff = await signInAs(t.db, await id("staff@demo.se"));
  actors.staffActing = await signInAs(t.db, await id("staff@demo.se"), { acting: "100412" });
  const [bjork] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, "100412"));
  actors.bjorkhaga = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(bjork, "customer 100412").id }] })).id);
}, 60_000);

const search = (actor: Actor, extra: Partial<TSearchBookingsInput> = {}) =>
  searchBookings(t.db, { actor, input: ZSearchBookingsRequest.parse({ ...window, ...extra }), market: "se" });
const customersOf = (r: Awaited<ReturnType<typeof search>>) => [...new Set(r.Reservations.map((b) => b.CustomerNo))].sort();

describe("SearchBookings: the rows as the time booking's DTOs", () => {
  it("each booking's Reservation fields equal loadReservationDtos' for the same booking (its own row mapping, decision 118)", async () => {
    const r = await search(actors.staff);
    expect(r.Reservations.length).toBeGreaterThan(3);
    const access = await loadLogisticsAccess(t.db, actors.staff, "se");
    const ids = r.Reservations.map((b) => b.ReservationId);
    const dtos = new Map((await loadReservationDtos(t.db, access, inArray(reservations.id, ids))).map((d) => [d.ReservationId, d]));
    for (const item of r.Reservations) {
      const dto = must(dtos.get(item.ReservationId), String(item.ReservationId));
      expect(item).toMatchObject(dto);
      expect(item.DateRegistered).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(item.dateRegistered).toBe(item.DateRegistered);
    }
  });
});

describe("SearchBookings: who sees what", () => {
  it("the seed added the list's bookings once", async () => {
    const rows = await t.db.select({ id: reservations.id }).from(reservations);
    expect(rows).toHaveLength(3 + 7);
  });

  it("a farmer sees the customer in play and its sub-customers (also bookings a transporter owns for them), not 100412's or 100310's", async () => {
    const r = await search(actors.farmer);
    expect(r.CustomerNo).toBe("100234");
    expect(customersOf(r)).toEqual(["100234", "100235"]);
    expect(r.Reservations.some((b) => b.Owner === "300120" && b.CustomerNo === "100234")).toBe(true);
    expect(r.Reservations.map((b) => b.LicensePlateNo)).toEqual(expect.arrayContaining(["ABC123", "GHJ234", "MNO345", "STU678", "TRP120"]));
    // IsInternal from the client grants nothing
    expect((await search(actors.farmer, { IsInternal: "1" })).Reservations.map((b) => b.ReservationId)).toEqual(
      r.Reservations.map((b) => b.ReservationId),
    );
  });

  it("a farmer may narrow to another customer of theirs, never to a foreign one (403)", async () => {
    expect(customersOf(await search(actors.farmer, { CustomerNo: "100310" }))).toEqual(["100310"]);
    expect(customersOf(await search(actors.farmer, { CustomerNo: "100235" }))).toEqual(["100235"]);
    await expect(search(actors.farmer, { CustomerNo: "100412" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(search(actors.bjorkhaga, { CustomerNo: "100234" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("a customer sees a transporter's booking for them but the transporter's other customers' bookings stay hidden", async () => {
    const r = await search(actors.bjorkhaga);
    expect(customersOf(r)).toEqual(["100412"]);
    expect(r.Reservations.map((b) => b.LicensePlateNo).sort()).toEqual(["BJK412", "TRP121"]);
  });

  it("a transporter sees the bookings it owns, for any customer, and may change them", async () => {
    const r = await search(actors.transporter);
    expect(r.Reservations.map((b) => b.LicensePlateNo).sort()).toEqual(["TRP120", "TRP121"]);
    expect(r.Reservations.every((b) => b.Owner === "300120" && b.UserCanChange)).toBe(true);
    expect(customersOf(await search(actors.transporter, { CustomerNo: "100412" }))).toEqual(["100412"]);
  });

  it("staff see all bookings, or the customer they act for by default", async () => {
    expect(customersOf(await search(actors.staff))).toEqual(["100234", "100235", "100310", "100412"]);
    expect(customersOf(await search(actors.staffActing))).toEqual(["100412"]);
    expect(customersOf(await search(actors.staffActing, { CustomerNo: "100234" }))).toEqual(["100234", "100235"]);
  });

  it("UserCanChange/Editable are exactly what the change calls' gate (lockBookingForChange) lets through, row by row", async () => {
    for (const actor of Object.values(actors)) {
      const r = await search(actor);
      const access = await loadLogisticsAccess(t.db, actor, "se");
      for (const b of r.Reservations) {
        const allowed = await t.db.transaction(async (tx) => {
          try {
            await lockBookingForChange(tx, access, b.ReservationId, new Date(), "x");
            return true;
          } catch {
            return false;
          }
        });
        expect(b.UserCanChange, `${actor.username} ${b.LicensePlateNo}`).toBe(allowed);
        expect(b.Editable).toBe(allowed);
      }
    }
  });
});

describe("SearchBookings: items and filters", () => {
  it("carries the order and line for print, and the Reservation fields in tons and local time", async () => {
    const r = await search(actors.farmer);
    const po = r.Reservations.find((b) => b.ioNumber === "4500123403")!;
    expect(po).toMatchObject({
      lineNumber: 10,
      OrderType: "purchase",
      Qty: 18,
      Unit: "ton",
      Warehouse: "LID",
      FacilityName: "Lidköping",
      From: "10:30",
      To: "11:00",
      DeliveryNo: "LEV1001",
      Status: 200,
      ErrorMessage: null,
    });
    expect(po.dateRegistered).toBe(po.DateRegistered);
    const sub = r.Reservations.find((b) => b.CustomerNo === "100235")!;
    expect(sub).toMatchObject({ ioNumber: null, lineNumber: null, OrderType: null });
    expect(r.Reservations.find((b) => b.ioNumber === "7100045501")).toMatchObject({
      OrderType: "customer",
      lineNumber: 10,
      IsLoading: true,
    });
  });

  it("status 500 with a message when the purchase order lost its delivery assurance or was delivered meanwhile", async () => {
    const r = await search(actors.farmer);
    const withdrawn = r.Reservations.find((b) => b.ioNumber === WITHDRAWN_ASSURANCE_ORDER)!;
    expect(withdrawn).toMatchObject({ Status: 500, ErrorMessage: "listBooking.status.noDeliveryAssurance" });
    expect(r.Reservations.filter((b) => b.Status === 500)).toHaveLength(1);

    await t.db
      .update(bookingOrders)
      .set({ status: 85 })
      .where(and(eq(bookingOrders.kind, "purchase"), eq(bookingOrders.orderNumber, "4500123403")));
    try {
      const after = await searchBookings(t.db, { actor: actors.farmer, input: ZSearchBookingsRequest.parse(window), market: "se" });
      expect(after.Reservations.find((b) => b.ioNumber === "4500123403")).toMatchObject({
        Status: 500,
        ErrorMessage: "listBooking.status.orderDelivered",
      });
    } finally {
      await t.db
        .update(bookingOrders)
        .set({ status: 45 })
        .where(and(eq(bookingOrders.kind, "purchase"), eq(bookingOrders.orderNumber, "4500123403")));
    }
  });

  it("narrows by resource group, licence plate (spaces, hyphens and case ignored), reference and dates", async () => {
    const all = await search(actors.staff);
    const lid = all.Reservations.find((b) => b.Warehouse === "LID" && !b.IsLoading)!.ResourceGroupId;
    const byGroup = await search(actors.staff, { ResourceGroupId: String(lid) });
    expect(byGroup.Reservations.length).toBeGreaterThan(0);
    expect(byGroup.Reservations.every((b) => b.ResourceGroupId === lid)).toBe(true);
    expect((await search(actors.staff, { RegNo: "ghj-2 34" })).Reservations.map((b) => b.LicensePlateNo)).toEqual(["GHJ234", "GHJ234"]);
    expect(
      (await search(actors.staff, { BookingReference: "7100045501", ReferenceType: "" })).Reservations.map((b) => b.LicensePlateNo),
    ).toEqual(["STU678"]);
    expect((await search(actors.staff, { FromDate: addDays(today, 60), ToDate: addDays(today, 70) })).Reservations).toEqual([]);
  });

  it("keeps to the limit and says so", async () => {
    const r = await searchBookings(t.db, { actor: actors.staff, input: ZSearchBookingsRequest.parse(window), market: "se", limit: 3 });
    expect(r.Reservations).toHaveLength(3);
    expect(r.Truncated).toBe(true);
  });

  it("cancelled bookings leave the list", async () => {
    const before = await search(actors.bjorkhaga);
    const own = before.Reservations.find((b) => b.LicensePlateNo === "BJK412")!;
    await deleteReservation(t.db, { market: "se", actor: actors.bjorkhaga, input: { reservationId: own.ReservationId } });
    const after = await search(actors.bjorkhaga);
    expect(after.Reservations.map((b) => b.LicensePlateNo)).toEqual(["TRP121"]);
  });
});

describe("the page's purchase orders", () => {
  it("lists the purchase orders of the customer in play and its subs with what can be booked", async () => {
    const r = await listPurchaseOrders(t.db, { market: "se", actor: actors.farmer });
    expect(r.CustomerNo).toBe("100234");
    const byNumber = new Map(r.Orders.map((o) => [o.ioNumber, o]));
    expect([...byNumber.keys()].sort()).toEqual(
      ["4500123401", "4500123402", "4500123403", "4500123404", WITHDRAWN_ASSURANCE_ORDER, BOOKABLE_ORDER].sort(),
    );
    const firstLine = (io: string) => must(must(byNumber.get(io), `order ${io}`).Lines[0], `a line of ${io}`);
    expect(firstLine("4500123401")).toMatchObject({
      CanBook: false,
      BlockReason: "listBooking.orders.hasBooking",
      QuantityTons: 32,
      ItemName: "Höstvete, bröd",
    });
    expect(firstLine("4500123401").Bookings.map((b) => b.LicensePlateNo)).toEqual(["ABC123"]);
    expect(firstLine("4500123402")).toMatchObject({ CanBook: false, BlockReason: "listBooking.orders.noDeliveryAssurance" });
    expect(firstLine("4500123404")).toMatchObject({ CanBook: false, BlockReason: "listBooking.orders.delivered" });
    expect(firstLine(BOOKABLE_ORDER)).toMatchObject({
      CanBook: true,
      BlockReason: null,
      BookingUrl: `/logistik/tidsbokning?ion=${BOOKABLE_ORDER}&line=10`,
    });
  });

  it("keeps to the customer scope: another customer of the user is allowed, a foreign one is 403", async () => {
    expect(
      (await listPurchaseOrders(t.db, { market: "se", actor: actors.farmer, customerNumber: "100310" })).Orders.map((o) => o.ioNumber),
    ).toEqual(["4500131001"]);
    await expect(listPurchaseOrders(t.db, { market: "se", actor: actors.farmer, customerNumber: "100412" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await listPurchaseOrders(t.db, { market: "se", actor: actors.bjorkhaga })).Orders).toEqual([]);
    await expect(listPurchaseOrders(t.db, { market: "se", actor: actors.staff })).rejects.toMatchObject({ code: "FORBIDDEN" }); // no customer in play
  });

  it("one order by its number (the ion link): the customer's users, staff and transporters; 403 foreign, 404 unknown", async () => {
    const one = await listPurchaseOrders(t.db, { market: "se", actor: actors.farmer, ioNumber: "4500123403" });
    expect(one.Orders.map((o) => o.ioNumber)).toEqual(["4500123403"]);
    expect(must(must(one.Orders[0]).Lines[0]).Bookings.map((b) => b.LicensePlateNo)).toEqual(["GHJ234"]);
    await expect(listPurchaseOrders(t.db, { market: "se", actor: actors.bjorkhaga, ioNumber: "4500123403" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await listPurchaseOrders(t.db, { market: "se", actor: actors.staff, ioNumber: "4500123403" })).Orders).toHaveLength(1);
    expect((await listPurchaseOrders(t.db, { market: "se", actor: actors.transporter, ioNumber: "4500123403" })).Orders).toHaveLength(1);
    await expect(listPurchaseOrders(t.db, { market: "se", actor: actors.farmer, ioNumber: "4599999999" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // customer orders are not purchase orders
    await expect(listPurchaseOrders(t.db, { market: "se", actor: actors.farmer, ioNumber: "7100045501" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("the page's first list (listBookingFirstAnswer, decision 102)", () => {
  const tr = (k: string) => `«${k}»`;
  const first = (actor: Actor, customerNo = "") =>
    listBookingFirstAnswer(t.db, { actor, market: "se", from: window.FromDate, to: window.ToDate, customerNo, t: tr });

  it("is SearchBookings' reply as sent: the same bookings, message keys rendered", async () => {
    const reply = must(await first(actors.farmer, "100234"), "first list");
    const direct = await search(actors.farmer, { CustomerNo: "100234" });
    expect(reply.Reservations.map((b) => b.ReservationId)).toEqual(direct.Reservations.map((b) => b.ReservationId));
    const warned = reply.Reservations.filter((b) => b.Status === 500);
    expect(warned.length).toBeGreaterThan(0);
    for (const b of warned) expect(b.ErrorMessage).toMatch(/^«listBooking\./);
  });

  it("is left to the client where the call would refuse: a foreign customer, or a profile without logistics", async () => {
    expect(await first(actors.bjorkhaga, "100234")).toBeUndefined();
    const [farm] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, "100234"));
    const noLogistics = await signInAs(
      t.db,
      (await makeUser(t.db, { customers: [{ id: must(farm, "100234").id, profile: "custom" }] })).id,
    );
    expect(await first(noLogistics, "100234")).toBeUndefined();
    // a profile with logistics gets it
    expect(await first(actors.bjorkhaga, "100412")).toBeDefined();
  });
});
