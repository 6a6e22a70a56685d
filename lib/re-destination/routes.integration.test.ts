/**
 * The /api/re-destination/* calls through the real route wrapper (session, input, scope, error
 * mapping): 401 signed out, 400 with translated field messages for empty input (never 500), 403 for
 * transporters and another customer's number, 409 with per-line fields for a stale line, and a
 * working search → validate → apply → receipt for staff.
 */
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, customers } from "@/db/schema";
import { seedDeliveryFee } from "@/seed/delivery-fee";
import { seedLogistics } from "@/seed/logistics";
import { seedReDestination } from "@/seed/re-destination";
import type { Actor } from "@/lib/auth/actor";
import { todayIn } from "@/lib/market/format";
import { addDays } from "@/lib/time-booking/compute-slots";
import { makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { ReDestinationOptions, ReDestinationReceipt, ReDestinationReview, ReDestinationSearchReply } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const PATHS = ["options", "search", "validate", "apply", "receipt"] as const;
const handlers = Object.fromEntries(
  await Promise.all(PATHS.map(async (p) => [p, ((await import(`@/app/api/re-destination/${p}/route`)) as { POST: Handler }).POST])),
) as Record<(typeof PATHS)[number], Handler>;

const t = useTestDb();
const today = todayIn("se");
let farmer: Actor;
let staff: Actor;
let transporter: Actor;
beforeAll(async () => {
  const [own] = await t.db
    .insert(customers)
    .values([
      { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" },
      { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
      { customerNumber: "100412", name: "Björkhaga Lantbruk AB", market: "se" },
    ])
    .returning();
  await seedDeliveryFee(t.db, { demo: false });
  await seedLogistics(t.db, { demo: true });
  await seedReDestination(t.db, { demo: true });
  farmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(own).id }] })).id);
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id, { acting: "100234" });
  transporter = await signInAs(t.db, (await makeUser(t.db, { transporter: true })).id);
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(path: (typeof PATHS)[number], body: Record<string, unknown> | null, host = "portal.test") {
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  const res = await handlers[path](
    new NextRequest(`http://${host}/api/re-destination/${path}`, {
      method: "POST",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

const search = { warehouse: "SKA", confirmedDeliveryDateFrom: today, confirmedDeliveryDateTo: addDays(today, 30) };

describe("/api/re-destination/*", () => {
  it("401 signed out", async () => {
    for (const p of PATHS) expect((await call(p, {})).status, p).toBe(401);
  });

  it("400 with translated field messages for empty input, never 500", async () => {
    state.sessionId = farmer.sessionId;
    for (const p of ["search", "validate", "apply", "receipt"] as const) {
      for (const body of [null, {}]) {
        const r = await call(p, body);
        expect(r.status, p).toBe(400);
        expect(Object.keys(must(r.body.error.fields, "field errors")).length, p).toBeGreaterThan(0);
      }
    }
    expect((await call("search", {})).body.error.fields).toEqual({
      warehouse: ["Du måste välja anläggning"],
      confirmedDeliveryDateFrom: ["Du måste ange bekräftat leveransdatum från"],
      confirmedDeliveryDateTo: ["Du måste ange bekräftat leveransdatum till"],
    });
    expect((await call("validate", { lines: [] })).body.error.fields).toEqual({
      lines: ["Du måste först välja rader"],
      warehouse: ["Du måste välja ny anläggning"],
      deliveryDate: ["Du måste ange nytt leveransdatum"],
      lorryType: ["Du måste välja biltyp"],
    });
    const past = await call("search", { ...search, confirmedDeliveryDateTo: addDays(today, -1) });
    expect(past.body.error.fields).toEqual({ confirmedDeliveryDateTo: ["Till-datum kan inte vara före från-datum"] });
  });

  it("403 for transporters and for another customer's number", async () => {
    state.sessionId = transporter.sessionId;
    for (const p of ["options", "search"] as const) expect((await call(p, search)).status, p).toBe(403);
    state.sessionId = farmer.sessionId;
    expect((await call("search", { ...search, customerNumber: "100412" })).status).toBe(403);
    const own = await call<ReDestinationSearchReply>("search", search);
    expect(own.status).toBe(200);
    expect(new Set(own.body.lines.map((l) => l.customerNumber))).toEqual(new Set(["100234"]));
  });

  it("staff (acting for a customer) search all lines, validate, apply and read the receipt; a stale line is 409", async () => {
    state.sessionId = staff.sessionId;
    const options = await call<ReDestinationOptions>("options", {});
    expect(options.body.warehouses.map((w) => w.code)).toEqual(["LID", "SKA", "UPP"]);
    expect(options.body.lorryTypes.map((w) => w.code)).toEqual(["BIL_SLAP", "BIL", "TRAKTOR"]);
    const found = await call<ReDestinationSearchReply>("search", search);
    expect(new Set(found.body.lines.map((l) => l.customerNumber))).toEqual(new Set(["100234", "100412"]));
    const chosen = found.body.lines
      .filter((l) => ["4500900103", "4500900202"].includes(l.orderNumber))
      .map((l) => ({ lineId: l.lineId, version: l.version }));
    const step = { lines: chosen, warehouse: "LID", deliveryDate: addDays(today, 14), lorryType: "BIL" };
    const review = await call<ReDestinationReview>("validate", step);
    expect(review.status).toBe(200);
    expect(review.body.changes).toHaveLength(2);
    const batchId = randomUUID();
    const applied = await call<ReDestinationReceipt>("apply", { ...step, batchId });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      batchId,
      repeated: false,
      warehouse: { code: "LID" },
      lorryType: { code: "BIL", name: "Bil utan släp" },
    });
    expect((await call<ReDestinationReceipt>("receipt", { batchId })).body.changes).toHaveLength(2);
    expect((await call("receipt", { batchId: randomUUID() })).status).toBe(404);
    // the Swedish re-destination does not exist through the Finnish host (decision 019)
    expect((await call("receipt", { batchId }, "portal.test.fi")).status).toBe(404);
    // one action-log row per customer whose lines staff moved, with the staff user
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "reDestination.apply"), eq(actionLog.userId, staff.userId)));
    expect(logs.map((l) => [l.customerNumber, l.actingAsStaff]).sort()).toEqual([
      ["100234", true],
      ["100412", true],
    ]);
    const stale = await call("apply", { ...step, warehouse: "UPP", batchId: randomUUID() });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      "Någon annan har ändrat 2 av raderna sedan du sökte. Ingenting har genomförts. Sök igen och kontrollera raderna.",
    );
    expect(Object.values(must(stale.body.error.fields, "field errors"))).toEqual([
      ["Raden har ändrats av någon annan"],
      ["Raden har ändrats av någon annan"],
    ]);
  });
});
