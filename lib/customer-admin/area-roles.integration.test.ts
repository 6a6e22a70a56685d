/**
 * Roles mean something (issue 12 item 7, decision 046): a custom profile with agreements:read reads
 * agreements, is refused agreement writes and other areas, and does not see their menu entries.
 * Owners, plain users and staff are not limited. Only the session lookup and getDb are replaced.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerUsers } from "@/db/schema";
import { findMenuPages, type MenuPage } from "@/lib/pages/find-menu-pages";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  grain: (await import("@/app/api/myagreements/grain/route")).POST as Handler,
  saveDrying: (await import("@/app/api/drying-agreement/save/route")).POST as Handler,
  upcoming: (await import("@/app/api/upcoming-deliveries/list/route")).GET as Handler,
  myOrders: (await import("@/app/api/myorders/getmyorders/route")).GET as Handler,
};

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function member(profile: "owner" | "user" | "custom", roles: string[] = []) {
  const c = await makeCustomer(t.db);
  const u = await makeUser(t.db, { customers: [{ id: c.id, profile }] });
  if (roles.length)
    await t.db
      .update(customerUsers)
      .set({ customRoles: roles })
      .where(and(eq(customerUsers.userId, u.id), eq(customerUsers.customerId, c.id)));
  return { c, u, n: c.customerNumber };
}

const as = async (userId: number, acting?: string) => {
  state.sessionId = (await signInAs(t.db, userId, { acting })).sessionId;
};
const flat = (menu: MenuPage[]): string[] => menu.flatMap((p) => [p.path, ...flat(p.children)]);
const dryingBody = { IdempotencyKey: "area-roles-test-1" };

describe("a custom profile with agreements:read", () => {
  it("reads agreements (200), is refused an agreement write and logistics and orders (403 with the text)", async () => {
    const m = await member("custom", ["agreements:read"]);
    await as(m.u.id);
    expect((await callRoute(r.grain, { body: { activeCustomerNumber: m.n } })).status).toBe(200);
    const write = await callRoute<{ error: { message: string } }>(r.saveDrying, { body: { ...dryingBody, CustomerNumber: m.n } });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe("Du har inte behörighet till det här området hos kunden.");
    expect((await callRoute(r.upcoming, { method: "GET" })).status).toBe(403);
    expect((await callRoute(r.myOrders, { method: "GET", query: { customerNumber: m.n } })).status).toBe(403);
  });

  it("with agreements:write the write passes the role check (the domain answers, not 403)", async () => {
    const m = await member("custom", ["agreements:write"]);
    await as(m.u.id);
    expect((await callRoute(r.saveDrying, { body: { ...dryingBody, CustomerNumber: m.n } })).status).not.toBe(403);
  });

  it("owners and plain users have every area; staff acting for the customer too", async () => {
    for (const profile of ["owner", "user"] as const) {
      const m = await member(profile);
      await as(m.u.id);
      expect((await callRoute(r.upcoming, { method: "GET" })).status, profile).toBe(200);
      expect((await callRoute(r.saveDrying, { body: { ...dryingBody, CustomerNumber: m.n } })).status, profile).not.toBe(403);
    }
    const m = await member("custom", []);
    const staff = await makeUser(t.db, { internal: true });
    await as(staff.id, m.n);
    expect((await callRoute(r.upcoming, { method: "GET" })).status).toBe(200);
  });

  it("the menu lacks the denied areas (and a heading left empty), keeps the allowed ones", async () => {
    const custom = await member("custom", ["agreements:read"]);
    const paths = flat(await findMenuPages(t.db, { actor: await signInAs(t.db, custom.u.id), market: "se" }));
    expect(paths).toContain("/avtal/mina-avtal");
    expect(paths).toContain("/avtal");
    for (const denied of ["/logistik", "/logistik/tidsbokning", "/maskiner", "/priser", "/avtal/prisgraf", "/mitt-foretag/mina-order"])
      expect(paths, denied).not.toContain(denied);
    expect(paths).toContain("/mitt-foretag/profil");

    const owner = await member("owner");
    const all = flat(await findMenuPages(t.db, { actor: await signInAs(t.db, owner.u.id), market: "se" }));
    for (const p of ["/logistik/tidsbokning", "/maskiner", "/priser", "/avtal/prisgraf", "/mitt-foretag/mina-order"])
      expect(all, p).toContain(p);
  });
});
