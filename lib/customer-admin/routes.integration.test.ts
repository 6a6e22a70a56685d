/**
 * Customer card and user card calls through the real route wrapper (issue 12 items 6, 7): owners
 * manage only their own customer's users, a plain user, another customer's owner and a signed-out
 * caller are refused, the last owner stays (also under a race), roles and message settings are
 * saved within scope. Only the session lookup and getDb are replaced.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, customerUsers, customers, messageSettings, outbox, users } from "@/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  checkOwner: (await import("@/app/api/customer-card/check-owner/route")).POST as Handler,
  addOwner: (await import("@/app/api/customer-card/add-owner/route")).POST as Handler,
  changeProfile: (await import("@/app/api/customer-card/change-profile/route")).POST as Handler,
  removeUser: (await import("@/app/api/customer-card/remove-user/route")).POST as Handler,
  saveProfile: (await import("@/app/api/usercard/save-profile/route")).POST as Handler,
  saveRoles: (await import("@/app/api/usercard/save-roles/route")).POST as Handler,
  saveSettings: (await import("@/app/api/usercard/save-message-settings/route")).POST as Handler,
  grain: (await import("@/app/api/myagreements/grain/route")).POST as Handler,
};

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const ORG = "556677-8899";

/** A customer with an owner and a plain user, and another customer with its own owner. */
async function family() {
  const customer = await makeCustomer(t.db);
  await t.db.update(customers).set({ organisationNumber: ORG }).where(eq(customers.id, customer.id));
  const owner = await makeUser(t.db, { customers: [{ id: customer.id, profile: "owner" }] });
  const user = await makeUser(t.db, { customers: [{ id: customer.id, profile: "user" }] });
  const other = await makeCustomer(t.db);
  const otherOwner = await makeUser(t.db, { customers: [{ id: other.id, profile: "owner" }] });
  return { customer, owner, user, other, otherOwner, n: customer.customerNumber };
}

async function as(userId: number | null, acting?: string) {
  state.sessionId = userId === null ? null : (await signInAs(t.db, userId, { acting })).sessionId;
}

async function profileOf(userId: number, customerId: number) {
  const [m] = await t.db
    .select({ profile: customerUsers.profile, customRoles: customerUsers.customRoles })
    .from(customerUsers)
    .where(and(eq(customerUsers.userId, userId), eq(customerUsers.customerId, customerId)));
  return m ?? null;
}

