/**
 * The trading calls through the real route wrapper against PostgreSQL: the reference calls, the
 * save with every server-side rule (prices and periods from our tables, the spec's messages,
 * Error-customerNbrMismatch, 403 for another customer, the idempotency key under a race) and
 * sending for signing (the token only hashed, never in a reply to staff).
 */
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agreements, customers, outbox, priceAreas, priceWatches, signingRequests, tradingSaves, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { listOpenAgreements } from "@/lib/agreements/list-open-agreements";
import { addDays } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { seedLogistics } from "@/seed/logistics";
import { seedPrices } from "@/seed/prices";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import type { TGrainPricePeriodsReply, TGrainTypesReply, TSaveAgreementReply } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const load = async (path: string, method: "GET" | "POST" = "POST") =>
  must(((await import(/* @vite-ignore */ `@/app/api/${path}/route`)) as Record<string, Handler | undefined>)[method], path);

const grainType = await load("agreement/get-grain-type", "GET");
const grainTypeSpot = await load("agreement/get-grain-type-spot-agreement", "GET");
const periods = await load("agreement/get-grain-price-periods", "GET");
const periodsStorage = await load("agreement/get-grain-price-periods-storage", "GET");
const receivers = await load("agreement/get-receivers-for-digital-signing", "GET");
const save = await load("agreement/save");
const send = await load("agreement/send-for-digital-signing");
const saveDrying = await load("drying-agreement/save");

