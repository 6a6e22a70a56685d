/**
 * Decision 019 tried as an attacker would, through the real route wrapper (session, market from
 * the host, error mapping) on the seeded demo data plus one Finnish booking:
 * - a transporter enumerating customer numbers (reference type 9) gets no contact data, plate,
 *   note or quantity of bookings it does not own, and never UserCanChange;
 * - a transporter moving, editing or deleting someone else's booking gets 403;
 * - the multi-print refuses another customer's order and the other market's order (403);
 * - staff on the Swedish host cannot read, move, delete or .ics-download a Finnish booking (404),
 *   nor read a Finnish transport row or work for a Finnish customer's delivery assurance;
 * - staff actions on a customer's booking are in the action log with the staff user and customer.
 */
import { NextRequest } from "next/server";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, reservations, resourceGroups, transportOrderRows, transportOrders, users, vehicleTypes } from "@/db/schema";
import { seed } from "@/seed";
import { seedDeliveryAssurance } from "@/seed/delivery-assurance";
import { seedListBooking } from "@/seed/list-booking";
import { seedLogistics } from "@/seed/logistics";
import { seedTransport } from "@/seed/transport";
import type { Actor } from "@/lib/auth/actor";
import { makeReservation } from "@/lib/time-booking/make-reservation";
import { ZMakeReservationRequest } from "@/lib/time-booking/schemas";
import { todayIn } from "@/lib/market/format";
import { addDays } from "@/lib/time-booking/compute-slots";
import { signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { SearchBookingsReply } from "@/lib/list-booking/search-bookings";
import type { LoadResourceGroupsReply } from "@/lib/time-booking/load-resource-groups-for-booking-reference";
import type { UpdateReservationReply } from "@/lib/time-booking/update-reservation-information";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const post = async (path: string) => ((await import(`@/app/api/${path}/route`)) as { POST: Handler }).POST;
const get = async (path: string) => ((await import(`@/app/api/${path}/route`)) as { GET: Handler }).GET;
const H = {
  loadGroups: await post("time-booking/LoadResourceGroupsForBookingReference"),
  update: await post("time-booking/UpdateReservation"),
  updateInfo: await post("time-booking/UpdateReservationInformation"),
  remove: await post("time-booking/DeleteReservation"),
  ics: ((await import("@/app/api/time-booking/ics/[reservationId]/route")) as { GET: Handler }).GET,
  search: await post("list-booking/SearchBookings"),
  pdf: await get("pdfhandler/generatemultipdf"),
  announcements: await post("search-transport/get-annoncements"),
  warehouse: await post("delivery-assurance/get-warehouse"),
};

const SE = "portal.test";
const FI = "portal.test.fi";
const DAY = "2030-09-03"; // a Tuesday, far ahead

const t = useTestDb();
const who = {} as Record<"farmer" | "transporter" | "staff" | "fiFarmer" | "staffActingFi", Actor>;
let fiBooking: number;
const plate = async (p: string) =>
  must((await t.db.select().from(reservations).where(eq(reservations.licensePlateNo, p)))[0], `the booking of ${p}`);

beforeAll(async () => {
  await seed(t.db, { demo: true, areas: false });
  await seedLogistics(t.db, { demo: true });
  await seedListBooking(t.db, { demo: true });
  await seedTransport(t.db, { demo: true });
  await seedDeliveryAssurance(t.db, { demo: true });
  const id = async (username: string) =>
    must((await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0], username).id;
  who.farmer = await signInAs(t.db, await id("farmer@demo.se"));
  who.transporter = await signInAs(t.db, await id("transporter@demo.se"));
  who.staff = await signInAs(t.db, await id("staff@demo.se"));
  who.fiFarmer = await signInAs(t.db, await id("farmer@demo.fi"));
  who.staffActingFi = await signInAs(t.db, await id("staff@demo.se"), { acting: "700101" });
  // a Finnish booking (Seinäjoki) of the Finnish demo farmer
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
    actor: who.fiFarmer,
    market: "fi",
    input: ZMakeReservationRequest.parse({
      SearchValue: "700101",
      SearchType: 9,
      Qty: 20,
      VehicleAssortmentID: vehicle.id,
      ResourceId: group.id,
      CustomerNo: "700101",
      SelectedDate: DAY,
      Item: "11310",
      LicensePlateNo: "FIN123",
      EmailAddress: "matti@example.fi",
      Reservations: [{ FromTime: `${DAY}T08:00` }],
    }),
  });
  const [made] = reply.makeReservations;
  expect(made?.Status).toBe(200);
  fiBooking = must(made?.ReservationId ?? undefined, "the Finnish booking's id");
}, 90_000);
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(
  handler: Handler,
  opts: {
    as: Actor;
    host?: string;
    body?: Record<string, unknown>;
    query?: string;
    params?: Record<string, string>;
    method?: "GET" | "POST";
  },
) {
  state.sessionId = opts.as.sessionId;
  const host = opts.host ?? SE;
  const method = opts.method ?? (opts.body ? "POST" : "GET");
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  if (opts.body) headers["content-type"] = "application/json";
  const res = await handler(
    new NextRequest(`http://${host}/api/x${opts.query ? `?${opts.query}` : ""}`, {
      method,
      headers,
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    }),
    { params: Promise.resolve(opts.params ?? {}) },
  );
  const type = res.headers.get("content-type") ?? "";
  const text = type.includes("json") ? await res.text() : null;
  return { status: res.status, type, body: parseReply<T>(text ?? "") };
}
const icsOf = (as: Actor, id: number, host = SE) => call(H.ics, { as, host, params: { reservationId: String(id) } });
const pdfOf = (as: Actor, io: string, line: string, host = SE) => call(H.pdf, { as, host, query: `ioNumber=${io}&lineNumber=${line}` });
const logsOf = (userId: number, action: string) =>
  t.db
    .select()
    .from(actionLog)
    .where(and(eq(actionLog.userId, userId), eq(actionLog.action, action)));