describe("customer card: who may call", () => {
  it("signed out → 401, plain user → 403, another customer's owner → 403, for every change", async () => {
    const f = await family();
    const calls: [Handler, Record<string, unknown>][] = [
      [r.checkOwner, { username: "x@test.se", customernumber: f.n }],
      [r.addOwner, { username: "x@test.se", customernumber: f.n, organizationnumber: ORG }],
      [r.changeProfile, { userName: f.user.username, profileId: 1, customerNo: f.n }],
      [r.removeUser, { userName: f.user.username, userId: f.user.id, customerNo: f.n }],
      [r.saveProfile, { userName: f.user.username, customerNumber: f.n, profileId: 1 }],
      [r.saveRoles, { userName: f.user.username, customerNumber: f.n, roles: ["agreements:read"] }],
    ];
    for (const [who, status] of [
      [null, 401],
      [f.user.id, 403],
      [f.otherOwner.id, 403],
    ] as const) {
      await as(who);
      for (const [h, body] of calls) expect((await callRoute(h, { body })).status, `${String(who)} ${JSON.stringify(body)}`).toBe(status);
    }
    expect(await profileOf(f.user.id, f.customer.id)).toMatchObject({ profile: "user" });
  });

  it("staff acting for the customer may manage it; staff acting for another may not", async () => {
    const f = await family();
    const staff = await makeUser(t.db, { internal: true });
    await as(staff.id, f.other.customerNumber);
    expect((await callRoute(r.changeProfile, { body: { userName: f.user.username, profileId: 3, customerNo: f.n } })).status).toBe(403);
    await as(staff.id, f.n);
    expect((await callRoute(r.changeProfile, { body: { userName: f.user.username, profileId: 3, customerNo: f.n } })).status).toBe(200);
    expect(await profileOf(f.user.id, f.customer.id)).toMatchObject({ profile: "custom" });
  });

  it("400 with per-field messages for bad input", async () => {
    const f = await family();
    await as(f.owner.id);
    const res = await callRoute<{ error: { fields: Record<string, string[]> } }>(r.addOwner, {
      body: { username: "not-an-email", customernumber: "12a", organizationnumber: "1" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["customernumber", "organizationnumber", "username"]);
    expect((await callRoute(r.changeProfile, { body: { userName: f.user.username, profileId: 9, customerNo: f.n } })).status).toBe(400);
  });
});

describe("customer card: the owner's changes", () => {
  it("check-owner tells whether the e-mail is a user and an owner of the customer", async () => {
    const f = await family();
    await as(f.owner.id);
    expect((await callRoute(r.checkOwner, { body: { username: f.owner.username, customernumber: f.n } })).body).toEqual({
      success: true,
      userExists: true,
      isConnected: true,
      isOwner: true,
    });
    expect((await callRoute(r.checkOwner, { body: { username: f.user.username, customernumber: f.n } })).body).toMatchObject({
      isOwner: false,
      isConnected: true,
    });
    expect((await callRoute(r.checkOwner, { body: { username: "nobody@test.se", customernumber: f.n } })).body).toMatchObject({
      userExists: false,
    });
  });

  it("add-owner connects an existing user, refuses a wrong organisation number and a second connection", async () => {
    const f = await family();
    const newcomer = await makeUser(t.db);
    await as(f.owner.id);
    const wrong = await callRoute<{ error: { message: string } }>(r.addOwner, {
      body: { username: newcomer.username, customernumber: f.n, organizationnumber: "556677-0000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("Organisationsnumret stämmer inte med kunden.");
    const ok = await callRoute(r.addOwner, {
      body: { username: newcomer.username, customernumber: f.n, organizationnumber: "5566778899" },
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true, invited: false, message: "Användaren har lagts till." } });
    expect(await profileOf(newcomer.id, f.customer.id)).toMatchObject({ profile: "owner" });
    expect(
      (await callRoute(r.addOwner, { body: { username: newcomer.username, customernumber: f.n, organizationnumber: ORG } })).status,
    ).toBe(409);
    const [log] = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, f.owner.id), eq(actionLog.action, "customerCard.userAdded")));
    expect(log).toMatchObject({ customerNumber: f.n, details: { userId: newcomer.id, profile: "owner", invited: false } });
  });

  it("add-owner with an unknown e-mail creates the account, connects it with the asked profile and mails an invitation", async () => {
    const f = await family();
    await as(f.owner.id);
    const email = `new${Date.now()}@test.se`;
    const res = await callRoute(r.addOwner, { body: { username: email, customernumber: f.n, organizationnumber: ORG, profileId: 2 } });
    expect(res).toMatchObject({ status: 200, body: { invited: true } });
    const [u] = await t.db.select().from(users).where(eq(users.username, email));
    expect(u).toBeDefined();
    expect(await profileOf(u!.id, f.customer.id)).toMatchObject({ profile: "user" });
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "account-invitation", subject: "Inbjudan till kundportalen" });
    expect(mails[0]!.body).toContain("/reset-password/");
    expect(mails[0]!.sealedSecret).toBeTruthy();
  });

  it("change-profile and save-profile change a user's profile; save-roles makes it custom with normalised roles", async () => {
    const f = await family();
    await as(f.owner.id);
    expect((await callRoute(r.changeProfile, { body: { userName: f.user.username, profileId: "1", customerNo: f.n } })).status).toBe(200);
    expect(await profileOf(f.user.id, f.customer.id)).toMatchObject({ profile: "owner" });
    expect((await callRoute(r.saveProfile, { body: { userName: f.user.username, customerNumber: f.n, profileId: 2 } })).status).toBe(200);
    expect(await profileOf(f.user.id, f.customer.id)).toMatchObject({ profile: "user" });
    const roles = await callRoute(r.saveRoles, {
      body: { userName: f.user.username, customerNumber: f.n, roles: ["logistics:read", "agreements:read", "agreements:write", "bogus"] },
    });
    expect(roles.status).toBe(200);
    expect(await profileOf(f.user.id, f.customer.id)).toEqual({ profile: "custom", customRoles: ["agreements:write", "logistics:read"] });
  });

  it("a user not connected to the customer is 404, also when connected to another customer", async () => {
    const f = await family();
    await as(f.owner.id);
    const res = await callRoute(r.changeProfile, { body: { userName: f.otherOwner.username, profileId: 2, customerNo: f.n } });
    expect(res.status).toBe(404);
    expect(await profileOf(f.otherOwner.id, f.other.id)).toMatchObject({ profile: "owner" });
  });

  it("remove-user disconnects the user (userName and userId must agree) and the user loses access at once", async () => {
    const f = await family();
    await as(f.owner.id);
    expect((await callRoute(r.removeUser, { body: { userName: f.user.username, userId: f.owner.id, customerNo: f.n } })).status).toBe(404);
    expect((await callRoute(r.removeUser, { body: { userName: f.user.username, userId: f.user.id, customerNo: f.n } })).status).toBe(200);
    expect(await profileOf(f.user.id, f.customer.id)).toBeNull();
    const { canAccessCustomer } = await import("@/lib/auth/access");
    const actor = await signInAs(t.db, f.user.id);
    expect(await canAccessCustomer(t.db, actor, f.n)).toBe(false);
  });
});

