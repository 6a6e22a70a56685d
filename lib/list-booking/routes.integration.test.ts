/**
 * POST /api/list-booking/SearchBookings and GET /api/pdfhandler/generatemultipdf through the real
 * route wrapper (session, input, scope, error mapping) on the seeded demo data: 401 signed out,
 * 400 with field messages (never 500), 403 for another customer, the multi-print PDF.
 */
import { NextRequest } from "next/server";
import { PDFDocument } from "pdf-lib";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingOrders, customers, reservations, users } from "@/db/schema";
import { seed } from "@/seed";
import { seedListBooking } from "@/seed/list-booking";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { todayIn } from "@/lib/market/format";
import { extractPdfText } from "@/lib/pdf/extract-text";
import { addDays } from "@/lib/time-booking/compute-slots";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { SearchBookingsReply } from "./search-bookings";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { POST: searchHandler } = (await import("@/app/api/list-booking/SearchBookings/route")) as { POST: Handler };
const { GET: pdfHandler } = (await import("@/app/api/pdfhandler/generatemultipdf/route")) as { GET: Handler };

const t = useTestDb();
const today = todayIn("se");
let farmer: Actor;
let transporter: Actor;
let bjorkhaga: Actor;
let forwarder: Actor;
let fiFarmer: Actor;

beforeAll(async () => {
  await seed(t.db, { demo: true, areas: false });
  await seedLogistics(t.db, { demo: true });
  await seedListBooking(t.db, { demo: true });
  const id = async (username: string) =>
    must((await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0], username).id;
  farmer = await signInAs(t.db, await id("farmer@demo.se"));
  transporter = await signInAs(t.db, await id("transporter@demo.se"));
  fiFarmer = await signInAs(t.db, await id("farmer@demo.fi"));
  const [bjork] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, "100412"));
  bjorkhaga = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(bjork, "customer 100412").id }] })).id);
  // an external customer that is the Owner (forwarder) of one booking on 100310's purchase order 4500131001
  const fwd = await makeCustomer(t.db, { name: "Speditören AB" });
  forwarder = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: fwd.id }] })).id);
  const [order] = await t.db.select().from(bookingOrders).where(eq(bookingOrders.orderNumber, "4500131001"));
  const [booked] = await t.db
    .select()
    .from(reservations)
    .where(eq(reservations.bookingOrderId, must(order, "order 4500131001").id));
  const existing = must(booked, "a booking on 4500131001");
  await t.db.insert(reservations).values({
    ...existing,
    id: undefined,
    idempotencyKey: null,
    owner: fwd.customerNumber,
    licensePlateNo: "FWD999",
    startsAt: new Date(existing.startsAt.getTime() + 3 * 3600_000),
    endsAt: new Date(existing.endsAt.getTime() + 3 * 3600_000),
  });
}, 60_000);
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const HEADERS = { host: "portal.test", origin: "http://portal.test", accept: "application/json" };

