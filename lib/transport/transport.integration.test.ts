/**
 * The transport search and its announcements (spec 1 §2, §6, §7, §8, §9) through the real route
 * wrapper (session, input, scope, error mapping) on the seeded demo transports (seed/transport.ts):
 * Lindqvist Åkeri (300120) carries for 100234, 100412, 100310 and 100518; Skaraborgs Frakt (no
 * portal customer) carries seed to 100234; Kuljetus Hakala carries in Finland.
 */
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { customers, transportOrderRows, transportOrders } from "@/db/schema";
import { DEMO_CUSTOMERS } from "@/seed/data";
import { seedLogistics } from "@/seed/logistics";
import { seedTransport } from "@/seed/transport";
import type { Actor } from "@/lib/auth/actor";
import { addDays, toLocal } from "@/lib/time-booking/compute-slots";
import { makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { must, take } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { TGetAnnouncementsResponse, TSearchTransportResponse } from "./schemas";
import { searchTransport } from "./search-transport";
import { routeState as state, type Handler } from "@/tests/support/route-harness";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { POST: searchRoute } = (await import("@/app/api/search-transport/search/route")) as { POST: Handler };
const { POST: announcementsRoute } = (await import("@/app/api/search-transport/get-annoncements/route")) as { POST: Handler };

const t = useTestDb();
const today = toLocal(new Date(), "Europe/Stockholm").date;
const week = { fromDate: today, toDate: addDays(today, 7) };
let farmer: Actor;
let transporter: Actor;
let staff: Actor;
let otherFarmer: Actor;

beforeAll(async () => {
  const ids = new Map<string, number>();
  for (const c of DEMO_CUSTOMERS) {
    const [row] = await t.db
      .insert(customers)
      .values({ customerNumber: c.number, name: c.name, market: c.market, parentCustomerId: c.parent ? ids.get(c.parent)! : null })
      .returning();
    ids.set(c.number, must(row).id);
  }
  await seedLogistics(t.db, { demo: true });
  await seedTransport(t.db, { demo: true });
  await seedTransport(t.db, { demo: true }); // idempotent
  farmer = await signInAs(
    t.db,
    (await makeUser(t.db, { customers: [{ id: ids.get("100234")! }, { id: ids.get("100310")!, profile: "user" }] })).id,
  );
  transporter = await signInAs(t.db, (await makeUser(t.db, { transporter: true, customers: [{ id: ids.get("300120")! }] })).id);
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
  otherFarmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: ids.get("100412")! }] })).id);
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};

