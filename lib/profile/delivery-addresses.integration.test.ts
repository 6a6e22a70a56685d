/**
 * The delivery address editor's calls (issue 12 item 2) through the real route wrapper:
 * addresses, silos and notification receivers of the customer in play.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, deliveryAddresses, deliveryAddressReceivers, deliveryAddressSilos, deliveryFeeZones } from "@/db/schema";
import { listDeliveryAddresses } from "@/lib/profile/list-delivery-addresses";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  save: (await import("@/app/api/profile/delivery-address/save/route")).POST as Handler,
  addSilo: (await import("@/app/api/profile/delivery-address/add-silo/route")).POST as Handler,
  removeSilo: (await import("@/app/api/profile/delivery-address/remove-silo/route")).POST as Handler,
  addReceiver: (await import("@/app/api/profile/delivery-address/add-receiver/route")).POST as Handler,
  removeReceiver: (await import("@/app/api/profile/delivery-address/remove-receiver/route")).POST as Handler,
  deleteAddress: (await import("@/app/api/handle-delivery-address/delete/[addressNumber]/[pageId]/route")).POST as Handler,
};

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});
async function as(userId: number | null) {
  const actor = userId === null ? null : await signInAs(t.db, userId);
  state.sessionId = actor?.sessionId ?? null;
  return actor;
}
type Fields = { error: { message: string; fields?: Record<string, string[]> } };
const ADDRESS = { Street: "Ekeby 1", ZipCode: "532 92", Place: "Skara", Mobile: "070 123 45 67" };

async function setup() {
  const customer = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: customer.id, profile: "user" }] });
  const limited = await makeUser(t.db, { customers: [{ id: customer.id, profile: "custom" }] });
  const other = await makeCustomer(t.db);
  const otherUser = await makeUser(t.db, { customers: [{ id: other.id, profile: "owner" }] });
  return { customer, user, limited, other, otherUser };
}

describe("delivery addresses", () => {
  it("creates and changes an address; the rules give the field messages", async () => {
    const s = await setup();
    await as(s.user.id);
    const created = await callRoute<{ id: number }>(r.save, { body: ADDRESS });
    expect(created.status).toBe(200);
    const [row] = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, created.body.id));
    expect(row).toMatchObject({
      customerId: s.customer.id,
      name: "Ekeby 1",
      address: "Ekeby 1",
      zipCode: "532 92",
      city: "Skara",
      mobile: "+46701234567",
      active: true,
    });

    const changed = await callRoute(r.save, { body: { ...ADDRESS, id: created.body.id, Name: "Norra gården", Mobile: "0046701112233" } });
    expect(changed.status).toBe(200);
    const [after] = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, created.body.id));
    expect(after).toMatchObject({ name: "Norra gården", mobile: "+46701112233" });

    const bad = await callRoute<Fields>(r.save, { body: { Street: "", ZipCode: "01234", Place: " ", Mobile: "0511 12345" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      Street: ["Du måste ange gatuadress"],
      ZipCode: ["Ange ett giltigt postnummer, t.ex. 123 45"],
      Place: ["Du måste ange ort"],
      Mobile: ["Ange ett giltigt mobilnummer, t.ex. 070 123 45 67"],
    });
    const noMobile = await callRoute<Fields>(r.save, { body: { ...ADDRESS, Mobile: "" } });
    expect(noMobile.body.error.fields).toEqual({ Mobile: ["Du måste ange ett mobilnummer"] });
    const log = await t.db.select({ action: actionLog.action }).from(actionLog).where(eq(actionLog.userId, s.user.id));
    expect(log.map((l) => l.action)).toEqual(["profile.deliveryAddress.created", "profile.deliveryAddress.changed"]);
  });

  it("a new address takes the distance of an address with the same zip code, else the farthest zone's start", async () => {
    const s = await setup();
    await t.db.insert(deliveryFeeZones).values([
      { market: "se", code: "Z1", name: "0–20", minKm: 0, maxKm: 20 },
      { market: "se", code: "Z9", name: "80–", minKm: 80, maxKm: null },
    ]);
    await t.db.insert(deliveryAddresses).values({
      customerId: s.other.id,
      name: "Granne",
      address: "Byn 2",
      zipCode: "532 92",
      city: "Skara",
      distanceKm: 12.5,
      nearestFacility: "Skara",
    });
    await as(s.user.id);
    const same = await callRoute<{ id: number }>(r.save, { body: ADDRESS });
    const unknown = await callRoute<{ id: number }>(r.save, { body: { ...ADDRESS, ZipCode: "987 65" } });
    const rows = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.customerId, s.customer.id));
    expect(rows.find((x) => x.id === same.body.id)).toMatchObject({ distanceKm: 12.5, nearestFacility: "Skara" });
    expect(rows.find((x) => x.id === unknown.body.id)).toMatchObject({ distanceKm: 80, nearestFacility: null });
  });

  it("another customer's address is 403 for every call; a limited profile, signed out refused", async () => {
    const s = await setup();
    await as(s.otherUser.id);
    const theirs = await callRoute<{ id: number }>(r.save, { body: ADDRESS });
    const [silo] = await t.db
      .insert(deliveryAddressSilos)
      .values({ deliveryAddressId: theirs.body.id, number: "1", accessibility: 10 })
      .returning();
    const [receiver] = await t.db
      .insert(deliveryAddressReceivers)
      .values({ deliveryAddressId: theirs.body.id, name: "Per", mobile: "+46701234567" })
      .returning();
    await as(s.user.id);
    expect((await callRoute(r.save, { body: { ...ADDRESS, id: theirs.body.id } })).status).toBe(403);
    expect((await callRoute(r.addSilo, { body: { addressId: theirs.body.id, Number: "2", Accessibility: 18 } })).status).toBe(403);
    expect((await callRoute(r.removeSilo, { body: { id: must(silo).id } })).status).toBe(403);
    expect((await callRoute(r.addReceiver, { body: { addressId: theirs.body.id, Name: "X", Email: "x@y.se" } })).status).toBe(403);
    expect((await callRoute(r.removeReceiver, { body: { id: must(receiver).id } })).status).toBe(403);
    expect((await callRoute(r.deleteAddress, { params: { addressNumber: String(theirs.body.id), pageId: "1610" } })).status).toBe(403);
    expect(await t.db.$count(deliveryAddressSilos, eq(deliveryAddressSilos.deliveryAddressId, theirs.body.id))).toBe(1);
    expect(await t.db.$count(deliveryAddressReceivers, eq(deliveryAddressReceivers.deliveryAddressId, theirs.body.id))).toBe(1);

    await as(s.limited.id); // custom profile without the logistics area
    expect((await callRoute(r.save, { body: ADDRESS })).status).toBe(403);
    await as(null);
    for (const h of [r.save, r.addSilo, r.removeSilo, r.addReceiver, r.removeReceiver])
      expect((await callRoute(h, { body: {} })).status).toBe(401);
  });
});

describe("silos and notification receivers", () => {
  it("adds and removes silos: number required, accessibility 10, 18 or 24 m, a number once per address", async () => {
    const s = await setup();
    const actor = must((await as(s.user.id)) ?? undefined);
    const { body: a } = await callRoute<{ id: number }>(r.save, { body: ADDRESS });
    const added = await callRoute<{ id: number }>(r.addSilo, { body: { addressId: a.id, Number: "3", Accessibility: "24" } });
    expect(added.status).toBe(200);
    const missing = await callRoute<Fields>(r.addSilo, { body: { addressId: a.id, Number: " ", Accessibility: 12 } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      Number: ["Du måste ange silonummer"],
      Accessibility: ["Du måste välja räckvidd 10, 18 eller 24 m"],
    });
    const twice = await callRoute<Fields>(r.addSilo, { body: { addressId: a.id, Number: "3", Accessibility: 10 } });
    expect(twice.status).toBe(409);
    expect((await callRoute(r.addSilo, { body: { addressId: a.id, Number: "4", Accessibility: 10 } })).status).toBe(200);
    const listed = await listDeliveryAddresses(t.db, { actor });
    expect(listed.addresses[0]?.silos.map((x) => [x.number, x.accessibility])).toEqual([
      ["3", 24],
      ["4", 10],
    ]);
    expect((await callRoute(r.removeSilo, { body: { id: added.body.id } })).status).toBe(200);
    expect((await callRoute(r.removeSilo, { body: { id: added.body.id } })).status).toBe(403);
    expect(await t.db.$count(deliveryAddressSilos, eq(deliveryAddressSilos.deliveryAddressId, a.id))).toBe(1);
  });

  it("adds and removes notification receivers: a name and a valid mobile or e-mail", async () => {
    const s = await setup();
    await as(s.user.id);
    const { body: a } = await callRoute<{ id: number }>(r.save, { body: ADDRESS });
    const none = await callRoute<Fields>(r.addReceiver, { body: { addressId: a.id, Name: "", Mobile: "", Email: "" } });
    expect(none.body.error.fields).toEqual({ Name: ["Du måste ange namn"], Mobile: ["Ange mobilnummer eller e-post"] });
    const bad = await callRoute<Fields>(r.addReceiver, { body: { addressId: a.id, Name: "Per", Mobile: "123", Email: "per@" } });
    expect(bad.body.error.fields).toEqual({
      Mobile: ["Ange ett giltigt mobilnummer, t.ex. 070 123 45 67"],
      Email: ["Ange en korrekt epost"],
    });
    const ok = await callRoute<{ id: number }>(r.addReceiver, { body: { addressId: a.id, Name: "Per", Mobile: "070 111 22 33" } });
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(deliveryAddressReceivers).where(eq(deliveryAddressReceivers.id, ok.body.id));
    expect(row).toMatchObject({ name: "Per", mobile: "+46701112233", email: null });
    expect((await callRoute(r.removeReceiver, { body: { id: ok.body.id } })).status).toBe(200);
    expect(await t.db.$count(deliveryAddressReceivers, eq(deliveryAddressReceivers.deliveryAddressId, a.id))).toBe(0);
  });

  it("a removed address (spec delete call) takes no more silos and is gone from the list", async () => {
    const s = await setup();
    const actor = must((await as(s.user.id)) ?? undefined);
    const { body: a } = await callRoute<{ id: number }>(r.save, { body: ADDRESS });
    const del = await callRoute<{ redirectUrl: string }>(r.deleteAddress, { params: { addressNumber: String(a.id), pageId: "0" } });
    expect(del.status).toBe(200);
    expect((await callRoute(r.addSilo, { body: { addressId: a.id, Number: "1", Accessibility: 10 } })).status).toBe(403);
    expect((await listDeliveryAddresses(t.db, { actor })).addresses).toEqual([]);
  });
});