describe("a transporter enumerating customer numbers (LoadResourceGroupsForBookingReference, type 9)", () => {
  it("sees the bookings it owns in full and the others only as taken time with the customer's name, never changeable", async () => {
    const replies: LoadResourceGroupsReply[] = [];
    for (const number of ["100234", "100235", "100310", "100412", "100518", "199999"]) {
      const r = await call<LoadResourceGroupsReply>(H.loadGroups, {
        as: who.transporter,
        body: { bookingReference: number, referenceType: 9 },
      });
      expect(r.status, number).toBe(200);
      replies.push(r.body);
    }
    // no contact data, plate, note or delivery number of anyone else's booking
    const text = JSON.stringify(replies);
    for (const secret of [
      "farmer@demo.se",
      "info@bjorkhaga.se",
      "+46701234567",
      "Västergårdens höstvete",
      "GHJ234",
      "MNO345",
      "BJK412",
      "LEV1001",
    ])
      expect(text).not.toContain(secret);
    const all = replies.flatMap((r) => r.Reservations);
    const own = all.filter((b) => b.Visibility === "full");
    const others = all.filter((b) => b.Visibility !== "full");
    // its own bookings (Owner 300120: TRP120 for 100234, TRP121 for 100412) in full, changeable
    expect(own.map((b) => b.LicensePlateNo).sort()).toEqual(["TRP120", "TRP121"]);
    expect(own.every((b) => b.Owner === "300120" && b.UserCanChange === true && b.Editable === true)).toBe(true);
    // everyone else's: the slot and the customer only
    expect(others.length).toBeGreaterThanOrEqual(4);
    for (const b of others) {
      expect(b).toMatchObject({
        Visibility: "busy-only",
        UserCanChange: false,
        Editable: false,
        Email: null,
        MobileNo: null,
        Note: null,
        LicensePlateNo: null,
        DeliveryNo: null,
        Owner: null,
        Qty: null,
        KontraktArtikel: null,
      });
      expect(typeof b.CustomerName).toBe("string");
      expect(b.From).toMatch(/^\d\d:\d\d$/);
    }
  });

  it("finds no customer of the other market", async () => {
    const r = await call<LoadResourceGroupsReply>(H.loadGroups, {
      as: who.transporter,
      body: { bookingReference: "700101", referenceType: 9 },
    });
    expect(r.body).toMatchObject({ SearchStatus: "NotFound", Reservations: [], Resource: [] });
  });
});