describe("the last owner stays", () => {
  it("neither removing nor demoting the only owner is possible (409 with the text)", async () => {
    const f = await family();
    await as(f.owner.id);
    const removed = await callRoute<{ error: { message: string } }>(r.removeUser, {
      body: { userName: f.owner.username, userId: f.owner.id, customerNo: f.n },
    });
    expect(removed.status).toBe(409);
    expect(removed.body.error.message).toBe("Kunden måste ha minst en ägare. Lägg till en annan ägare först.");
    expect((await callRoute(r.changeProfile, { body: { userName: f.owner.username, profileId: 2, customerNo: f.n } })).status).toBe(409);
    expect((await callRoute(r.saveRoles, { body: { userName: f.owner.username, customerNumber: f.n, roles: [] } })).status).toBe(409);
    expect(await profileOf(f.owner.id, f.customer.id)).toMatchObject({ profile: "owner" });
  });

  it("the database refuses it too, for any writer", async () => {
    const f = await family();
    await expect(
      t.db.delete(customerUsers).where(and(eq(customerUsers.userId, f.owner.id), eq(customerUsers.customerId, f.customer.id))),
    ).rejects.toMatchObject({
      cause: { code: "PA001" },
    });
    await expect(t.db.update(customerUsers).set({ profile: "user" }).where(eq(customerUsers.userId, f.owner.id))).rejects.toMatchObject({
      cause: { code: "PA001" },
    });
    // the very last user may leave: nobody is left without an owner
    const lone = await makeCustomer(t.db);
    const only = await makeUser(t.db, { customers: [{ id: lone.id, profile: "owner" }] });
    await t.db.delete(customerUsers).where(eq(customerUsers.userId, only.id));
    // a customer may still be deleted with its users
    await t.db.delete(customers).where(eq(customers.id, f.customer.id));
  });

  it("two owners removing each other at the same time: exactly one succeeds", async () => {
    for (let round = 0; round < 3; round++) {
      const f = await family();
      const second = await makeUser(t.db, { customers: [{ id: f.customer.id, profile: "owner" }] });
      const a = await signInAs(t.db, f.owner.id);
      const b = await signInAs(t.db, second.id);
      const { removeUser } = await import("./remove-user");
      const results = await Promise.allSettled([
        removeUser(t.db, { actor: a, userName: second.username, userId: second.id, customerNumber: f.n }),
        removeUser(t.db, { actor: b, userName: f.owner.username, userId: f.owner.id, customerNumber: f.n }),
      ]);
      expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(1);
      const owners = await t.db
        .select()
        .from(customerUsers)
        .where(and(eq(customerUsers.customerId, f.customer.id), eq(customerUsers.profile, "owner")));
      expect(owners).toHaveLength(1);
    }
  });
});

