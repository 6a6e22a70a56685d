/**
 * The new /api/time-booking/* calls through the real route wrapper (session, input, scope, error
 * mapping) against a real database: 401 signed out, 400 with field messages for empty input
 * (never 500), 403 for another customer's reference.
 */
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { customers } from "@/db/schema";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { ResourceGroupDto } from "./booking-dto";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const PATHS = [
  "LoadResourceGroupsForBookingReference",
  "resourceGroupsByCompany",
  "loadItemsOnResourceGroup",
  "loadItemsOnResourceGroupForBookingReference",
  "CustomerSearch",
  "ExistBooking",
  "UpdateReservation",
  "UpdateReservationInformation",
] as const;
const handlers = Object.fromEntries(
  await Promise.all(PATHS.map(async (p) => [p, ((await import(`@/app/api/time-booking/${p}/route`)) as { POST: Handler }).POST])),
) as Record<(typeof PATHS)[number], Handler>;

const t = useTestDb();
let farmer: Actor;
beforeAll(async () => {
  const [own] = await t.db
    .insert(customers)
    .values([
      { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" },
      { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
    ])
    .returning();
  await seedLogistics(t.db, { demo: true });
  farmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(own).id }] })).id);
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(path: (typeof PATHS)[number], body: Record<string, unknown> | null, form = false) {
  const headers: Record<string, string> = { host: "portal.test", origin: "http://portal.test", accept: "application/json" };
  let payload: string | undefined;
  if (body && form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  } else if (body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await handlers[path](
    new NextRequest(`http://portal.test/api/time-booking/${path}`, { method: "POST", headers, body: payload }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

describe("/api/time-booking/* (the remaining calls)", () => {
  it("401 signed out", async () => {
    for (const p of PATHS) expect((await call(p, {})).status, p).toBe(401);
  });

  it("400 with field messages for empty input, never 500", async () => {
    state.sessionId = farmer.sessionId;
    for (const p of PATHS) {
      for (const body of [null, {}]) {
        const r = await call(p, body);
        expect(r.status, p).toBe(400);
        expect(Object.keys(must(r.body.error.fields, "field errors")).length, p).toBeGreaterThan(0);
      }
    }
    const r = await call("LoadResourceGroupsForBookingReference", {});
    // the schema's messages are translation keys, rendered in Swedish on the se host
    const fields = must(r.body.error.fields, "field errors");
    expect(Object.keys(fields).sort()).toEqual(["bookingReference", "referenceType"]);
    expect(fields.bookingReference).toEqual(["Referens kunde ej hittas."]);
    expect(fields.referenceType).toEqual(["Uppgifter saknas"]);
  });

  it("answers a farmer's own reference (form body) and refuses another customer's with 403", async () => {
    state.sessionId = farmer.sessionId;
    const own = await call(
      "LoadResourceGroupsForBookingReference",
      { bookingReference: "4500123403", referenceType: "5", warehouseId: "", loading: "" },
      true,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      SearchStatus: "Unplanned",
      Loading: false,
      Resource: [{ Display: "Lidköping – lossning", IsSelected: true }],
    });
    expect((await call("LoadResourceGroupsForBookingReference", { bookingReference: "4500131001", referenceType: 5 })).status).toBe(403);
    expect((await call("ExistBooking", { bookingReference: "4500131001" })).status).toBe(403);
    expect((await call("ExistBooking", { bookingReference: "4500123401" })).body).toEqual({
      IsExistBooking: true,
      Message: "Det finns redan en bokning på inköpsordern. Radera befintlig bokning innan du kan skapa en ny!",
    });
    const groups = await call<{ Resource: ResourceGroupDto[] }>("resourceGroupsByCompany", { company: "SE" });
    expect(groups.body.Resource).toHaveLength(6);
    const found = await call(
      "CustomerSearch",
      {
        resourceGroupId: must(groups.body.Resource[0]).Value,
        searchString: "Ekängen",
        searchType: "",
        loadOrUnloadValue: "",
        customerSearchType: "",
        token: "",
      },
      true,
    );
    expect(found.body).toEqual({ Customers: [], Message: "Information saknas", Warning: null });
  });
});
