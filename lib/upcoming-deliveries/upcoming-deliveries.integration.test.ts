/**
 * Upcoming deliveries (spec 1 §2, §3, §7) on the logistics demo orders plus seed/transport.ts's
 * containers and extra orders: the carousel list for the customer in play and
 * GET /api/upcoming-deliveries/get-detail through the real route wrapper.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingOrderLines, bookingOrders, customers, facilities } from "@/db/schema";
import { DEMO_CUSTOMERS } from "@/seed/data";
import { seedLogistics } from "@/seed/logistics";
import { seedTransport } from "@/seed/transport";
import type { Actor } from "@/lib/auth/actor";
import { addDays, toLocal } from "@/lib/time-booking/compute-slots";
import { makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { must, take } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { listUpcomingDeliveries } from "./list-upcoming-deliveries";
import type { TUpcomingDeliveriesResponse, TUpcomingDeliveryDetail } from "./schemas";
import { routeState as state, type Handler } from "@/tests/support/route-harness";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { GET: detailRoute } = (await import("@/app/api/upcoming-deliveries/get-detail/route")) as { GET: Handler };
const { GET: listRoute } = (await import("@/app/api/upcoming-deliveries/list/route")) as { GET: Handler };

const t = useTestDb();
const today = toLocal(new Date(), "Europe/Stockholm").date;
const ids = new Map<string, number>();
let farmer: Actor;
let otherFarmer: Actor;
let staff: Actor;

beforeAll(async () => {
  for (const c of DEMO_CUSTOMERS) {
    const [row] = await t.db
      .insert(customers)
      .values({ customerNumber: c.number, name: c.name, market: c.market, parentCustomerId: c.parent ? ids.get(c.parent)! : null })
      .returning();
    ids.set(c.number, must(row).id);
  }
  await seedLogistics(t.db, { demo: true });
  await seedTransport(t.db, { demo: true });
  farmer = await signInAs(
    t.db,
    (await makeUser(t.db, { customers: [{ id: ids.get("100234")! }, { id: ids.get("100310")!, profile: "user" }] })).id,
  );
  otherFarmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: ids.get("100412")! }] })).id);
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};

async function get<T = ErrorReply>(handler: Handler, query: Record<string, string> = {}, host = "portal.test") {
  const q = new URLSearchParams(query).toString();
  const res = await handler(
    new NextRequest(`http://${host}/api/upcoming-deliveries/x${q ? `?${q}` : ""}`, {
      method: "GET",
      headers: { host, accept: "application/json" },
    }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

/** An asymmetric matcher is `any` in Vitest's types: held as `unknown` so it goes into a typed expectation. */
const isoDate: unknown = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);

const keys = (list: { orderNo: string; orderLine: number }[]) => list.map((d) => `${d.orderNo}/${d.orderLine}`);

describe("upcoming deliveries (carousel list)", () => {
  it("lists the customer in play's undelivered lines from today on, soonest first, with containers", async () => {
    as(farmer);
    const r = await get<TUpcomingDeliveriesResponse>(listRoute);
    expect(r.status).toBe(200);
    expect(r.body.customerNumber).toBe("100234");
    // 4500123404 is delivered (status 85); 4500131001 and the shipment belong to 100310
    expect(keys(r.body.deliveries).sort()).toEqual(
      ["4500123401/10", "4500123402/10", "4500123403/10", "7100045501/10", "7100045502/10", "7100045502/20", "8800012002/10"].sort(),
    );
    const dates = r.body.deliveries.map((d) => d.planedDeliveryDate);
    expect(dates).toEqual([...dates].sort());
    expect(r.body.deliveries.find((d) => d.orderNo === "4500123401")).toEqual({
      orderNo: "4500123401",
      orderLine: 10,
      orderKind: "purchase",
      itemNumber: "10110",
      itemName: "Höstvete, bröd",
      orderQuantity: 32,
      warehouse: "SKA",
      warehouseName: "Skara",
      container: "Silo 12",
      planedDeliveryDate: isoDate,
      isFromCustomer: true,
    });
    expect(r.body.deliveries.find((d) => d.orderNo === "8800012002")).toMatchObject({
      orderKind: "distribution",
      isFromCustomer: false,
      warehouseName: "Lidköping",
      container: "Fodersilo 2",
      orderQuantity: 14,
    });
  });

  it("leaves out lines dated before today in the facility's time zone", async () => {
    const [row] = await t.db.select().from(bookingOrders).where(eq(bookingOrders.orderNumber, "7100045502"));
    const order = must(row, "order 7100045502");
    await t.db.insert(bookingOrderLines).values([
      {
        orderId: order.id,
        lineNumber: 30,
        itemNumber: "20110",
        quantityKg: 5000,
        deliveryDate: addDays(today, -1),
        status: 30,
        warehouse: "SKA",
      },
      { orderId: order.id, lineNumber: 40, itemNumber: "20110", quantityKg: 5000, deliveryDate: today, status: 30, warehouse: "SKA" },
    ]);
    const list = await listUpcomingDeliveries(t.db, { market: "se", actor: farmer });
    expect(keys(list.deliveries)).toContain("7100045502/40");
    expect(keys(list.deliveries)).not.toContain("7100045502/30");
    expect(keys(list.deliveries)[0]).toBe("7100045502/40");
    // 23:30 UTC on the day before is already today in Stockholm
    const [y, m, d] = take(today.split("-").map(Number), 3);
    const lateEvening = new Date(Date.UTC(y, m - 1, d - 1, 23, 30));
    expect(keys((await listUpcomingDeliveries(t.db, { market: "se", actor: farmer, now: lateEvening })).deliveries)).toContain(
      "7100045502/40",
    );
    expect(
      (await listUpcomingDeliveries(t.db, { market: "se", actor: farmer, now: new Date(Date.now() + 400 * 86_400_000) })).deliveries,
    ).toEqual([]);
  });

  it("staff see the deliveries of the customer they act for, and none outside a customer session", async () => {
    as(staff);
    expect((await get<TUpcomingDeliveriesResponse>(listRoute)).body).toEqual({ customerNumber: null, deliveries: [] });
    const acting = await signInAs(t.db, staff.userId, { acting: "100310" });
    as(acting);
    const r = await get<TUpcomingDeliveriesResponse>(listRoute);
    expect(r.body.customerNumber).toBe("100310");
    expect(keys(r.body.deliveries).sort()).toEqual(["4500131001/10", "8800012001/10", "9300077001/10"]);
    // the Finnish customer's deliveries only through the Finnish host (decision 019)
    as(await signInAs(t.db, staff.userId, { acting: "700101" }));
    expect((await get<TUpcomingDeliveriesResponse>(listRoute)).body.deliveries).toEqual([]);
    expect(keys((await get<TUpcomingDeliveriesResponse>(listRoute, {}, "portal.test.fi")).body.deliveries)).toContain("4600200101/10");
  });

  it("401 signed out", async () => {
    expect((await get<TUpcomingDeliveriesResponse>(listRoute)).status).toBe(401);
  });
});

