/**
 * Staff calls of issue 12 through the real route wrapper: manage elected (item 8), the customer
 * activation table (item 9) and the action logs (item 12). Each is staff only (401 signed out,
 * 403 for a customer user), answers 400 with the spec's messages, and stays in its market.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, customers, districtGroups, districts, electedDistricts, electedRepresentatives, outbox, users } from "@/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  findExisting: (await import("@/app/api/manage-elected/find-existing/route")).POST as Handler,
  addNew: (await import("@/app/api/manage-elected/add-new-user/route")).POST as Handler,
  addExisting: (await import("@/app/api/manage-elected/add-existing-user/route")).POST as Handler,
  deleteElected: (await import("@/app/api/manage-elected/delete-elected/route")).POST as Handler,
  forElected: (await import("@/app/api/manage-elected/districts-for-elected/route")).POST as Handler,
  district: (await import("@/app/api/manage-elected/elected-district/route")).POST as Handler,
  groups: (await import("@/app/api/manage-elected/district-groups/route")).GET as Handler,
  support: (await import("@/app/api/customer-support/update/route")).POST as Handler,
  logs: (await import("@/app/api/massomstyrning/action-logs/route")).GET as Handler,
};

const t = useTestDb();
let se: { a: number; b: number };
let fiDistrict: number;
beforeAll(async () => {
  const [g] = await t.db.insert(districtGroups).values({ market: "se", name: "Väst" }).returning();
  const [gfi] = await t.db.insert(districtGroups).values({ market: "fi", name: "Pohjanmaa" }).returning();
  const rows = await t.db
    .insert(districts)
    .values([
      { groupId: g!.id, name: "Skara", readRoleId: 11, writeRoleId: 12, writeRights: true },
      { groupId: g!.id, name: "Lidköping", readRoleId: 13, writeRoleId: 14, writeRights: false },
      { groupId: gfi!.id, name: "Seinäjoki", readRoleId: 21, writeRoleId: 22, writeRights: true },
    ])
    .returning();
  se = { a: rows[0]!.id, b: rows[1]!.id };
  fiDistrict = rows[2]!.id;
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function as(userId: number | null) {
  state.sessionId = userId === null ? null : (await signInAs(t.db, userId)).sessionId;
}
const staff = () => makeUser(t.db, { internal: true });

describe("staff only", () => {
  it("401 signed out and 403 for a customer's owner on every call", async () => {
    const c = await makeCustomer(t.db);
    const owner = await makeUser(t.db, { customers: [{ id: c.id }] });
    const calls: [Handler, Parameters<typeof callRoute>[1]][] = [
      [r.findExisting, { body: { email: owner.email } }],
      [r.addNew, { body: { email: "n@test.se", firstName: "A", lastName: "B", mobile: "0701234567" } }],
      [r.addExisting, { body: { email: owner.email, districts: [] } }],
      [r.deleteElected, { body: { userName: owner.username } }],
      [r.forElected, { body: { id: owner.id } }],
      [r.district, { body: { id: se.a } }],
      [r.groups, { method: "GET" }],
      [r.support, { body: { organizationNumber: "556677-8899", customerNumber: c.customerNumber, isActive: true } }],
      [r.logs, { method: "GET", query: { selectedFilterDate: "7" } }],
    ];
    for (const [who, status] of [
      [null, 401],
      [owner.id, 403],
    ] as const) {
      await as(who);
      for (const [h, o] of calls) expect((await callRoute(h, o)).status).toBe(status);
    }
  });
});

describe("manage elected", () => {
  it("validates with the spec's messages", async () => {
    await as((await staff()).id);
    const res = await callRoute<{ error: { fields: Record<string, string[]> } }>(r.addNew, {
      body: { email: "", firstName: " ", lastName: "", mobile: "" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      email: ["Du måste ange en E-postadress"],
      firstName: ["Du måste ange förnamn"],
      lastName: ["Du måste ange efternamn"],
    });
    expect(res.body.error.fields.mobile).toHaveLength(1);
    const bad = await callRoute<{ error: { fields: Record<string, string[]> } }>(r.findExisting, { body: { email: "not@valid" } });
    expect(bad.body.error.fields.email).toEqual(["Ange en korrekt epost"]);
  });

  it("find-existing: 404 for an unknown e-mail, the user otherwise", async () => {
    const s = await staff();
    await as(s.id);
    expect((await callRoute(r.findExisting, { body: { email: "nobody-here@test.se" } })).status).toBe(404);
    const u = await makeUser(t.db);
    expect((await callRoute(r.findExisting, { body: { email: u.email.toUpperCase() } })).body).toMatchObject({
      user: { UserId: u.id, IsElected: false, Districts: [] },
    });
  });

  it("add-existing-user sets exactly the districts; districts-for-elected and elected-district read them; delete-elected ends it", async () => {
    const s = await staff();
    await as(s.id);
    const u = await makeUser(t.db);
    const added = await callRoute(r.addExisting, { body: { email: u.email, districts: `${se.a},${se.b}` } });
    expect(added).toMatchObject({ status: 200, body: { user: { IsElected: true, Districts: [se.a, se.b].sort((x, y) => x - y) } } });
    expect((await callRoute(r.addExisting, { body: { email: u.email, districts: [se.b] } })).body).toMatchObject({
      user: { Districts: [se.b] },
    });
    expect((await callRoute(r.forElected, { body: { id: u.id } })).body).toMatchObject({
      success: true,
      districts: [{ Id: se.b, Name: "Lidköping", ReadRoleId: 13, WriteRoleId: 14, WriteRights: false }],
    });
    expect((await callRoute(r.district, { body: { id: se.b } })).body).toMatchObject({
      district: { Name: "Lidköping" },
      elected: [{ UserId: u.id }],
    });
    expect((await callRoute(r.addExisting, { body: { email: "nobody@test.se", districts: [] } })).status).toBe(404);
    // a district of another market, or none at all, is a 400
    expect((await callRoute(r.addExisting, { body: { email: u.email, districts: [fiDistrict] } })).status).toBe(400);
    expect((await callRoute(r.district, { body: { id: fiDistrict } })).status).toBe(404);
    expect((await callRoute(r.deleteElected, { body: { userName: u.username } })).status).toBe(200);
    expect(await t.db.select().from(electedRepresentatives).where(eq(electedRepresentatives.userId, u.id))).toEqual([]);
    expect(await t.db.select().from(electedDistricts).where(eq(electedDistricts.userId, u.id))).toEqual([]);
    expect((await callRoute(r.deleteElected, { body: { userName: u.username } })).status).toBe(404);
  });

  it("add-new-user creates an invited account that is elected; an existing e-mail is 409", async () => {
    const s = await staff();
    await as(s.id);
    const email = `elected${Date.now()}@test.se`;
    const res = await callRoute(r.addNew, {
      body: { email, firstName: "Eva", lastName: "Berg", mobile: "070 123 45 67", districts: [se.a] },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { user: { FirstName: "Eva", IsElected: true, Districts: [se.a], Mobile: "+46701234567" } },
    });
    expect(await t.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.recipient, email))).toEqual([
      { kind: "account-invitation" },
    ]);
    expect((await callRoute(r.addNew, { body: { email, firstName: "Eva", lastName: "Berg", mobile: "0701234567" } })).status).toBe(409);
  });

  it("district-groups lists the market's groups with their districts", async () => {
    await as((await staff()).id);
    const se_ = await callRoute<{ groups: { Name: string; Districts: { Name: string }[] }[] }>(r.groups, { method: "GET" });
    expect(se_.body.groups.map((g) => [g.Name, g.Districts.map((d) => d.Name)])).toEqual([["Väst", ["Lidköping", "Skara"]]]);
    const fi = await callRoute<{ groups: { Name: string }[] }>(r.groups, { method: "GET", fi: true });
    expect(fi.body.groups.map((g) => g.Name)).toEqual(["Pohjanmaa"]);
  });
});

describe("customer support update (activation table)", () => {
  it("activates and deactivates a customer whose numbers match; per-row 404 otherwise; digits only", async () => {
    const s = await staff();
    await as(s.id);
    const c = await makeCustomer(t.db);
    await t.db.update(customers).set({ organisationNumber: "556001-0001", active: false }).where(eq(customers.id, c.id));
    const on = await callRoute(r.support, { body: { organizationNumber: "5560010001", customerNumber: c.customerNumber, isActive: true } });
    expect(on).toMatchObject({
      status: 200,
      body: { customerNumbers: [c.customerNumber], isActive: true, message: "Kunden är aktiverad." },
    });
    expect((await t.db.select({ a: customers.active }).from(customers).where(eq(customers.id, c.id)))[0]).toEqual({ a: true });
    const wrong = await callRoute<{ error: { message: string } }>(r.support, {
      body: { organizationNumber: "556001-0002", customerNumber: c.customerNumber, isActive: false },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe("Ingen kund med det kundnumret och organisationsnumret.");
    expect(
      (await callRoute(r.support, { body: { organizationNumber: "556001-0001", customerNumber: "12ab", isActive: true } })).status,
    ).toBe(400);
    // activating needs a number; deactivating without one takes the organisation's customers
    expect((await callRoute(r.support, { body: { organizationNumber: "556001-0001", customerNumber: "", isActive: true } })).status).toBe(
      400,
    );
    expect(await callRoute(r.support, { body: { organizationNumber: "556001-0001", customerNumber: "", isActive: false } })).toMatchObject({
      status: 200,
      body: { customerNumbers: [c.customerNumber] },
    });
    // the Finnish site does not reach a Swedish customer
    expect(
      (
        await callRoute(r.support, {
          fi: true,
          body: { organizationNumber: "556001-0001", customerNumber: c.customerNumber, isActive: true },
        })
      ).status,
    ).toBe(404);
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, s.id), eq(actionLog.customerNumber, c.customerNumber)));
    expect(logs.map((l) => l.action)).toEqual(["customerSupport.activated", "customerSupport.deactivated"]);
  });
});

describe("action logs", () => {
  it("pages the market's entries of the chosen period, newest first, filtered by customer", async () => {
    const s = await staff();
    const u = await makeUser(t.db);
    const fiUser = await makeUser(t.db, { market: "fi" });
    const now = Date.now();
    await t.db.insert(actionLog).values([
      { userId: u.id, customerNumber: "991", action: "test.recent", at: new Date(now - 3600_000) },
      { userId: u.id, customerNumber: "992", action: "test.week", at: new Date(now - 5 * 86400_000) },
      { userId: u.id, customerNumber: "991", action: "test.old", at: new Date(now - 40 * 86400_000) },
      { userId: fiUser.id, customerNumber: "991", action: "test.finnish", at: new Date(now - 3600_000) },
    ]);
    await as(s.id);
    const day = await callRoute<{ actionLogs: { action: string; userName: string }[]; total: number }>(r.logs, {
      method: "GET",
      query: { selectedFilterDate: "1", action: "test." },
    });
    expect(day.status).toBe(200);
    expect(day.body.actionLogs.map((l) => l.action)).toEqual(["test.recent"]);
    const week = await callRoute<{ actionLogs: { action: string }[] }>(r.logs, {
      method: "GET",
      query: { selectedFilterDate: "7", action: "test." },
    });
    expect(week.body.actionLogs.map((l) => l.action)).toEqual(["test.recent", "test.week"]);
    const one = await callRoute<{ actionLogs: { action: string }[] }>(r.logs, {
      method: "GET",
      query: { selectedFilterDate: "90", action: "test.", customerNumber: "991" },
    });
    expect(one.body.actionLogs.map((l) => l.action)).toEqual(["test.recent", "test.old"]);
    const page1 = await callRoute<{ actionLogs: unknown[]; page: number }>(r.logs, {
      method: "GET",
      query: { selectedFilterDate: "90", action: "test.", page: "1" },
    });
    expect(page1.body).toMatchObject({ actionLogs: [], page: 1 });
    expect((await callRoute(r.logs, { method: "GET", query: {} })).status).toBe(400);
    expect((await callRoute(r.logs, { method: "GET", query: { selectedFilterDate: "yesterday" } })).status).toBe(400);
    const fi = await callRoute<{ actionLogs: { action: string }[] }>(r.logs, {
      method: "GET",
      fi: true,
      query: { selectedFilterDate: "1", action: "test." },
    });
    expect(fi.body.actionLogs.map((l) => l.action)).toEqual(["test.finnish"]);
    expect(users).toBeDefined();
  });
});