async function call<T = ErrorReply>(handler: Handler, body: Record<string, unknown> | null, host = "portal.test") {
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  const res = await handler(
    new NextRequest(`http://${host}/api/search-transport/x`, { method: "POST", headers, body: body ? JSON.stringify(body) : undefined }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

const keys = (rows: { orderNumber: string; rowNumber: number }[]) => rows.map((r) => `${r.orderNumber}/${r.rowNumber}`);

async function rowId(orderNumber: string, rowNumber: number): Promise<number> {
  const [r] = await t.db
    .select({ id: transportOrderRows.id })
    .from(transportOrderRows)
    .innerJoin(transportOrders, eq(transportOrders.id, transportOrderRows.transportOrderId))
    .where(and(eq(transportOrders.orderNumber, orderNumber), eq(transportOrderRows.rowNumber, rowNumber)));
  return must(r, `transport row ${orderNumber}/${rowNumber}`).id;
}

describe("POST /api/search-transport/search", () => {
  it("401 signed out, 400 with field messages for empty input", async () => {
    expect((await call(searchRoute, { category: "Ordernummer", text: "5100023401" })).status).toBe(401);
    as(farmer);
    for (const body of [null, {}]) {
      const r = await call(searchRoute, body);
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toMatchObject({ category: ["Du måste välja en kategori"], text: ["Du måste ange en söktext"] });
    }
  });

  it("a transporter finds the loads of a lorry within the dates, with the Owner column", async () => {
    as(transporter);
    const r = await call<TSearchTransportResponse>(searchRoute, { category: "Lastbil", text: "lqv 123", ...week });
    expect(r.status).toBe(200);
    expect(keys(r.body.rows)).toEqual(["5100023401/1", "5100023401/2", "5100023402/2"]);
    expect(r.body.showOwner).toBe(true);
    expect(r.body.rows[0]).toMatchObject({
      customerNumber: "100234",
      from: "Gårdsjö 12, 532 92 Skara",
      to: "Skara",
      toFacilityCode: "SKA",
      itemNumber: "10110",
      itemName: "Höstvete, bröd",
      quantityKg: 32000,
      quantityTons: 32,
      plannedDate: addDays(today, 1),
      lorry: "LQV123",
      owner: "300120",
      ownerName: "Lindqvist Åkeri AB",
      status: "planned",
      announcementCount: 2,
    });
    // a prefix finds every lorry of the fleet; the row of another carrier (Skaraborgs Frakt) is not there
    const fleet = await call<TSearchTransportResponse>(searchRoute, {
      category: "Lastbil",
      text: "LQV",
      fromDate: addDays(today, -3),
      toDate: addDays(today, 4),
    });
    expect(keys(fleet.body.rows)).toEqual(["5100023401/3", "5100023401/1", "5100023402/1", "5100023401/2", "5100023402/2"]);
  });

  it("a range over 7 days is refused on the server too (400 on toDate); 7 days is fine", async () => {
    as(transporter);
    const r = await call(searchRoute, { category: "Lastbil", text: "LQV123", fromDate: today, toDate: addDays(today, 8) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ toDate: ["Perioden får vara högst 7 dagar."] });
    expect((await call(searchRoute, { category: "Kundnummer", text: "100234", fromDate: today })).body.error.fields).toEqual({
      toDate: ["Du måste ange ett giltigt till-datum (ÅÅÅÅ-MM-DD)"],
    });
    expect((await call(searchRoute, { category: "Lastbil", text: "LQV123", ...week })).status).toBe(200);
  });

  it("the date range limits Kundnummer and Lastbil searches", async () => {
    as(staff);
    const later = await call<TSearchTransportResponse>(searchRoute, {
      category: "Kundnummer",
      text: "100310",
      fromDate: addDays(today, 8),
      toDate: addDays(today, 14),
    });
    expect(keys(later.body.rows)).toEqual(["5100023404/1"]);
    const thisWeek = await call<TSearchTransportResponse>(searchRoute, { category: "Kundnummer", text: "100310", ...week });
    expect(thisWeek.body.rows).toEqual([]);
  });

  it("a farmer sees only the customer's own goods, without the Owner column; another customer's number is 403", async () => {
    as(farmer);
    const own = await call<TSearchTransportResponse>(searchRoute, { category: "Kundnummer", text: "100234", ...week });
    expect(own.status).toBe(200);
    expect(keys(own.body.rows)).toEqual(["5100023401/1", "5100023401/2", "5100023403/1"]);
    expect(own.body.showOwner).toBe(false);
    for (const row of own.body.rows) expect(row).toMatchObject({ owner: null, ownerName: null });
    // 100310: the farmer is a user of that customer
    expect(
      (await call(searchRoute, { category: "Kundnummer", text: "100310", fromDate: addDays(today, 8), toDate: addDays(today, 14) })).status,
    ).toBe(200);
    const foreign = await call(searchRoute, { category: "Kundnummer", text: "100412", ...week });
    expect(foreign.status).toBe(403);
    // another customer's order number finds nothing
    expect((await call<TSearchTransportResponse>(searchRoute, { category: "Ordernummer", text: "5100023402" })).body.rows).toEqual([]);
    expect(keys((await call<TSearchTransportResponse>(searchRoute, { category: "Ordernummer", text: "5100023401" })).body.rows)).toEqual([
      "5100023401/3",
      "5100023401/1",
      "5100023401/2",
    ]);
  });

  it("a transporter searching a customer number sees only what it carries for that customer", async () => {
    as(transporter);
    const r = await call<TSearchTransportResponse>(searchRoute, { category: "Kundnummer", text: "100234", ...week });
    expect(keys(r.body.rows)).toEqual(["5100023401/1", "5100023401/2"]);
    expect((await call<TSearchTransportResponse>(searchRoute, { category: "Ordernummer", text: "5100023403" })).body.rows).toEqual([]);
  });

  it("staff see every row of the market; a facility is found by code or name", async () => {
    as(staff);
    expect(keys((await call<TSearchTransportResponse>(searchRoute, { category: "Ordernummer", text: "5100023402" })).body.rows)).toEqual([
      "5100023402/1",
      "5100023402/2",
    ]);
    const lid = await call<TSearchTransportResponse>(searchRoute, { category: "Anläggning", text: "lidköping" });
    expect(keys(lid.body.rows)).toEqual(["5100023402/1", "5100023402/2"]);
    expect(keys((await call<TSearchTransportResponse>(searchRoute, { category: "Anläggning", text: "LID" })).body.rows)).toEqual([
      "5100023402/1",
      "5100023402/2",
    ]);
    // Finnish rows only on the Finnish site
    expect((await call<TSearchTransportResponse>(searchRoute, { category: "Ordernummer", text: "5200004101" })).body.rows).toEqual([]);
    const fi = await call<TSearchTransportResponse>(searchRoute, { category: "Lastbil", text: "KLH-481", ...week }, "portal.test.fi");
    expect(keys(fi.body.rows)).toEqual(["5200004101/1", "5200004101/2"]);
  });

  it("a user without a customer in play gets 403, and the row limit is reported", async () => {
    const lonely = await signInAs(t.db, (await makeUser(t.db)).id);
    as(lonely);
    expect((await call(searchRoute, { category: "Ordernummer", text: "5100023401" })).status).toBe(403);
    const few = await searchTransport(t.db, {
      actor: staff,
      market: "se",
      input: { category: "Lastbil", text: "LQV", fromDate: addDays(today, -3), toDate: addDays(today, 4) },
      limit: 2,
    });
    expect(few).toMatchObject({
      truncated: true,
      rows: [
        { orderNumber: "5100023401", rowNumber: 3 },
        { orderNumber: "5100023401", rowNumber: 1 },
      ],
    });
  });
});

describe("POST /api/search-transport/get-annoncements", () => {
  it("401 signed out; 400 with a field message for a missing or bad orderRowId", async () => {
    expect((await call(announcementsRoute, { orderRowId: 1 })).status).toBe(401);
    as(transporter);
    for (const body of [null, {}, { orderRowId: "abc" }]) {
      const r = await call(announcementsRoute, body);
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({ orderRowId: ["Ogiltig transportrad"] });
    }
  });

  it("lists a row's announcements, newest first, with local times", async () => {
    as(transporter);
    const id = await rowId("5100023401", 1);
    const r = await call<TGetAnnouncementsResponse>(announcementsRoute, { orderRowId: String(id) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ orderRowId: id, orderNumber: "5100023401", rowNumber: 1, Message: null });
    expect(r.body.announcements.map((a) => a.channel)).toEqual(["sms", "email"]);
    const [newest, older] = take(r.body.announcements, 2);
    expect(newest).toMatchObject({ recipient: "+46701234567", plannedArrivalLocal: { date: addDays(today, 1), time: "07:30" } });
    expect(newest.message).toContain(`den ${addDays(today, 1)} ca 07:30. Bil LQV 123.`);
    expect(new Date(newest.sentAt).getTime()).toBeGreaterThan(new Date(older.sentAt).getTime());
  });

  it("says 'Aviseringsinformation saknas' when there are none (Finnish on the Finnish site)", async () => {
    as(transporter);
    const r = await call<TGetAnnouncementsResponse>(announcementsRoute, { orderRowId: await rowId("5100023401", 2) });
    expect(r.body).toMatchObject({ announcements: [], Message: "Aviseringsinformation saknas" });
    as(staff);
    const fi = await call<TGetAnnouncementsResponse>(announcementsRoute, { orderRowId: await rowId("5200004101", 2) }, "portal.test.fi");
    expect(fi.body).toMatchObject({ announcements: [], Message: "Ilmoitustietoja ei ole" });
  });

  it("403 for a row outside the actor's scope, 404 for an unknown row", async () => {
    as(farmer);
    expect((await call(announcementsRoute, { orderRowId: await rowId("5100023402", 1) })).status).toBe(403);
    expect((await call(announcementsRoute, { orderRowId: await rowId("5100023403", 1) })).status).toBe(200);
    as(otherFarmer);
    expect((await call(announcementsRoute, { orderRowId: await rowId("5100023401", 1) })).status).toBe(403);
    expect((await call(announcementsRoute, { orderRowId: await rowId("5100023402", 1) })).status).toBe(200);
    as(transporter);
    // carried by another haulier
    expect((await call(announcementsRoute, { orderRowId: await rowId("5100023403", 1) })).status).toBe(403);
    const missing = await call(announcementsRoute, { orderRowId: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Transportraden kunde inte hittas.");
  });
});

describe("transport tables (database rules)", () => {
  it("refuses a row without an origin, with two destinations or with an unnormalised registration number", async () => {
    const [order] = await t.db.select().from(transportOrders).where(eq(transportOrders.orderNumber, "5100023401"));
    const base = { transportOrderId: must(order).id, itemNumber: "10110", quantityKg: 1000, plannedDate: today, toAddress: "Gården 1" };
    await expect(t.db.insert(transportOrderRows).values({ ...base, rowNumber: 90 })).rejects.toThrow();
    await expect(t.db.insert(transportOrderRows).values({ ...base, rowNumber: 91, fromAddress: "A", toFacilityId: 1 })).rejects.toThrow();
    await expect(
      t.db.insert(transportOrderRows).values({ ...base, rowNumber: 92, fromAddress: "A", lorryRegNo: "abc 123" }),
    ).rejects.toThrow();
    await expect(t.db.insert(transportOrderRows).values({ ...base, rowNumber: 1, fromAddress: "A" })).rejects.toThrow(); // row number taken
    await expect(
      t.db.insert(transportOrderRows).values({ ...base, rowNumber: 93, fromAddress: "A", lorryRegNo: "ABC123" }),
    ).resolves.toBeDefined();
  });
});