describe("GET /api/upcoming-deliveries/get-detail", () => {
  it("401 signed out; 400 with field messages without orderNo and orderLine", async () => {
    expect((await get(detailRoute, { orderNo: "4500123401", orderLine: "10" })).status).toBe(401);
    as(farmer);
    const r = await get(detailRoute);
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ orderNo: ["Ange ett giltigt ordernummer"], orderLine: ["Ange ett giltigt radnummer"] });
    expect((await get(detailRoute, { orderNo: "4500123401", orderLine: "tio" })).body.error.fields).toEqual({
      orderLine: ["Ange ett giltigt radnummer"],
    });
  });

  it("re-reads the line: spoofed display fields are ignored", async () => {
    as(farmer);
    const r = await get<TUpcomingDeliveryDetail>(detailRoute, {
      orderNo: "4500123402",
      orderLine: "10",
      itemName: "Guldtackor",
      orderQuantity: "999",
      warehouse: "XXX",
      container: "Kassaskåp",
      planedDeliveryDate: "1999-01-01",
      isFromCustomer: "false",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      orderNo: "4500123402",
      orderLine: 10,
      orderKind: "purchase",
      isFromCustomer: true,
      itemNumber: "10210",
      itemName: "Maltkorn",
      orderQuantity: 28,
      quantityKg: 28000,
      warehouse: "SKA",
      warehouseName: "Skara",
      container: "Silo 7",
      customerNumber: "100234",
      customerName: "Gårdsjö Lantbruk AB",
      deliveryAssuranceConfirmed: false,
      sort: "Planet",
      bookings: [],
      bookingUrl: "/logistik/tidsbokning?ion=4500123402&line=10",
    });
    expect(r.body.planedDeliveryDate).not.toBe("1999-01-01");
  });

  it("shows the line's bookings; a booked purchase order gets no booking link, nor does a customer order", async () => {
    as(farmer);
    const booked = await get<TUpcomingDeliveryDetail>(detailRoute, { orderNo: "4500123401", orderLine: "10" });
    expect(booked.body.bookings).toHaveLength(1);
    expect(booked.body.bookings[0]).toMatchObject({
      ResourceGroupName: "Skara – lossning",
      From: "08:00",
      To: "08:30",
      LicensePlateNo: "ABC123",
      IsBooked: true,
    });
    expect(booked.body.bookingUrl).toBeNull();
    const toCustomer = await get<TUpcomingDeliveryDetail>(detailRoute, { orderNo: "7100045501", orderLine: "10", isFromCustomer: "true" });
    expect(toCustomer.body).toMatchObject({ orderKind: "customer", isFromCustomer: false, bookingUrl: null, container: "Storsäck 500 kg" });
    // a Finnish purchase order links to the Finnish time booking page (on the Finnish host: the other host does not know it)
    const [sei] = await t.db.select().from(facilities).where(eq(facilities.code, "SEI"));
    expect(sei).toBeDefined();
    const fiFarmer = await signInAs(t.db, (await makeUser(t.db, { market: "fi", customers: [{ id: ids.get("700101")! }] })).id);
    as(fiFarmer);
    expect(
      (await get<TUpcomingDeliveryDetail>(detailRoute, { orderNo: "4600200101", orderLine: "10" }, "portal.test.fi")).body,
    ).toMatchObject({ bookingUrl: "/logistiikka/ajanvaraus?ion=4600200101&line=10", container: "Siilo 4", itemName: null });
    expect((await get(detailRoute, { orderNo: "4600200101", orderLine: "10" })).status).toBe(404);
  });

  it("403 for another customer's line, 404 for a line that does not exist", async () => {
    as(otherFarmer);
    expect((await get(detailRoute, { orderNo: "4500123401", orderLine: "10" })).status).toBe(403);
    as(farmer);
    expect((await get(detailRoute, { orderNo: "4500123401", orderLine: "20" })).status).toBe(404);
    const missing = await get(detailRoute, { orderNo: "123", orderLine: "10" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Leveransen kunde inte hittas.");
    // staff only within their customer session
    as(staff);
    expect((await get(detailRoute, { orderNo: "4500123401", orderLine: "10" })).status).toBe(403);
    as(await signInAs(t.db, staff.userId, { acting: "100234" }));
    expect((await get(detailRoute, { orderNo: "4500123401", orderLine: "10" })).status).toBe(200);
  });
});