describe("changing someone else's booking as a transporter", () => {
  it("moving, editing and deleting it is 403 and changes nothing; its own booking it may change", async () => {
    const theirs = await plate("BJK412"); // Björkhaga's own booking
    const r1 = await call(H.update, {
      as: who.transporter,
      body: { reservationId: theirs.id, FromTime: `${addDays(todayIn("se"), 30)} 10:00`, LicensePlateNo: "HIJACK" },
    });
    const r2 = await call(H.updateInfo, {
      as: who.transporter,
      body: { reservationId: theirs.id, LicensePlateNo: "HIJACK", EmailAddress: "evil@example.com" },
    });
    const r3 = await call(H.remove, { as: who.transporter, body: { reservationId: theirs.id } });
    expect([r1.status, r2.status, r3.status]).toEqual([403, 403, 403]);
    expect(await plate("BJK412")).toEqual(theirs);
    expect((await icsOf(who.transporter, theirs.id)).status).toBe(403);

    const mine = await plate("TRP121");
    const ok = await call(H.updateInfo, {
      as: who.transporter,
      body: { reservationId: mine.id, LicensePlateNo: "TRP121", MobilePhone: "0739876543", Note: "Ny chaufför" },
    });
    expect(ok.status).toBe(200);
    expect((await plate("TRP121")).note).toBe("Ny chaufför");
  });
});

describe("GET /api/pdfhandler/generatemultipdf", () => {
  it("refuses another customer's order and the other market's order (403); prints a visible one", async () => {
    expect((await pdfOf(who.transporter, "4500123403", "10")).status).toBe(403); // 100234's order, no booking of the transporter
    expect((await pdfOf(who.farmer, "4600200101", "10")).status).toBe(403); // Finnish order, another customer
    expect((await pdfOf(who.staff, "4600200101", "10")).status).toBe(403); // Finnish order through the Swedish host
    expect((await pdfOf(who.staff, "4500123403", "10", FI)).status).toBe(403); // Swedish order through the Finnish host
    expect((await pdfOf(who.staff, "4500123403|4600200101", "10|10")).status).toBe(403); // one bad item refuses the print
    const ok = await pdfOf(who.staff, "4500123403", "10");
    expect(ok.status).toBe(200);
    expect(ok.type).toBe("application/pdf");
    expect((await pdfOf(who.fiFarmer, "4600200101", "10", FI)).status).toBe(200);
  });
});

