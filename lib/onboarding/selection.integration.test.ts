/** The selection page's call (spec 3 §5; decision 078): blocked without a checkbox, staff only, states filtered. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customers } from "@/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const select = (await import("@/app/api/onboarding/customer-selection/route")).GET as Handler;

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

describe("customer selection", () => {
  it("401/403 for others; 400 without a checkbox; the checked states only", async () => {
    const activated = await makeCustomer(t.db, { name: "Urval Aktiverad" });
    const owner = await makeUser(t.db, { customers: [{ id: activated.id }] });
    const fresh = await makeCustomer(t.db, { name: "Urval Ny" });
    const inactive = await makeCustomer(t.db, { name: "Urval Inaktiv" });
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, inactive.id));
    const query = { query: "Urval", notActivated: "true" };
    expect((await callRoute(select, { method: "GET", query })).status).toBe(401);
    state.sessionId = (await signInAs(t.db, owner.id)).sessionId;
    expect((await callRoute(select, { method: "GET", query })).status).toBe(403);
    state.sessionId = (await signInAs(t.db, (await makeUser(t.db, { internal: true })).id)).sessionId;
    expect((await callRoute(select, { method: "GET", query: { query: "Urval" } })).status).toBe(400);
    const res = await callRoute<{ customers: { customerNumber: string }[] }>(select, { method: "GET", query });
    expect(res.status).toBe(200);
    expect(res.body.customers.map((c) => c.customerNumber)).toEqual([fresh.customerNumber]);
    const two = await callRoute<{ customers: { customerNumber: string }[] }>(select, {
      method: "GET",
      query: { query: "Urval", activated: "true", inactive: "true" },
    });
    expect(two.body.customers.map((c) => c.customerNumber).sort()).toEqual([activated.customerNumber, inactive.customerNumber].sort());
  });
});
