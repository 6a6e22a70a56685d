/**
 * The feed advisor's calls (decisions 090, 091) through the real route wrapper against a real
 * database: the store's farms, a new plan for one of them, a plan assigned to another; 401, 403 for
 * a farmer, another store's farm and the Swedish site, 400 with field messages, and an assignment
 * repeated (same idempotency key, a double click, two at once) never makes two copies.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, feedRecipes, storeFarms, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { FEED_PLANS, insertFeedPlan, seedFeedMix } from "@/seed/feed-mix";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import type { TAdvisorFarmsResponse, TAdvisorRecipeResponse, TOverviewResponse } from "@/lib/feed-mix/schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const api = {
  farms: (await import("@/app/api/maiturimix/advisor/farms/route")).GET,
  create: (await import("@/app/api/maiturimix/advisor/createrecipe/route")).POST,
  assign: (await import("@/app/api/maiturimix/advisor/assignrecipe/route")).POST,
  overview: (await import("@/app/api/maiturimix/overview/route")).GET,
};
const GETS = new Set<Handler>([api.farms, api.overview]);

const t = useTestDb();
beforeAll(async () => {
  await seedFeedMix(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(handler: Handler, params: Record<string, unknown> | null, opts: { host?: string } = {}) {
  const host = opts.host ?? "portal.test.fi";
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const get = GETS.has(handler);
  let body: string | undefined;
  if (!get && params) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(params);
  }
  const res = await handler(new NextRequest(`http://${host}/api/maiturimix/advisor/x`, { method: get ? "GET" : "POST", headers, body }), {
    params: Promise.resolve<Record<string, string>>({}),
  });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};

/** A store looking after two farms (with a farmer on the first), its advisor, and the dairy plan on the first farm. */
async function store() {
  const shop = await makeCustomer(t.db, { market: "fi", name: "Agrokauppa" });
  const farmA = await makeCustomer(t.db, { market: "fi", name: "A-tila" });
  const farmB = await makeCustomer(t.db, { market: "fi", name: "B-tila" });
  await t.db.insert(storeFarms).values([
    { storeCustomerId: shop.id, farmCustomerId: farmA.id },
    { storeCustomerId: shop.id, farmCustomerId: farmB.id },
  ]);
  const advisorUser = await makeUser(t.db, { customers: [{ id: shop.id, profile: "user" }], market: "fi" });
  await t.db.update(users).set({ isStore: true }).where(eq(users.id, advisorUser.id));
  const farmer = await makeUser(t.db, { customers: [{ id: farmA.id }], market: "fi" });
  const recipeId = await insertFeedPlan(t.db, { ...must(FEED_PLANS[0]), customerId: farmA.id, storeCustomerId: shop.id });
  return {
    shop,
    farmA,
    farmB,
    recipeId,
    advisor: await signInAs(t.db, advisorUser.id),
    farmer: await signInAs(t.db, farmer.id),
  };
}

const plan = (customerNumber: string, extra: Record<string, unknown> = {}) => ({
  CustomerNumber: customerNumber,
  MixName: "Hiehot kesä",
  AnimalCount: 20,
  ScaleAccordingToFirstItem: false,
  Feeds: [
    { FeedId: "SILO-2", PlannedWeight: 400, SortOrder: 2 },
    { FeedId: "KUIVAHEINA", PlannedWeight: 80, SortOrder: 1, Nutritions: { DryMatter: 82.5 } },
    { FeedId: "KIVENNAINEN", PlannedWeight: 3, SortOrder: 3 },
  ],
  ...extra,
});

describe("api-probe", () => {
  it("an empty call never answers 5xx, on either site, for a farmer or an advisor", async () => {
    const s = await store();
    for (const actor of [s.farmer, s.advisor]) {
      as(actor);
      for (const host of ["portal.test.fi", "portal.test"])
        for (const [name, h] of Object.entries(api)) expect((await call(h, {}, { host })).status, `${name} on ${host}`).toBeLessThan(500);
    }
  });
});

describe("advisor/farms", () => {
  it("the advisor's store's farms and the feed list; 403 for a farmer and on the Swedish site; 401 signed out", async () => {
    const s = await store();
    expect((await call(api.farms, null)).status).toBe(401);
    as(s.advisor);
    const r = await call<TAdvisorFarmsResponse>(api.farms, null);
    expect(r.status).toBe(200);
    expect(r.body.Farms.map((f) => f.CustomerNumber).sort()).toEqual([s.farmA.customerNumber, s.farmB.customerNumber].sort());
    expect(r.body.Catalog.map((c) => c.FeedId)).toContain("SILO-1");
    expect((await call(api.farms, null, { host: "portal.test" })).status).toBe(403);
    as(s.farmer);
    expect((await call(api.farms, null)).status).toBe(403);
  });
});