describe("message settings", () => {
  const setting = (customerNumber: string, userId: number, value = true) => ({
    CustomerOrgId: customerNumber,
    MessageSettingsId: 0,
    ModeOfDeliveryId: 2,
    MsgAreaId: 1,
    MsgTypeId: 1,
    UserID: userId,
    Value: value,
  });

  it("a user saves their own (upsert: one row per key), an owner saves a user's", async () => {
    const f = await family();
    await as(f.user.id);
    const first = await callRoute<{ settings: { MessageSettingsId: number }[] }>(r.saveSettings, {
      body: { settings: [setting(f.n, f.user.id)] },
    });
    expect(first.status).toBe(200);
    const again = await callRoute<{ settings: { MessageSettingsId: number }[] }>(r.saveSettings, {
      body: { settings: [setting(f.n, f.user.id, false)] },
    });
    expect(again.body.settings[0]!.MessageSettingsId).toBe(first.body.settings[0]!.MessageSettingsId);
    await as(f.owner.id);
    expect((await callRoute(r.saveSettings, { body: { settings: [{ ...setting(f.n, f.user.id), MsgTypeId: 2 }] } })).status).toBe(200);
    const rows = await t.db.select().from(messageSettings).where(eq(messageSettings.userId, f.user.id));
    expect(rows.map((x) => [x.msgTypeId, x.value]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("a plain user cannot save another user's, nor for a customer they are not in: 403 and nothing saved", async () => {
    const f = await family();
    await as(f.user.id);
    expect((await callRoute(r.saveSettings, { body: { settings: [setting(f.n, f.owner.id)] } })).status).toBe(403);
    expect(
      (await callRoute(r.saveSettings, { body: { settings: [setting(f.n, f.user.id), setting(f.other.customerNumber, f.user.id)] } }))
        .status,
    ).toBe(403);
    await as(f.otherOwner.id);
    expect((await callRoute(r.saveSettings, { body: { settings: [setting(f.n, f.user.id)] } })).status).toBe(403);
    await as(null);
    expect((await callRoute(r.saveSettings, { body: { settings: [setting(f.n, f.user.id)] } })).status).toBe(401);
    expect(await t.db.select().from(messageSettings).where(eq(messageSettings.userId, f.user.id))).toEqual([]);
  });
});

describe("roles mean something", () => {
  it("a custom user without the agreements role gets 403 on the agreement calls; with agreements:read, 200", async () => {
    const f = await family();
    const body = { pageId: 1101, activeCustomerNumber: f.n };
    await as(f.user.id);
    expect((await callRoute(r.grain, { body })).status).toBe(200);
    await as(f.owner.id);
    expect(
      (await callRoute(r.saveRoles, { body: { userName: f.user.username, customerNumber: f.n, roles: ["logistics:write"] } })).status,
    ).toBe(200);
    await as(f.user.id);
    const refused = await callRoute<{ error: { message: string } }>(r.grain, { body });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Du har inte behörighet till det här området hos kunden.");
    await as(f.owner.id);
    await callRoute(r.saveRoles, { body: { userName: f.user.username, customerNumber: f.n, roles: ["agreements:read"] } });
    await as(f.user.id);
    expect((await callRoute(r.grain, { body })).status).toBe(200);
    // the owner and staff acting for the customer always
    await as(f.owner.id);
    expect((await callRoute(r.grain, { body })).status).toBe(200);
  });
});