async function search<T = ErrorReply>(body: Record<string, unknown> | null, opts: { form?: boolean; host?: string } = {}) {
  const headers: Record<string, string> = { ...HEADERS };
  if (opts.host) Object.assign(headers, { host: opts.host, origin: `http://${opts.host}` });
  let payload: string | undefined;
  if (body && opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  } else if (body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await searchHandler(
    new NextRequest(`http://${opts.host ?? "portal.test"}/api/list-booking/SearchBookings`, { method: "POST", headers, body: payload }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

async function pdf(query: string, host = "portal.test") {
  const res = await pdfHandler(
    new NextRequest(`http://${host}/api/pdfhandler/generatemultipdf?${query}`, {
      method: "GET",
      headers: { host, accept: "application/pdf" },
    }),
    { params: Promise.resolve({}) },
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), bytes };
}
const q = (io: string, line: string, extra = "") => `ioNumber=${encodeURIComponent(io)}&lineNumber=${encodeURIComponent(line)}${extra}`;

describe("POST /api/list-booking/SearchBookings", () => {
  it("401 signed out", async () => {
    expect((await search({ FromDate: today, ToDate: today })).status).toBe(401);
  });

  it("400 with field messages for empty or bad input, never 500", async () => {
    state.sessionId = farmer.sessionId;
    for (const body of [null, {}]) {
      const r = await search(body);
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toMatchObject({ FromDate: ["Du måste ange ett datum"], ToDate: ["Du måste ange ett datum"] });
    }
    const backwards = await search({ FromDate: addDays(today, 3), ToDate: today });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ ToDate: ["Till-datumet kan inte vara före från-datumet."] });
    const tooLong = await search({ FromDate: today, ToDate: addDays(today, 32) });
    expect(tooLong.body.error.fields).toEqual({ ToDate: ["Perioden får vara högst 31 dagar."] });
    const bad = await search({ FromDate: "2026-02-30", ToDate: "i morgon", ResourceGroupId: "x", RegNo: "<script>", CustomerNo: "12a" });
    expect(bad.status).toBe(400);
    expect(Object.keys(must(bad.body.error.fields, "field errors")).sort()).toEqual([
      "CustomerNo",
      "FromDate",
      "RegNo",
      "ResourceGroupId",
      "ToDate",
    ]);
  });

  it("answers a farmer's form post with their bookings; a foreign customer number is 403", async () => {
    state.sessionId = farmer.sessionId;
    const r = await search<SearchBookingsReply>(
      {
        ResourceGroupId: "",
        FromDate: today,
        ToDate: addDays(today, 20),
        RegNo: "",
        CustomerNo: "",
        IsInternal: "1",
        BookingReference: "",
        ReferenceType: "",
      },
      { form: true },
    );
    expect(r.status).toBe(200);
    expect(r.body.CustomerNo).toBe("100234");
    expect(r.body.Reservations.length).toBeGreaterThanOrEqual(5);
    const warn = r.body.Reservations.find((b) => b.Status === 500);
    expect(warn?.ErrorMessage).toBe("Leveransförsäkran för orderraden är inte längre bekräftad. Bokningen behöver ses över.");
    expect((await search({ FromDate: today, ToDate: today, CustomerNo: "100412" })).status).toBe(403);
  });

  it("speaks Finnish on the Finnish host", async () => {
    state.sessionId = farmer.sessionId;
    const r = await search({ FromDate: today, ToDate: addDays(today, 40) }, { host: "portal.test.fi" });
    expect(r.body.error.fields?.ToDate).toEqual(["Ajanjakso voi olla enintään 31 päivää."]);
  });
});

describe("GET /api/pdfhandler/generatemultipdf", () => {
  it("401 signed out, 400 for lists of unequal length or bad numbers", async () => {
    expect((await pdf(q("4500123401", "10"))).status).toBe(401);
    state.sessionId = farmer.sessionId;
    expect((await pdf("")).status).toBe(400);
    expect((await pdf(q("4500123401|4500123403", "10"))).status).toBe(400);
    expect((await pdf(q("4500123401", "tio"))).status).toBe(400);
  });

  it("one page per order line with the order, customer, article, tons, warehouse and bookings", async () => {
    state.sessionId = farmer.sessionId;
    const r = await pdf(q("4500123401|4500123403|4500123401", "10|10|10", "&resync=true"));
    expect(r.status).toBe(200);
    expect(r.type).toBe("application/pdf");
    expect(r.disposition).toMatch(/^inline; filename="bokningar-4500123401-2\.pdf"$/);
    expect(Buffer.from(r.bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(r.bytes)).getPageCount()).toBe(2); // the repeated pair is printed once
    const text = extractPdfText(r.bytes);
    for (const s of [
      "Bokningar – order 4500123401, rad 10",
      "Bokningar – order 4500123403, rad 10",
      "Gårdsjö Lantbruk AB",
      "Kundnummer 100234",
      "10110 Höstvete, bröd",
      "32 ton",
      "18 ton",
      "SKA (Skara)",
      "LID (Lidköping)",
      "ABC123",
      "GHJ234",
      "LEV1001",
      "Skara – lossning",
      "Lidköping – lossning",
    ]) {
      expect(text).toContain(s);
    }
  });

  it("in Finnish on the Finnish host (a Finnish order; the Swedish one does not exist there)", async () => {
    state.sessionId = fiFarmer.sessionId;
    const text = extractPdfText((await pdf(q("4600200101", "10"), "portal.test.fi")).bytes);
    expect(text).toContain("Varaukset – tilaus 4600200101, rivi 10");
    expect(text).toContain("30 t");
    state.sessionId = farmer.sessionId;
    expect((await pdf(q("4500123403", "10"), "portal.test.fi")).status).toBe(403);
  });

  it("403 for an order of another customer or one that does not exist; 404 for a line not on the order", async () => {
    state.sessionId = bjorkhaga.sessionId;
    expect((await pdf(q("4500123401", "10"))).status).toBe(403);
    state.sessionId = farmer.sessionId;
    expect((await pdf(q("4500123401|4599999999", "10|10"))).status).toBe(403);
    expect((await pdf(q("4500123401", "20"))).status).toBe(404);
  });

  it("a transporter or forwarder prints only orders with a booking it owns, and only those bookings", async () => {
    state.sessionId = transporter.sessionId;
    expect((await pdf(q("4500123403", "10"))).status).toBe(403); // 100234's order, no booking of 300120 on it
    state.sessionId = forwarder.sessionId;
    const r = await pdf(q("4500131001", "10"));
    expect(r.status).toBe(200);
    const text = extractPdfText(r.bytes);
    expect(text).toContain("FWD999");
    expect(text).not.toContain("KLM456"); // 100310's own booking on the same line
  });
});
