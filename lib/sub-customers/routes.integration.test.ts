/**
 * Sub-customers (issue 12 item 10) and the profile calls of item 1–2 (company and user-card
 * avatars, delivery address removal) through the real route wrapper.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerProfiles, customers, deliveryAddresses, deliveryAssurances, users, userSessions } from "@/db/schema";
import { canAccessCustomer } from "@/lib/auth/access";
import { listSwitchableCustomers } from "@/lib/customers/list-switchable-customers";
import { makePng } from "@/tests/e2e/support/png";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  sort: (await import("@/app/api/subcustomer/sort-subcustomer/route")).POST as Handler,
  auth: (await import("@/app/api/subcustomer/auth-subcustomer/route")).POST as Handler,
  companyUpload: (await import("@/app/api/profile/company-upload-avatar/route")).POST as Handler,
  companyDelete: (await import("@/app/api/profile/company-delete-avatar/route")).POST as Handler,
  cardUpload: (await import("@/app/api/usercard/user-card-upload-avatar/route")).POST as Handler,
  cardDelete: (await import("@/app/api/usercard/user-card-delete-avatar/route")).POST as Handler,
  deleteAddress: (await import("@/app/api/handle-delivery-address/delete/[addressNumber]/[pageId]/route")).POST as Handler,
};

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function as(userId: number | null, acting?: string) {
  const actor = userId === null ? null : await signInAs(t.db, userId, { acting });
  state.sessionId = actor?.sessionId ?? null;
  return actor;
}

async function family() {
  const parent = await makeCustomer(t.db, { name: "Moder AB" });
  const subs = [];
  for (const name of ["Beta", "Alfa", "Gamma"]) subs.push(await makeCustomer(t.db, { parent: parent.id, name }));
  const owner = await makeUser(t.db, { customers: [{ id: parent.id, profile: "owner" }] });
  const user = await makeUser(t.db, { customers: [{ id: parent.id, profile: "user" }] });
  const other = await makeCustomer(t.db);
  const otherSub = await makeCustomer(t.db, { parent: other.id });
  const otherOwner = await makeUser(t.db, { customers: [{ id: other.id, profile: "owner" }] });
  return { parent, subs, owner, user, other, otherSub, otherOwner };
}

const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const png = () => new File([new Uint8Array(makePng(8, 8))], "a.png", { type: "image/png" });

describe("sub-customers", () => {
  it("sorts by name, number or state, asc or desc, from page 0", async () => {
    const f = await family();
    await as(f.user.id);
    const byName = await callRoute<{ SubCustomer: { OrganisationName: string }[]; pageCount: number; total: number }>(r.sort, {
      body: { sortIndex: "CustomerName", pageIndex: 0, sortOrder: "desc" },
    });
    expect(byName.body.SubCustomer.map((s) => s.OrganisationName)).toEqual(["Gamma", "Beta", "Alfa"]);
    expect(byName.body).toMatchObject({ total: 3, pageCount: 1 });
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, f.subs[1]!.id));
    const byState = await callRoute<{ SubCustomer: { OrganisationName: string; IsActiveSubCustomer: boolean }[] }>(r.sort, {
      body: { sortIndex: "IsActive", pageIndex: "0", sortOrder: "asc" },
    });
    expect(byState.body.SubCustomer[0]).toEqual({
      OrganisationName: "Alfa",
      CustomerNo: f.subs[1]!.customerNumber,
      IsActiveSubCustomer: false,
    });
    expect((await callRoute<{ SubCustomer: unknown[] }>(r.sort, { body: { pageIndex: 1 } })).body.SubCustomer).toEqual([]);
    expect((await callRoute(r.sort, { body: { sortIndex: "Nope" } })).status).toBe(400);
    await as(null);
    expect((await callRoute(r.sort, { body: {} })).status).toBe(401);
  });

  it("an owner deactivates a sub-customer ('0'): gone from the switcher, its calls refused, sessions moved back; activates again ('1')", async () => {
    const f = await family();
    const sub = f.subs[0]!;
    const userActor = await signInAs(t.db, f.user.id);
    await t.db.update(userSessions).set({ activeCustomerNumber: sub.customerNumber }).where(eq(userSessions.id, userActor.sessionId));
    await as(f.owner.id);
    const off = await callRoute(r.auth, { body: { subCustomerNumber: sub.customerNumber, isAuthenticated: false, changeAuth: true } });
    expect(off).toEqual({ status: 200, body: "0" });
    expect((await listSwitchableCustomers(t.db, { actor: userActor })).map((c) => c.customerNumber)).not.toContain(sub.customerNumber);
    expect(await canAccessCustomer(t.db, userActor, sub.customerNumber)).toBe(false);
    const [session] = await t.db.select().from(userSessions).where(eq(userSessions.id, userActor.sessionId));
    expect(session?.activeCustomerNumber).toBe(f.parent.customerNumber);
    // reading only
    expect(
      (await callRoute(r.auth, { body: { subCustomerNumber: sub.customerNumber, isAuthenticated: "true", changeAuth: "false" } })).body,
    ).toBe("0");
    expect(
      (await callRoute(r.auth, { body: { subCustomerNumber: sub.customerNumber, isAuthenticated: "true", changeAuth: "true" } })).body,
    ).toBe("1");
    expect(await canAccessCustomer(t.db, userActor, sub.customerNumber)).toBe(true);
  });

  it("a plain user, another customer's owner and another customer's sub-customer: 403, nothing changes", async () => {
    const f = await family();
    const sub = f.subs[0]!;
    await as(f.user.id);
    expect((await callRoute(r.auth, { body: { subCustomerNumber: sub.customerNumber, isAuthenticated: false } })).status).toBe(403);
    await as(f.otherOwner.id);
    expect((await callRoute(r.auth, { body: { subCustomerNumber: sub.customerNumber, isAuthenticated: false } })).status).toBe(403);
    await as(f.owner.id);
    expect((await callRoute(r.auth, { body: { subCustomerNumber: f.otherSub.customerNumber, isAuthenticated: false } })).status).toBe(403);
    await as(null);
    expect((await callRoute(r.auth, { body: { subCustomerNumber: sub.customerNumber, isAuthenticated: false } })).status).toBe(401);
    const rows = await t.db.select({ active: customers.active }).from(customers).where(eq(customers.parentCustomerId, f.parent.id));
    expect(rows.every((x) => x.active)).toBe(true);
    expect((await t.db.select({ active: customers.active }).from(customers).where(eq(customers.id, f.otherSub.id)))[0]?.active).toBe(true);
  });

  it("staff acting for the parent may change its sub-customers", async () => {
    const f = await family();
    const staff = await makeUser(t.db, { internal: true });
    await as(staff.id, f.parent.customerNumber);
    expect((await callRoute(r.auth, { body: { subCustomerNumber: f.subs[2]!.customerNumber, isAuthenticated: false } })).body).toBe("0");
  });
});

describe("company and user-card avatars", () => {
  it("an owner sets and removes the company avatar of the customer in play; a plain user is refused", async () => {
    const f = await family();
    await as(f.user.id);
    expect((await callRoute(r.companyUpload, { form: form({ UploadedImage: png() }) })).status).toBe(403);
    await as(f.owner.id);
    const up = await callRoute<{ success: boolean; imageUrl: string }>(r.companyUpload, { form: form({ UploadedImage: png() }) });
    expect(up.status).toBe(200);
    expect(up.body.imageUrl).toMatch(new RegExp(`^/api/files/avatars/customers/${f.parent.id}/[0-9a-f]{32}\\.png$`));
    expect((await t.db.select().from(customerProfiles).where(eq(customerProfiles.customerId, f.parent.id)))[0]?.avatarUrl).toBe(
      up.body.imageUrl,
    );
    const bad = await callRoute(r.companyUpload, { form: form({ UploadedImage: new File(["text"], "x.png") }) });
    expect(bad.status).toBe(415);
    expect(await callRoute(r.companyDelete, {})).toEqual({ status: 200, body: { success: true, imageUrl: "/images/default-avatar.svg" } });
    await as(null);
    expect((await callRoute(r.companyDelete, {})).status).toBe(401);
  });

  it("the user card's avatar: own always; another user's only for their customer's owner", async () => {
    const f = await family();
    await as(f.user.id);
    expect((await callRoute(r.cardUpload, { form: form({ UploadedImage: png() }) })).status).toBe(200);
    expect((await callRoute(r.cardUpload, { form: form({ UploadedImage: png(), userName: f.owner.username }) })).status).toBe(403);
    await as(f.otherOwner.id);
    expect((await callRoute(r.cardDelete, { body: { userName: f.user.username } })).status).toBe(403);
    await as(f.owner.id);
    const up = await callRoute<{ imageUrl: string }>(r.cardUpload, { form: form({ UploadedImage: png(), userName: f.user.username }) });
    expect(up.status).toBe(200);
    expect((await t.db.select({ a: users.avatarUrl }).from(users).where(eq(users.id, f.user.id)))[0]?.a).toBe(up.body.imageUrl);
    expect((await callRoute(r.cardDelete, { body: { userName: f.user.username } })).status).toBe(200);
    expect((await t.db.select({ a: users.avatarUrl }).from(users).where(eq(users.id, f.user.id)))[0]?.a).toBeNull();
  });
});

describe("delivery address removal", () => {
  async function address(customerId: number) {
    const [a] = await t.db
      .insert(deliveryAddresses)
      .values({ customerId, name: "Gården", address: "Vägen 1", zipCode: "53292", city: "Skara", distanceKm: 12 })
      .returning();
    return a!;
  }
  async function assurance(customerId: number, addressId: number, deliveryDate: string, n: number) {
    await t.db.insert(deliveryAssurances).values({
      customerId,
      market: "se",
      itemNumber: "10110",
      harvestYear: 2026,
      quantityTons: 10,
      torkat: false,
      red: false,
      straforkortat: false,
      slam: false,
      deliveryType: "Spon",
      deliveryAddressId: addressId,
      transportation: "FRITT_GARD",
      deliveryDate,
      ioNumber: String(1000000000 + n),
      lineNumber: 1,
    });
  }

  it("an address of an open delivery assurance is refused (409); otherwise it is kept as history and the page goes back", async () => {
    const f = await family();
    const a = await address(f.parent.id);
    const b = await address(f.parent.id);
    await assurance(f.parent.id, a.id, "2099-01-01", Date.now() % 100000);
    await assurance(f.parent.id, b.id, "2001-01-01", (Date.now() % 100000) + 1);
    await as(f.user.id);
    const refused = await callRoute<{ error: { message: string } }>(r.deleteAddress, {
      params: { addressNumber: String(a.id), pageId: "1601" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Leveransadressen används av en öppen leveransförsäkran och kan inte tas bort.");
    const ok = await callRoute(r.deleteAddress, { params: { addressNumber: String(b.id), pageId: "1601" } });
    expect(ok).toEqual({ status: 200, body: { success: true, redirectUrl: "/mitt-foretag/profil" } });
    expect((await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, b.id)))[0]?.active).toBe(false);
    expect((await callRoute(r.deleteAddress, { params: { addressNumber: String(b.id), pageId: "1601" } })).status).toBe(403);
    // the database refuses a new assurance on the removed address
    await expect(assurance(f.parent.id, b.id, "2099-02-01", (Date.now() % 100000) + 2)).rejects.toMatchObject({ cause: { code: "PA002" } });
  });

  it("another customer's address is 403 and stays; signed out is 401", async () => {
    const f = await family();
    const theirs = await address(f.other.id);
    await as(f.owner.id);
    expect((await callRoute(r.deleteAddress, { params: { addressNumber: String(theirs.id), pageId: "1601" } })).status).toBe(403);
    expect(
      await t.db
        .select()
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.id, theirs.id), eq(deliveryAddresses.active, true))),
    ).toHaveLength(1);
    await as(null);
    expect((await callRoute(r.deleteAddress, { params: { addressNumber: String(theirs.id), pageId: "1601" } })).status).toBe(401);
  });
});