describe("staff and the market of the host", () => {
  it("on the Swedish host staff cannot read, move, delete or download a Finnish booking (404); on the Finnish host they can read it", async () => {
    const [before] = await t.db.select().from(reservations).where(eq(reservations.id, fiBooking));
    expect((await icsOf(who.staff, fiBooking)).status).toBe(404);
    expect(
      (await call(H.update, { as: who.staff, body: { reservationId: fiBooking, FromTime: `${DAY} 10:00`, LicensePlateNo: "FIN123" } }))
        .status,
    ).toBe(404);
    expect(
      (await call(H.updateInfo, { as: who.staff, body: { reservationId: fiBooking, LicensePlateNo: "FIN123", Note: "x" } })).status,
    ).toBe(404);
    expect((await call(H.remove, { as: who.staff, body: { reservationId: fiBooking } })).status).toBe(404);
    expect((await t.db.select().from(reservations).where(eq(reservations.id, fiBooking)))[0]).toEqual(before);

    const list = await call<SearchBookingsReply>(H.search, {
      as: who.staff,
      body: { FromDate: addDays(DAY, -1), ToDate: addDays(DAY, 1) },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.Reservations.map((b) => b.ReservationId)).not.toContain(fiBooking);
    expect(
      (await call<LoadResourceGroupsReply>(H.loadGroups, { as: who.staff, body: { bookingReference: "700101", referenceType: 9 } })).body
        .SearchStatus,
    ).toBe("NotFound");

    // the Finnish host shows it (and the download is on record)
    const ics = await icsOf(who.staff, fiBooking, FI);
    expect(ics.status).toBe(200);
    expect(ics.type).toContain("text/calendar");
    const onFi = await call<SearchBookingsReply>(H.search, {
      as: who.staff,
      host: FI,
      body: { FromDate: addDays(DAY, -1), ToDate: addDays(DAY, 1) },
    });
    expect(onFi.body, JSON.stringify(onFi.body)).toHaveProperty("Reservations");
    expect(onFi.body.Reservations.map((b) => [b.ReservationId, b.LicensePlateNo])).toEqual([[fiBooking, "FIN123"]]);
  });

  it("staff read no transport row and do no delivery assurance of the other market", async () => {
    const [row] = await t.db
      .select({ id: transportOrderRows.id })
      .from(transportOrderRows)
      .innerJoin(transportOrders, eq(transportOrders.id, transportOrderRows.transportOrderId))
      .where(eq(transportOrders.market, "fi"))
      .limit(1);
    const fiRow = must(row, "a Finnish transport row");
    expect((await call(H.announcements, { as: who.staff, body: { orderRowId: fiRow.id } })).status).toBe(404);
    expect((await call(H.announcements, { as: who.staff, host: FI, body: { orderRowId: fiRow.id } })).status).toBe(200);

    expect((await call(H.warehouse, { as: who.staffActingFi, body: { customerNumber: "700101" } })).status).toBe(403);
    expect((await call(H.warehouse, { as: who.staffActingFi, host: FI, body: { customerNumber: "700101" } })).status).toBe(200);
  });
});

describe("staff actions on a customer's bookings", () => {
  it("are written to the action log with the staff user and the customer number (also without a customer session)", async () => {
    expect(who.staff.actingCustomerNumber).toBeNull();
    const edited = await plate("GHJ234"); // 100234's booking on purchase order 4500123403
    expect(
      (await call(H.updateInfo, { as: who.staff, body: { reservationId: edited.id, LicensePlateNo: "GHJ234", Note: "Ring vid ankomst" } }))
        .status,
    ).toBe(200);
    const moved = await plate("STU678"); // 100234's booking on customer order 7100045501
    const target = `${addDays(todayIn("se"), 40)}`;
    const weekday = new Date(`${target}T12:00:00Z`).getUTCDay();
    const day = weekday === 0 ? addDays(target, 1) : weekday === 6 ? addDays(target, 2) : target;
    const move = await call<UpdateReservationReply>(H.update, {
      as: who.staff,
      body: { reservationId: moved.id, FromTime: `${day} 13:00`, LicensePlateNo: "STU678" },
    });
    expect(move.status).toBe(200);
    expect(move.body.updateReservations[0]?.Status).toBe(200);
    const removed = await plate("MNO345"); // 100235's booking
    expect((await call(H.remove, { as: who.staff, body: { reservationId: removed.id } })).status).toBe(200);
    const downloaded = await plate("TRP120"); // 100234's booking, Owner 300120
    expect((await icsOf(who.staff, downloaded.id)).status).toBe(200);

    const rows = await t.db
      .select()
      .from(actionLog)
      .where(
        and(
          eq(actionLog.userId, who.staff.userId),
          inArray(actionLog.action, [
            "timeBooking.reservation.updateInformation",
            "timeBooking.reservation.update",
            "timeBooking.reservation.delete",
            "timeBooking.reservation.ics",
          ]),
        ),
      );
    const byAction = (action: string, id: number) =>
      rows.filter((r) => r.action === action && (r.details as { reservationId?: number }).reservationId === id);
    expect(byAction("timeBooking.reservation.updateInformation", edited.id)).toEqual([
      expect.objectContaining({ customerNumber: "100234", actingAsStaff: true }),
    ]);
    expect(byAction("timeBooking.reservation.update", moved.id)).toEqual([
      expect.objectContaining({ customerNumber: "100234", actingAsStaff: true }),
    ]);
    expect(byAction("timeBooking.reservation.delete", removed.id)).toEqual([
      expect.objectContaining({ customerNumber: "100235", actingAsStaff: true }),
    ]);
    expect(byAction("timeBooking.reservation.ics", downloaded.id)).toEqual([
      expect.objectContaining({ customerNumber: "100234", actingAsStaff: true }),
    ]);
    // a customer's own download is not logged (it is their data)
    expect((await icsOf(who.farmer, downloaded.id)).status).toBe(200);
    expect(await logsOf(who.farmer.userId, "timeBooking.reservation.ics")).toEqual([]);
  });
});