const t = useTestDb();
beforeAll(async () => {
  await seedPrices(t.db, { demo: true });
  await seedLogistics(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const HOST = "portal.test";
async function call<T = ErrorReply>(
  handler: Handler,
  body?: unknown,
  opts: { query?: Record<string, string>; method?: "GET" | "POST" } = {},
) {
  const method = opts.method ?? (body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}`, accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const url = `http://${HOST}/api/x${opts.query ? `?${new URLSearchParams(opts.query)}` : ""}`;
  const res = await handler(new NextRequest(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

const ITEM = "10110"; // Höstvete (se)
let AREA = 0;
beforeAll(async () => {
  AREA = must(
    (await t.db.select({ id: priceAreas.id }).from(priceAreas).where(eq(priceAreas.market, "se")).orderBy(priceAreas.sortOrder))[0],
  ).id;
});

async function farmer() {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  await t.db.update(users).set({ personNumber: "197805122384", mobile: "+46701234567" }).where(eq(users.id, user.id));
  return { own, user, actor: await signInAs(t.db, user.id) };
}

async function firstSort() {
  const r = await call<TGrainTypesReply>(grainType, undefined, {
    query: { priceAreaId: String(AREA), productItemId: ITEM, agreementType: "SportAndForwardAvtal" },
  });
  return must(r.body.GrainTypes[0]).GrainName;
}
async function forwardPeriod(sort: string) {
  const r = await call<TGrainPricePeriodsReply>(periods, undefined, {
    query: { priceAreaId: String(AREA), productItemId: ITEM, grainType: sort },
  });
  return must(r.body.PricePeriods.find((p) => p.PriceTypeId === 2));
}
let keySeq = 0;
const key = () => `test-key-${Date.now()}-${++keySeq}`;

async function validForm(extra: Record<string, unknown> = {}) {
  const sort = await firstSort();
  const period = await forwardPeriod(sort);
  return {
    form: {
      AgreementType: "SportAndForwardAvtal",
      WatchType: "FixedPrice",
      PriceAreaId: String(AREA),
      ProductItemId: ITEM,
      GrainType: sort,
      Warehouse: "SKA",
      DeliveryMode: "Spon",
      AgreementPeriod: period.Value,
      CommitQuantity: "50",
      IdempotencyKey: key(),
      ...extra,
    },
    period,
  };
}

describe("reference calls", () => {
  it("need a session, and give sorts and periods from today's prices", async () => {
    expect((await call(grainType, undefined, { query: { priceAreaId: String(AREA), productItemId: ITEM } })).status).toBe(401);
    const { actor } = await farmer();
    as(actor);
    const sorts = await call<TGrainTypesReply>(grainType, undefined, { query: { priceAreaId: String(AREA), productItemId: ITEM } });
    expect(sorts.status).toBe(200);
    expect(sorts.body.GrainTypes.length).toBeGreaterThan(0);
    const spot = await call<TGrainTypesReply>(grainTypeSpot, undefined, { query: { priceAreaId: String(AREA), productItemId: ITEM } });
    expect(spot.status).toBe(200);
    const sort = must(sorts.body.GrainTypes[0]).GrainName;
    const p = await call<TGrainPricePeriodsReply>(periods, undefined, {
      query: { priceAreaId: String(AREA), productItemId: ITEM, grainType: sort },
    });
    expect(p.status).toBe(200);
    expect(p.body.PricePeriods.some((x) => x.PriceTypeId === 1)).toBe(true);
    for (const x of p.body.PricePeriods) {
      expect(x.Value).toBe(`${x.PriceTypeId};${x.PricePeriod}`);
      expect(x.CommitQuantityMin).toBe(10);
      // spec 2 §9: the agreement year is the previous year when the month-day is under 701
      const md = Number(x.PricePeriod.slice(5, 7)) * 100 + Number(x.PricePeriod.slice(8, 10));
      expect(x.AgreementYear).toBe(Number(x.PricePeriod.slice(0, 4)) - (md < 701 ? 1 : 0));
    }
    const storage = await call<TGrainPricePeriodsReply>(periodsStorage, undefined, {
      query: { priceAreaId: String(AREA), productItemId: ITEM, grainType: sort },
    });
    expect(storage.body.PricePeriods.length).toBeGreaterThan(0);
    expect(storage.body.PricePeriods.some((x) => x.PriceTypeId === 1)).toBe(false);
    const bad = await call(periods, undefined, { query: { priceAreaId: "999999", productItemId: ITEM, grainType: sort } });
    expect(bad.status).toBe(400);
  });

  it("receivers: staff acting for the customer only, personal numbers masked but the last four", async () => {
    const { own, actor } = await farmer();
    as(actor);
    expect((await call(receivers)).status).toBe(403);
    const staff = await makeUser(t.db, { internal: true });
    as(await signInAs(t.db, staff.id));
    expect((await call(receivers)).status).toBe(403);
    as(await signInAs(t.db, staff.id, { acting: own.customerNumber }));
    const r = await call<{ Receivers: { Name: string; PersonalNumber: string; Email: string }[] }>(receivers);
    expect(r.status).toBe(200);
    expect(r.body.Receivers).toHaveLength(1);
    expect(must(r.body.Receivers[0]).PersonalNumber).toBe("********2384");
  });
});

describe("POST /api/agreement/save", () => {
  it("saves an open agreement at today's price from our table (not the client's), shown at once among open agreements", async () => {
    const { own, actor } = await farmer();
    as(actor);
    const { form, period } = await validForm({ Price: "99999" });
    const r = await call<TSaveAgreementReply>(save, form);
    expect(r.status).toBe(200);
    expect(r.body.AgreementNumber).toMatch(/^\d{8}$/);
    expect(r.body.SigningUrl).toMatch(/^http:\/\/localhost:\d+\/signera\/[A-Za-z0-9_-]{43}$/);
    const a = must((await t.db.select().from(agreements).where(eq(agreements.agreementNumber, r.body.AgreementNumber!)))[0]);
    expect(a).toMatchObject({
      status: "open",
      customerId: own.id,
      agreementType: "SportAndForwardAvtal",
      kind: "grain",
      totalQuantity: 50,
    });
    expect(Number(a.price)).toBe(period.Price);
    const open = await listOpenAgreements(t.db, { actor, customerNumber: own.customerNumber });
    expect(open.agreements.map((x) => x.agreementNumber)).toContain(r.body.AgreementNumber);
    // the token is stored only as its hash
    const token = r.body.SigningUrl!.split("/").pop()!;
    const rows = await t.db.select().from(signingRequests).where(eq(signingRequests.agreementId, a.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers the spec's messages for every missing field", async () => {
    const { actor } = await farmer();
    as(actor);
    const r = await call(save, { AgreementType: "SportAndForwardAvtal", IdempotencyKey: key() });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toMatchObject({
      ProductItemId: ["Gröda måste väljas"],
      GrainType: ["Sort måste väljas"],
      AgreementPeriod: ["Leveransperiod måste väljas"],
    });
    const { form } = await validForm({ Warehouse: "", DeliveryMode: "", CommitQuantity: "", WatchType: "" });
    const r2 = await call(save, form);
    expect(r2.status).toBe(400);
    expect(r2.body.error.fields).toMatchObject({
      Warehouse: ["Mottagningsplats måste väljas"],
      DeliveryMode: ["Leveranssätt måste väljas"],
      CommitQuantity: ["Kvantitet ton måste anges"],
      WatchType: ["Välj typ"],
    });
  });

  it("checks quantity limits, price minimum and the period against our tables", async () => {
    const { actor } = await farmer();
    as(actor);
    const big = await call(save, (await validForm({ CommitQuantity: "5" })).form);
    expect(big.body.error.fields?.CommitQuantity).toEqual(["Kvantiteten måste vara mellan 10 och 3000"]);
    const cheap = await call(save, (await validForm({ Price: "499" })).form);
    expect(cheap.body.error.fields?.Price).toEqual(["Priset kan inte vara under 500 kr. Pris anges i kr/ton"]);
    const made = await call(save, (await validForm({ AgreementPeriod: "2;2031-01-01" })).form);
    expect(made.status).toBe(400);
    expect(made.body.error.fields?.AgreementPeriod).toBeDefined();
    const reserve = await call(save, (await validForm({ IsReserveAgreement: true, ReserveQuantity: "" })).form);
    expect(reserve.body.error.fields?.ReserveQuantity).toBeDefined();
  });

  it("another customer's number → 403; an own customer that is not the active one → Error-customerNbrMismatch", async () => {
    const { own, actor } = await farmer();
    const other = await makeCustomer(t.db);
    as(actor);
    expect((await call(save, (await validForm({ CustomerNumber: other.customerNumber })).form)).status).toBe(403);
    const sub = await makeCustomer(t.db, { parent: own.id });
    const r = await call(save, (await validForm({ CustomerNumber: sub.customerNumber })).form);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Kundnumret stämmer inte med nuvarande aktiva kund, ladda om sidan!");
  });

  it("a price protection of another customer's agreement → 403", async () => {
    const { actor } = await farmer();
    const other = await farmer();
    as(other.actor);
    const depa = await call<TSaveAgreementReply>(save, {
      ...(await validForm()).form,
      AgreementType: "Depaavtal",
      DeliveryMode: "",
      AgreementPeriod: (await forwardPeriod(await firstSort())).Value,
    });
    expect(depa.status).toBe(200);
    as(actor);
    const r = await call(save, (await validForm({ AgreementType: "PrissakringDepaavtal", AgreementId: depa.body.AgreementNumber })).form);
    expect(r.status).toBe(403);
  });

  it("a retry or ten racing double clicks with one key save one agreement", async () => {
    const { own, actor } = await farmer();
    as(actor);
    const { form } = await validForm();
    const replies = await Promise.all(Array.from({ length: 10 }, () => call<TSaveAgreementReply>(save, form)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const numbers = new Set(replies.map((r) => r.body.AgreementNumber));
    expect(numbers.size).toBe(1);
    expect(await t.db.$count(agreements, eq(agreements.customerId, own.id))).toBe(1);
    expect(await t.db.$count(tradingSaves, eq(tradingSaves.userId, actor.userId))).toBe(1);
    // at most one live link, whatever the race
    const a = must((await t.db.select().from(agreements).where(eq(agreements.customerId, own.id)))[0]);
    expect(await t.db.$count(signingRequests, and(eq(signingRequests.agreementId, a.id), eq(signingRequests.status, "pending")))).toBe(1);
  });

  it("a price watch: lower below upper, end date within 60 days, target action and approval; saved as a watch", async () => {
    const { own, actor } = await farmer();
    as(actor);
    const today = todayIn("se");
    const watch = {
      WatchType: "WatchPrice",
      UpperPrice: "2000",
      LowerPrice: "2100",
      PriceWatchEndDate: addDays(today, 61),
      TargetAction: "",
      Approval: false,
    };
    const r = await call(save, (await validForm(watch)).form);
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toMatchObject({
      LowerPrice: ["Undre pris måste vara lägre än Övre pris"],
      PriceWatchEndDate: ["Uppdraget får ej vara giltigt i mer än 60 dagar"],
    });
    expect(r.body.error.fields?.TargetAction).toBeDefined();
    expect(r.body.error.fields?.Approval).toBeDefined();
    const past = await call(save, (await validForm({ ...watch, LowerPrice: "1500", PriceWatchEndDate: addDays(today, -1) })).form);
    expect(past.body.error.fields?.PriceWatchEndDate).toEqual(["Du måste ange ett giltigt datum"]);
    const ok = await call<TSaveAgreementReply>(
      save,
      (await validForm({ ...watch, LowerPrice: "1500", PriceWatchEndDate: addDays(today, 60), TargetAction: "notify", Approval: true }))
        .form,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.PriceWatchId).toBeGreaterThan(0);
    expect(ok.body.AgreementNumber).toBeNull();
    expect(await t.db.$count(priceWatches, eq(priceWatches.customerId, own.id))).toBe(1);
    expect(await t.db.$count(agreements, eq(agreements.customerId, own.id))).toBe(0);
  });
});

describe("POST /api/agreement/send-for-digital-signing", () => {
  it("staff acting for the customer send to a receiver; the link goes only into the sealed outbox secret; another customer's agreement → 403", async () => {
    const { own, user } = await farmer();
    const staff = await makeUser(t.db, { internal: true });
    const acting = await signInAs(t.db, staff.id, { acting: own.customerNumber });
    as(acting);
    const saved = await call<TSaveAgreementReply>(save, (await validForm()).form);
    expect(saved.status).toBe(200);
    expect(saved.body.SigningUrl).toBeNull();
    const r = await call<{ Message: string }>(send, {
      AgreementNumber: saved.body.AgreementNumber,
      ReceiverId: String(user.id),
      Message: "Hej!",
    });
    expect(r.status).toBe(200);
    expect(r.body.Message).toBe("OK");
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "signing-link"), eq(outbox.recipient, user.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("[[secret]]");
    expect(mails[0]!.body).not.toMatch(/signera\//);
    // resend voids the old link
    expect((await call(send, { AgreementNumber: saved.body.AgreementNumber, ReceiverId: String(user.id) })).status).toBe(200);
    const a = must((await t.db.select().from(agreements).where(eq(agreements.agreementNumber, saved.body.AgreementNumber!)))[0]);
    const reqs = await t.db.select().from(signingRequests).where(eq(signingRequests.agreementId, a.id));
    expect(reqs.map((x) => x.status).sort()).toEqual(["pending", "voided"]);

    // a receiver typed in: e-mail and personal number required
    const typed = await call(send, {
      AgreementNumber: saved.body.AgreementNumber,
      ReceiverName: "Anna",
      ReceiverEmail: "",
      ReceiverPersonalNumber: "",
    });
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body.error.fields ?? {})).toEqual(expect.arrayContaining(["ReceiverEmail", "ReceiverPersonalNumber"]));

    // another customer's agreement, and a farmer calling
    const other = await farmer();
    as(other.actor);
    const theirs = await call<TSaveAgreementReply>(save, (await validForm()).form);
    as(acting);
    expect((await call(send, { AgreementNumber: theirs.body.AgreementNumber, ReceiverId: String(user.id) })).status).toBe(403);
    as(other.actor);
    expect((await call(send, { AgreementNumber: theirs.body.AgreementNumber, ReceiverId: String(other.user.id) })).status).toBe(403);
    const c = must((await t.db.select().from(customers).where(eq(customers.id, own.id)))[0]);
    expect(c.customerNumber).toBe(own.customerNumber);
  });
});

describe("POST /api/drying-agreement/save", () => {
  it("terms required; the farmer gets a signing link; staff's receiver needs e-mail and personal number; once per key; 403 for another customer", async () => {
    const { own, user, actor } = await farmer();
    as(actor);
    const form = { ProductItemId: ITEM, Warehouse: "SKA", CommitQuantity: "120", AcceptTerms: false, IdempotencyKey: key() };
    const noTerms = await call(saveDrying, form);
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error.fields?.AcceptTerms).toEqual(["Du måste godkänna villkoren"]);
    const ok = await call<TSaveAgreementReply>(saveDrying, { ...form, AcceptTerms: true });
    expect(ok.status).toBe(200);
    expect(ok.body.SigningUrl).toMatch(/\/signera\//);
    const again = await call<TSaveAgreementReply>(saveDrying, { ...form, AcceptTerms: true });
    expect(again.body.AgreementNumber).toBe(ok.body.AgreementNumber);
    const a = must((await t.db.select().from(agreements).where(eq(agreements.agreementNumber, ok.body.AgreementNumber!)))[0]);
    expect(a).toMatchObject({ agreementType: "Torkavtal", status: "open", customerId: own.id, price: null });

    const other = await makeCustomer(t.db);
    expect(
      (await call(saveDrying, { ...form, AcceptTerms: true, IdempotencyKey: key(), CustomerNumber: other.customerNumber })).status,
    ).toBe(403);

    const staff = await makeUser(t.db, { internal: true });
    as(await signInAs(t.db, staff.id, { acting: own.customerNumber }));
    const missing = await call(saveDrying, { ...form, AcceptTerms: true, IdempotencyKey: key(), ReceiverName: "Anna" });
    expect(Object.keys(missing.body.error.fields ?? {})).toEqual(expect.arrayContaining(["ReceiverEmail", "ReceiverPersonalNumber"]));
    const sent = await call<TSaveAgreementReply>(saveDrying, {
      ...form,
      AcceptTerms: true,
      IdempotencyKey: key(),
      ReceiverId: String(user.id),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.SigningUrl).toBeNull();
    expect(await t.db.$count(outbox, and(eq(outbox.kind, "signing-link"), eq(outbox.recipient, user.email)))).toBe(1);
  });
});