describe("advisor/createrecipe", () => {
  it("creates a plan for a farm of the store: size = total, order by SortOrder, feed's dry matter by default; logged; the farmer sees it", async () => {
    const s = await store();
    as(s.advisor);
    const r = await call<TAdvisorRecipeResponse>(api.create, plan(s.farmB.customerNumber, { Size: 483 }));
    expect(r.status).toBe(200);
    expect(r.body.Replayed).toBe(false);
    expect(r.body.Recipe).toMatchObject({
      MixName: "Hiehot kesä",
      CustomerNumber: s.farmB.customerNumber,
      Size: 483,
      OriginalSize: 483,
      AnimalCount: 20,
      DailyIntake: 24.2,
      CanAdvise: true,
      CanMix: false,
    });
    expect(r.body.Recipe.Feeds.map((f) => [f.FeedId, f.PlannedWeight, f.SortOrder, f.Nutritions.DryMatter])).toEqual([
      ["KUIVAHEINA", 80, 1, 82.5],
      ["SILO-2", 400, 2, 34],
      ["KIVENNAINEN", 3, 3, 98],
    ]);
    const [row] = await t.db.select().from(feedRecipes).where(eq(feedRecipes.id, r.body.Recipe.Id));
    expect(row).toMatchObject({ customerId: s.farmB.id, storeCustomerId: s.shop.id });
    const log = await t.db.select().from(actionLog).where(eq(actionLog.action, "feedMix.plan.create"));
    expect(log.some((l) => l.customerNumber === s.farmB.customerNumber && l.userId === s.advisor.userId)).toBe(true);

    // the farm's own user sees it in the recipes tab
    const c = await call<TAdvisorRecipeResponse>(api.create, plan(s.farmA.customerNumber, { MixName: "Uusi A" }));
    as(s.farmer);
    const overview = await call<TOverviewResponse>(api.overview, null);
    expect(overview.body.Recipes.map((x) => x.Id)).toContain(c.body.Recipe.Id);
    expect(overview.body.Recipes.map((x) => x.Id)).not.toContain(r.body.Recipe.Id);
    // "Uusi" until first mixed; the seeded plan with finished mixes is not new
    expect(overview.body.Recipes.find((x) => x.Id === c.body.Recipe.Id)?.New).toBe(true);
  });

  it("403 for a farm not of the advisor's store, for a farmer, and on the Swedish site", async () => {
    const s = await store();
    const other = await store();
    as(s.advisor);
    expect((await call(api.create, plan(other.farmA.customerNumber))).status).toBe(403);
    expect((await call(api.create, plan("999999999"))).status).toBe(403);
    expect((await call(api.create, plan(s.farmA.customerNumber), { host: "portal.test" })).status).toBe(403);
    as(s.farmer);
    expect((await call(api.create, plan(s.farmA.customerNumber))).status).toBe(403);
  });

  it("an agro admin creates for any Finnish farm", async () => {
    const s = await store();
    const lone = await makeCustomer(t.db, { market: "fi", name: "Yksinäinen tila" });
    const admin = await makeUser(t.db, { market: "fi" });
    await t.db.update(users).set({ isAgroAdmin: true }).where(eq(users.id, admin.id));
    as(await signInAs(t.db, admin.id));
    const farms = await call<TAdvisorFarmsResponse>(api.farms, null);
    const numbers = farms.body.Farms.map((f) => f.CustomerNumber);
    expect(numbers).toEqual(expect.arrayContaining([lone.customerNumber, s.farmA.customerNumber]));
    expect(numbers).not.toContain(s.shop.customerNumber);
    const r = await call<TAdvisorRecipeResponse>(api.create, plan(lone.customerNumber));
    expect(r.status).toBe(200);
    const se = await makeCustomer(t.db, { market: "se" });
    expect((await call(api.create, plan(se.customerNumber))).status).toBe(403);
  });

  it("400 with field messages", async () => {
    const s = await store();
    as(s.advisor);
    const empty = await call(api.create, { CustomerNumber: "", MixName: " ", Feeds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({
      CustomerNumber: ["Valitse tila."],
      MixName: ["Anna reseptille nimi."],
      AnimalCount: ["Syötä eläinmäärä (vähintään 1)."],
      Feeds: ["Reseptissä pitää olla vähintään yksi komponentti."],
    });
    const size = await call(api.create, plan(s.farmA.customerNumber, { Size: 500 }));
    expect(size.status).toBe(400);
    expect(size.body.error.fields).toEqual({ Size: ["Koon pitää olla komponenttien yhteismäärä (vähintään 1 kg)."] });
    const dup = await call(
      api.create,
      plan(s.farmA.customerNumber, {
        Feeds: [
          { FeedId: "OHRA", PlannedWeight: 10, SortOrder: 1 },
          { FeedId: "OHRA", PlannedWeight: 20, SortOrder: 2 },
        ],
      }),
    );
    expect(dup.body.error.fields).toEqual({ Feeds: ["Rehu on jo reseptissä."] });
    const unknown = await call(api.create, plan(s.farmA.customerNumber, { Feeds: [{ FeedId: "EIOLE", PlannedWeight: 10, SortOrder: 1 }] }));
    expect(unknown.body.error.fields).toEqual({ Feeds: ["Tuntematon rehu."] });
  });

  it("the same idempotency key twice (and twice at once) creates one plan", async () => {
    const s = await store();
    as(s.advisor);
    const key = randomUUID();
    const body = plan(s.farmB.customerNumber, { MixName: "Kerran", idempotencyKey: key });
    const [a, b] = await Promise.all([call<TAdvisorRecipeResponse>(api.create, body), call<TAdvisorRecipeResponse>(api.create, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.Recipe.Id).toBe(b.body.Recipe.Id);
    expect([a.body.Replayed, b.body.Replayed].sort()).toEqual([false, true]);
    const rows = await t.db
      .select()
      .from(feedRecipes)
      .where(and(eq(feedRecipes.customerId, s.farmB.id), eq(feedRecipes.mixName, "Kerran")));
    expect(rows).toHaveLength(1);
  });
});

describe("advisor/assignrecipe", () => {
  it("copies the plan to another farm of the store (without the farm's extra items); logged", async () => {
    const s = await store();
    as(s.advisor);
    const r = await call<TAdvisorRecipeResponse>(api.assign, { id: s.recipeId, CustomerNumber: s.farmB.customerNumber });
    expect(r.status).toBe(200);
    expect(r.body.Recipe).toMatchObject({
      MixName: "Lypsylehmät TMR, talvi",
      CustomerNumber: s.farmB.customerNumber,
      Size: 3492,
      AnimalCount: 60,
    });
    expect(r.body.Recipe.Feeds.map((f) => f.FeedId)).toEqual(["SILO-1", "SILO-2", "OHRA", "KAURA", "MAITURI-200", "RYPSI", "KIVENNAINEN"]);
    expect(r.body.Recipe.Id).not.toBe(s.recipeId);
    const log = await t.db.select().from(actionLog).where(eq(actionLog.action, "feedMix.plan.assign"));
    expect(log.some((l) => l.customerNumber === s.farmB.customerNumber)).toBe(true);
  });

  it("403: a farm not of the store, a recipe of another store, a farmer, the Swedish site; 409 to the recipe's own farm", async () => {
    const s = await store();
    const other = await store();
    as(s.advisor);
    expect((await call(api.assign, { id: s.recipeId, CustomerNumber: other.farmB.customerNumber })).status).toBe(403);
    expect((await call(api.assign, { id: other.recipeId, CustomerNumber: s.farmB.customerNumber })).status).toBe(403);
    expect((await call(api.assign, { id: s.recipeId, CustomerNumber: s.farmB.customerNumber }, { host: "portal.test" })).status).toBe(403);
    const same = await call(api.assign, { id: s.recipeId, CustomerNumber: s.farmA.customerNumber });
    expect(same.status).toBe(409);
    expect(same.body.error.fields).toEqual({ CustomerNumber: ["Resepti on jo tämän tilan."] });
    as(s.farmer);
    expect((await call(api.assign, { id: s.recipeId, CustomerNumber: s.farmB.customerNumber })).status).toBe(403);
  });

  it("400 with field messages", async () => {
    const s = await store();
    as(s.advisor);
    const r = await call(api.assign, { id: "x", CustomerNumber: "", idempotencyKey: "no" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({
      id: ["Tunniste puuttuu tai on virheellinen."],
      CustomerNumber: ["Valitse tila."],
      idempotencyKey: ["Pyynnön tunniste on virheellinen."],
    });
  });

  it("assigning twice — the same key, a double click at once, a second try — makes one copy", async () => {
    const s = await store();
    as(s.advisor);
    const key = randomUUID();
    const body = { id: s.recipeId, CustomerNumber: s.farmB.customerNumber, idempotencyKey: key };
    const [a, b] = await Promise.all([call<TAdvisorRecipeResponse>(api.assign, body), call<TAdvisorRecipeResponse>(api.assign, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.Recipe.Id).toBe(b.body.Recipe.Id);
    // two different keys at once (two tabs): the unique index lets one through
    const s2 = await store();
    as(s2.advisor);
    const both = await Promise.all(
      [randomUUID(), randomUUID()].map((k) =>
        call(api.assign, { id: s2.recipeId, CustomerNumber: s2.farmB.customerNumber, idempotencyKey: k }),
      ),
    );
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    // a later try without a key
    as(s.advisor);
    const again = await call(api.assign, { id: s.recipeId, CustomerNumber: s.farmB.customerNumber });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ CustomerNumber: ["Resepti on jo jaettu tälle tilalle."] });
    for (const x of [s, s2]) {
      const copies = await t.db
        .select()
        .from(feedRecipes)
        .where(and(eq(feedRecipes.customerId, x.farmB.id), eq(feedRecipes.sourceRecipeId, x.recipeId)));
      expect(copies).toHaveLength(1);
    }
  });
});
