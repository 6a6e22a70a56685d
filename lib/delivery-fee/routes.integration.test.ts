/**
 * POST /api/deliveryfee/calculate and /api/deliveryfee/options through the real route wrapper
 * (origin check, session, input, customer scope, error mapping) against a real database. Only
 * the session lookup is replaced: getActor loads the actor of a real session row per request.
 */
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deliveryAddresses } from "@/db/schema";
import { seedDeliveryFee } from "@/seed/delivery-fee";
import type { Actor } from "@/lib/auth/actor";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { TDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { POST: calculate } = await import("@/app/api/deliveryfee/calculate/route");
const { POST: options } = await import("@/app/api/deliveryfee/options/route");

const t = useTestDb();
beforeAll(async () => {
  await seedDeliveryFee(t.db, { demo: true });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(
  handler: Handler,
  body: Record<string, unknown> | null,
  opts: { host?: string; origin?: string; form?: boolean } = {},
) {
  const host = opts.host ?? "portal.test";
  const headers: Record<string, string> = { host, origin: opts.origin ?? `http://${host}`, accept: "application/json" };
  let payload: string | undefined;
  if (body && opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  } else if (body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await handler(new NextRequest(`http://${host}/api/deliveryfee/x`, { method: "POST", headers, body: payload }), {
    params: Promise.resolve({}),
  });
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};

async function farmer(market: "se" | "fi" = "se") {
  const own = await makeCustomer(t.db, { market });
  const user = await makeUser(t.db, { customers: [{ id: own.id }], market });
  const address = must(
    (
      await t.db
        .insert(deliveryAddresses)
        .values({ customerId: own.id, name: "Hemgården", address: "Byvägen 2", zipCode: "532 92", city: "Skara", distanceKm: 14 })
        .returning()
    )[0],
  );
  return { own, address, actor: await signInAs(t.db, user.id) };
}

const valid = (deliveryAddressId: number) => ({
  supplier: "",
  lorryType: "BIL_SLAP",
  deliveryAddressId,
  quantity: "25",
  deliveryDate: "2026-09-10",
  itemId: "90010",
  isInternal: "0",
  sort: "",
});

describe("POST /api/deliveryfee/calculate", () => {
  it("401 signed out", async () => {
    const r = await call(calculate, valid(1));
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("UNAUTHORIZED");
  });

  it("403 from another origin", async () => {
    const { actor, address } = await farmer();
    as(actor);
    expect((await call(calculate, valid(address.id), { origin: "http://evil.test" })).status).toBe(403);
  });

  it("400 with every field's Swedish message for an empty call (never 500)", async () => {
    const { actor } = await farmer();
    as(actor);
    for (const body of [null, {}]) {
      const r = await call(calculate, body);
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({
        lorryType: ["Du måste välja leveranssätt"],
        deliveryAddressId: ["Du måste välja en leveransadress"],
        quantity: ["Du måste ange en kvantitet större än 0"],
        deliveryDate: ["Du måste ange ett giltigt datum"],
        itemId: ["Du måste välja en artikel"],
      });
    }
  });

  it("400 for a bad quantity and date, in Finnish on the Finnish host", async () => {
    const { actor, address } = await farmer();
    as(actor);
    const se = await call(calculate, { ...valid(address.id), quantity: "0,5", deliveryDate: "2026-02-30" });
    expect(se.body.error.fields).toEqual({
      quantity: ["Ange ett numeriskt värde större än 1"],
      deliveryDate: ["Du måste ange ett giltigt datum"],
    });
    expect((await call(calculate, { ...valid(address.id), quantity: "tio" })).body.error.fields).toEqual({
      quantity: ["Ange ett numeriskt värde"],
    });
    const fi = await call(calculate, { ...valid(address.id), quantity: "" }, { host: "portal.test.fi" });
    expect(fi.status).toBe(400);
    expect(fi.body.error.fields).toEqual({ quantity: ["Sinun on annettava määrä, joka on suurempi kuin 0"] });
  });

  it("400 on lorryType for a lorry type of the other market", async () => {
    const { actor, address } = await farmer();
    as(actor);
    const r = await call(calculate, { ...valid(address.id), lorryType: "TRAKTORI" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ lorryType: ["Du måste välja leveranssätt"] });
  });

  it("200 with the fee as structured data, from a JSON or a form body", async () => {
    const { actor, address, own } = await farmer();
    as(actor);
    const r = await call(calculate, valid(address.id));
    expect(r.status).toBe(200);
    // zone 2 (10–25 km), [20, 35) band: 55 kr/ton; 25 × 55 = 1375
    expect(r.body).toMatchObject({
      found: true,
      customerNumber: own.customerNumber,
      currency: "SEK",
      quantity: 25,
      feePerTon: 55,
      total: 1375,
      zone: { code: "Z2" },
      lorryType: { code: "BIL_SLAP" },
      deliveryAddress: { id: address.id, name: "Hemgården" },
      breakdown: [{ kind: "perTon", quantity: 25, feePerTon: 55, amount: 1375 }],
    });
    expect(r.body).not.toHaveProperty("internal");
    const form = await call(calculate, { ...valid(address.id), isInternal: "1" }, { form: true });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ total: 1375 });
    expect(form.body).not.toHaveProperty("internal");
  });

  it("403 for another customer as supplier or another customer's address", async () => {
    const { actor, address } = await farmer();
    const other = await farmer();
    as(actor);
    const bySupplier = await call(calculate, { ...valid(address.id), supplier: other.own.customerNumber });
    expect(bySupplier.status).toBe(403);
    const byAddress = await call(calculate, valid(other.address.id));
    expect(byAddress.status).toBe(403);
    expect(byAddress.body.error).toMatchObject({ code: "FORBIDDEN", message: "Leveransadressen finns inte hos kunden." });
  });

  it("internal staff acting for the customer get the internal details", async () => {
    const { own, address } = await farmer();
    const staffUser = await makeUser(t.db, { internal: true });
    as(await signInAs(t.db, staffUser.id, { acting: own.customerNumber }));
    const r = await call(calculate, { ...valid(address.id), isInternal: "1" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ internal: { validFrom: "2026-07-01", costPerTon: 45.1, marginPerTon: 9.9 } });
    as(await signInAs(t.db, staffUser.id));
    expect((await call(calculate, valid(address.id))).status).toBe(403);
  });
});

describe("POST /api/deliveryfee/options", () => {
  it("401 signed out; the lists for the customer in play; 403 for another customer", async () => {
    expect((await call(options, {})).status).toBe(401);
    const { actor, address } = await farmer();
    as(actor);
    const r = await call<TDeliveryFeeOptionsResponse>(options, null);
    expect(r.status).toBe(200);
    expect(r.body.deliveryAddresses).toHaveLength(1);
    expect(r.body.deliveryAddresses[0]).toMatchObject({ id: address.id, distanceKm: 14, zone: { code: "Z2" } });
    expect(r.body.lorryTypes).toHaveLength(3);
    const other = await makeCustomer(t.db);
    expect((await call(options, { supplier: other.customerNumber })).status).toBe(403);
    expect((await call(options, { supplier: "abc" })).body.error.fields).toEqual({
      supplier: ["Leverantören ska anges som ett kundnummer"],
    });
  });
});
