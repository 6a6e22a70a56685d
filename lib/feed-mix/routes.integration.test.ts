/**
 * The 17 /api/maiturimix calls (and the overview) through the real route wrapper against a real
 * database: 401, 403 (another farm's recipe or mix, the Swedish site), 400 with Finnish field
 * messages, the mixing arithmetic on the server, idempotent replays and races on one mix.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, feedMixItems, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { FEED_PLANS, insertFeedPlan, seedFeedMix } from "@/seed/feed-mix";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import type { TItemResponse, TMixResponse, TOverviewResponse, TRecipeResponse, TSaveMixResponse, TSavedMix } from "@/lib/feed-mix/schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const api = {
  feeds: (await import("@/app/api/maiturimix/feeds/[id]/route")).GET,
  rebind: (await import("@/app/api/maiturimix/rebindfeedforedit/route")).GET,
  updatefeed: (await import("@/app/api/maiturimix/updatefeed/route")).POST,
  additem: (await import("@/app/api/maiturimix/additem/route")).POST,
  removeitem: (await import("@/app/api/maiturimix/removeitem/route")).POST,
  recalculate: (await import("@/app/api/maiturimix/recalculate/route")).POST,
  getfeedformix: (await import("@/app/api/maiturimix/getfeedformix/route")).GET,
  updatemix: (await import("@/app/api/maiturimix/updatemix/route")).POST,
  autoscale: (await import("@/app/api/maiturimix/autoscale/route")).POST,
  scale: (await import("@/app/api/maiturimix/scaleaccordingcomponents/route")).POST,
  cancel: (await import("@/app/api/maiturimix/cancelrecentfeed/route")).POST,
  savemix: (await import("@/app/api/maiturimix/savemix/route")).POST,
  again: (await import("@/app/api/maiturimix/startmixingagain/route")).POST,
  mixed: (await import("@/app/api/maiturimix/getmixedfeedbyid/route")).GET,
  leftover: (await import("@/app/api/maiturimix/addleftover/route")).POST,
  deletemix: (await import("@/app/api/maiturimix/deletemix/route")).POST,
  manual: (await import("@/app/api/maiturimix/createmanualmix/route")).POST,
  overview: (await import("@/app/api/maiturimix/overview/route")).GET,
};
const GETS = new Set<Handler>([api.feeds, api.rebind, api.getfeedformix, api.mixed, api.overview]);

const t = useTestDb();
beforeAll(async () => {
  await seedFeedMix(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(handler: Handler, params: Record<string, unknown> | null, opts: { host?: string; id?: string } = {}) {
  const host = opts.host ?? "portal.test.fi";
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const get = GETS.has(handler);
  const url = new URL(`http://${host}/api/maiturimix/x`);
  let body: string | undefined;
  if (get) for (const [k, v] of Object.entries(params ?? {})) url.searchParams.set(k, String(v));
  else if (params) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(params);
  }
  const res = await handler(new NextRequest(url, { method: get ? "GET" : "POST", headers, body }), {
    params: Promise.resolve<Record<string, string>>(opts.id !== undefined ? { id: opts.id } : {}),
  });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};

const DAIRY = must(FEED_PLANS[0]);

/** A Finnish farm with a user, its store with an advisor, and the dairy plan (7 components, 3492 kg, 60 cows). */
async function farm() {
  const own = await makeCustomer(t.db, { market: "fi" });
  const store = await makeCustomer(t.db, { market: "fi", name: "Agrokauppa" });
  const farmer = await makeUser(t.db, { customers: [{ id: own.id }], market: "fi" });
  const advisorUser = await makeUser(t.db, { customers: [{ id: store.id }], market: "fi" });
  await t.db.update(users).set({ isStore: true }).where(eq(users.id, advisorUser.id));
  const recipeId = await insertFeedPlan(t.db, { ...DAIRY, customerId: own.id, storeCustomerId: store.id });
  return { own, store, recipeId, actor: await signInAs(t.db, farmer.id), advisor: await signInAs(t.db, advisorUser.id) };
}

async function startMix(recipeId: number, extra: Record<string, unknown> = {}) {
  const r = await call<TMixResponse>(api.getfeedformix, { id: recipeId, animalCount: 60, ...extra });
  expect(r.status).toBe(200);
  return r.body.Mix;
}

const reading = (mixId: number, sortOrder: number, weight: number, key?: string) =>
  call<TMixResponse & Partial<ErrorReply>>(api.updatemix, { mixId, sortOrder, weight, idempotencyKey: key ?? randomUUID() });

describe("access", () => {
  it("401 signed out on every call", async () => {
    for (const h of Object.values(api)) expect((await call(h, {}, { id: "1" })).status).toBe(401);
  });

  it("an empty call never answers 5xx, on either site (api-probe)", async () => {
    const a = await farm();
    as(a.actor);
    for (const host of ["portal.test.fi", "portal.test"])
      for (const [name, h] of Object.entries(api)) {
        const r = await call(h, {}, { host, id: "1" });
        expect(r.status, `${name} on ${host}`).toBeLessThan(500);
      }
  });

  it("403 on the Swedish site, for another farm's recipe or mix and for an id that does not exist", async () => {
    const a = await farm();
    const b = await farm();
    as(a.actor);
    expect((await call(api.feeds, {}, { id: String(a.recipeId), host: "portal.test" })).status).toBe(403);
    expect((await call(api.overview, {}, { host: "portal.test" })).body.error.message).toBe(
      "Fodermixning finns bara på den finska webbplatsen.",
    );
    expect((await call(api.feeds, {}, { id: String(b.recipeId) })).status).toBe(403);
    expect((await call(api.feeds, {}, { id: "999999" })).status).toBe(403);
    expect((await call(api.getfeedformix, { id: b.recipeId, animalCount: 10 })).status).toBe(403);
    as(b.actor);
    const bMix = await startMix(b.recipeId);
    as(a.actor);
    for (const [h, p] of [
      [api.updatemix, { mixId: bMix.MixId, sortOrder: 1, weight: 100 }],
      [api.cancel, { mixId: bMix.MixId }],
      [api.savemix, { mixId: bMix.MixId }],
      [api.again, { mixId: bMix.MixId }],
      [api.autoscale, { mixId: bMix.MixId, scaleAccordingToFirstItem: true }],
      [api.scale, { mixId: bMix.MixId }],
      [api.mixed, { id: bMix.MixId }],
      [api.leftover, { id: bMix.MixId, leftover: 5 }],
      [api.deletemix, { id: bMix.MixId }],
      [api.manual, { FeedingPlanId: b.recipeId, Size: 100, StartDate: "1/11/2026", AnimalCount: 3 }],
      [api.updatefeed, { id: b.recipeId, Size: 100, Feeds: [{ Feedid: "OHRA", PlannedWeight: 100, SortOrder: 1 }] }],
      [api.recalculate, { id: b.recipeId, customerAnimalCount: 10 }],
    ] as const)
      expect((await call(h, p)).status, JSON.stringify(p)).toBe(403);
  });

  it("the store's advisor sees and edits the plan but does not mix; another store's advisor gets 403", async () => {
    const a = await farm();
    const b = await farm();
    as(a.advisor);
    const r = await call<TRecipeResponse>(api.feeds, {}, { id: String(a.recipeId) });
    expect(r.status).toBe(200);
    expect(r.body.Recipe).toMatchObject({ CanAdvise: true, CanMix: false });
    expect((await call(api.getfeedformix, { id: a.recipeId, animalCount: 60 })).status).toBe(403);
    expect((await call(api.feeds, {}, { id: String(b.recipeId) })).status).toBe(403);
    const overview = await call<TOverviewResponse>(api.overview, {});
    expect(overview.body.Recipes.map((x) => x.Id)).toContain(a.recipeId);
    expect(overview.body.Recipes.map((x) => x.Id)).not.toContain(b.recipeId);
  });
});

describe("recipe detail and edit", () => {
  it("feeds/{id}: the plan with daily intake (size ÷ count, one decimal); 400 for a bad id", async () => {
    const a = await farm();
    as(a.actor);
    const r = await call<TRecipeResponse>(api.feeds, {}, { id: String(a.recipeId) });
    expect(r.body.Recipe).toMatchObject({
      Size: 3492,
      AnimalCount: 60,
      DailyIntake: 58.2,
      CanMix: true,
      CanAdvise: false,
      OpenMixId: null,
    });
    expect(r.body.Recipe.Feeds.map((f) => f.FeedId)).toEqual(["SILO-1", "SILO-2", "OHRA", "KAURA", "MAITURI-200", "RYPSI", "KIVENNAINEN"]);
    const bad = await call(api.feeds, {}, { id: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ id: ["Tunniste puuttuu tai on virheellinen."] });
  });

  it("updatefeed stores the farm's amounts, dry matter and order; recalculate returns to the plan for a count", async () => {
    const a = await farm();
    as(a.actor);
    const rec = (await call<TRecipeResponse>(api.rebind, { id: a.recipeId })).body.Recipe;
    const feeds = rec.Feeds.map((f) => ({
      Feedid: f.FeedId,
      FeedName: f.FeedName,
      PlannedWeight: f.PlannedWeight,
      SortOrder: f.SortOrder,
      Nutritions: { DryMatter: f.Nutritions.DryMatter },
    }));
    // silage 1: DM 30 → 25: 30 × 2100 ÷ 25 = 2520; minerals moved first
    const edited = feeds.map((f) =>
      f.Feedid === "SILO-1"
        ? { ...f, PlannedWeight: 2520, Nutritions: { DryMatter: 25 } }
        : f.Feedid === "KIVENNAINEN"
          ? { ...f, SortOrder: 0 }
          : f,
    );
    const r = await call<TRecipeResponse>(api.updatefeed, { id: a.recipeId, Size: 3912, scaleAccordingToFirstItem: true, Feeds: edited });
    expect(r.status).toBe(200);
    expect(r.body.Recipe.Size).toBe(3912);
    expect(r.body.Recipe.Feeds[0]).toMatchObject({ FeedId: "KIVENNAINEN", SortOrder: 1 });
    expect(r.body.Recipe.Feeds.find((f) => f.FeedId === "SILO-1")).toMatchObject({
      PlannedWeight: 2520,
      OriginalPlannedWeight: 2100,
      Nutritions: { DryMatter: 25, OriginalDryMatter: 30 },
    });
    const empty = await call(api.recalculate, { id: a.recipeId, customerAnimalCount: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ customerAnimalCount: ["Syötä eläinmäärä (vähintään 1)."] });
    // 45 cows: 3492 × 45 ÷ 60 = 2619; silage 2100 × 2619 ÷ 3492 = 1575
    const back = await call<TRecipeResponse>(api.recalculate, { id: a.recipeId, customerAnimalCount: 45 });
    expect(back.body.Recipe).toMatchObject({ Size: 2619, AnimalCount: 45, DailyIntake: 58.2 });
    expect(back.body.Recipe.Feeds.find((f) => f.FeedId === "SILO-1")).toMatchObject({ PlannedWeight: 1575, Nutritions: { DryMatter: 30 } });
    const logged = await t.db.select().from(actionLog).where(eq(actionLog.action, "feedMix.recipe.recalculate"));
    expect(logged.some((l) => (l.details as { recipeId: number }).recipeId === a.recipeId)).toBe(true);
  });

  it("additem: OK, Duplicate and empty item; removeitem takes it out again", async () => {
    const a = await farm();
    as(a.actor);
    const rec = (await call<TRecipeResponse>(api.rebind, { id: a.recipeId })).body.Recipe;
    const Recipe = {
      Id: rec.Id,
      Size: rec.Size,
      AnimalCount: rec.AnimalCount,
      Feeds: rec.Feeds.map((f) => ({ FeedId: f.FeedId, PlannedWeight: f.PlannedWeight, SortOrder: f.SortOrder })),
    };
    const ok = await call<TItemResponse>(api.additem, { Recipe, ItemToAdd: { FeedId: "MELASSI", PlannedWeight: 25, ActualWeight: 0 } });
    expect(ok.body).toMatchObject({ Status: "OK", Message: null, Recipe: { Size: 3517 } });
    expect(ok.body.Recipe.Feeds.at(-1)).toMatchObject({
      FeedId: "MELASSI",
      FeedName: "Melassi",
      PlannedWeight: 25,
      AdditionalItem: true,
      SortOrder: 8,
    });
    const dup = await call<TItemResponse>(api.additem, { Recipe, ItemToAdd: { FeedId: "OHRA", PlannedWeight: 25 } });
    expect(dup.body).toMatchObject({ Status: "Duplicate", Message: "Rehu on jo reseptissä." });
    const empty = await call<TItemResponse>(api.additem, { Recipe, ItemToAdd: { FeedId: "MELASSI" } });
    expect(empty.body).toMatchObject({ Status: "Empty", Message: "Valitse rehu ja syötä määrä." });
    const removed = await call<TItemResponse>(api.removeitem, { Recipe, ItemToAdd: { FeedId: "KAURA" } });
    expect(removed.body.Status).toBe("OK");
    expect(removed.body.Recipe.Feeds.map((f) => f.FeedId)).not.toContain("KAURA");
    expect(removed.body.Recipe.Size).toBe(3492 - 120);
  });
});

describe("mixing", () => {
  it("getfeedformix needs an animal count; scales by percent; resumes the open mix", async () => {
    const a = await farm();
    as(a.actor);
    for (const animalCount of ["", "0"]) {
      const r = await call(api.getfeedformix, { id: a.recipeId, animalCount });
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({ animalCount: ["Syötä eläinmäärä (vähintään 1)."] });
    }
    // 110 %: size 3492 × 1.1 = 3841; silage 2100 × 3841 ÷ 3492 = 2310
    const mix = await startMix(a.recipeId, { percent: 110 });
    expect(mix.Feeds[0]).toMatchObject({ FeedId: "SILO-1", PlannedWeight: 2310, MixUpdated: false });
    expect(mix).toMatchObject({
      NextSortOrder: 1,
      ExpectedCumulative: 2310,
      LoadedWeight: 0,
      ScaleAccordingToFirstItem: true,
      ScaleButtonEnabled: false,
    });
    const again = await startMix(a.recipeId);
    expect(again.MixId).toBe(mix.MixId);
  });

  it("cancelling the most recent component after the final recipe restores the pre-scale planned weights", async () => {
    const a = await farm();
    as(a.actor);
    const mix = await startMix(a.recipeId);
    const before = mix.Feeds.map((f) => f.PlannedWeight);
    expect((await reading(mix.MixId, 1, 2205)).status).toBe(200);
    const s = await call<TMixResponse>(api.scale, { mixId: mix.MixId });
    expect(s.body.Mix.Feeds.map((f) => f.PlannedWeight)).not.toEqual(before);
    const c = await call<TMixResponse>(api.cancel, { mixId: mix.MixId, currentDate: new Date().toISOString() });
    expect(c.status).toBe(200);
    expect(c.body.Mix.Feeds.map((f) => f.PlannedWeight)).toEqual(before);
    expect(c.body.Mix).toMatchObject({ Scaled: false, LoadedWeight: 0, ExpectedCumulative: before[0] });
    // the final recipe can be calculated again after the next reading
    expect((await reading(mix.MixId, 1, 2310)).status).toBe(200);
    const again = await call<TMixResponse>(api.scale, { mixId: mix.MixId });
    expect(again.status).toBe(200);
    expect(again.body.Mix.Feeds.map((f) => f.PlannedWeight)).toEqual(before.map((w, i) => (i === 0 ? w : Math.round((w * 2310) / 2100))));
    // cancelling a component loaded after the final recipe also goes back to the pre-scale amounts
    expect((await reading(mix.MixId, 2, 2310 + (again.body.Mix.Feeds[1]?.PlannedWeight ?? 0))).status).toBe(200);
    const c2 = await call<TMixResponse>(api.cancel, { mixId: mix.MixId });
    expect(c2.body.Mix.Feeds.map((f) => f.PlannedWeight)).toEqual(before);
    expect(c2.body.Mix).toMatchObject({ Scaled: false, LoadedWeight: 2310, ScaleButtonEnabled: true });
  });

  it("over- and under-shoots go to the current component; auto-scale; cancel; save; leftovers; delete", async () => {
    const a = await farm();
    as(a.actor);
    const mix = await startMix(a.recipeId);
    // over-shoot: 2100 planned, scale shows 2205 → silage 1 = 2205 (+105)
    const r1 = await reading(mix.MixId, 1, 2205);
    expect(r1.body).toMatchObject({
      Difference: 105,
      Mix: { LoadedWeight: 2205, NextSortOrder: 2, ExpectedCumulative: 2805, ScaleButtonEnabled: true },
    });
    // the user chooses the minerals next, under-shoot: expected 2205 + 12 = 2217, reads 2215 → 10 kg
    const r2 = await reading(mix.MixId, 7, 2215);
    expect(r2.body.Difference).toBe(-2);
    expect(must(r2.body.Mix.Feeds.find((f) => f.SortOrder === 7))).toMatchObject({
      ActualWeight: 10,
      MixUpdated: true,
      ActualSortOrder: 2,
    });
    // cancel the most recent (minerals), replayed with the same key: only the minerals are undone
    const key = randomUUID();
    const c1 = await call<TMixResponse>(api.cancel, { mixId: mix.MixId, currentDate: new Date().toISOString(), idempotencyKey: key });
    const c2 = await call<TMixResponse>(api.cancel, { mixId: mix.MixId, currentDate: new Date().toISOString(), idempotencyKey: key });
    expect(c1.body.Mix.LoadedWeight).toBe(2205);
    expect(c2.body).toMatchObject({ Replayed: true, Mix: { LoadedWeight: 2205 } });
    expect(must(c2.body.Mix.Feeds[0]).MixUpdated).toBe(true);
    // calculate final recipe: factor 2205 / 2100 = 1.05 → 600 → 630, 330 → 347 (346.5), 12 → 13 (12.6)
    const s = await call<TMixResponse>(api.scale, { mixId: mix.MixId });
    expect(s.status).toBe(200);
    expect(s.body.Mix.Feeds.map((f) => f.PlannedWeight)).toEqual([2100, 630, 347, 126, 252, 95, 13]);
    expect(s.body.Mix).toMatchObject({ Scaled: true, ScaleButtonEnabled: false });
    expect((await call(api.scale, { mixId: mix.MixId })).body.error.message).toBe("Lopullinen resepti on jo laskettu.");
    const early = await call(api.savemix, { mixId: mix.MixId });
    expect(early.status).toBe(409);
    let cumulative = 2205;
    for (const f of s.body.Mix.Feeds.slice(1)) {
      cumulative += f.PlannedWeight;
      expect((await reading(mix.MixId, f.SortOrder, cumulative)).status).toBe(200);
    }
    const again = await reading(mix.MixId, 2, cumulative + 50);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("Komponentti on jo vahvistettu.");
    const saved = await call<TSaveMixResponse>(api.savemix, {});
    expect(saved.status).toBe(200);
    expect(saved.body.RecordId).toBe(mix.MixId);
    expect(saved.body.data).toMatchObject({ ActualWeight: cumulative, OriginalWeight: 3492, Guideline: DAIRY.mixName, LeftOvers: null });
    expect((await call<TSaveMixResponse>(api.savemix, { mixId: mix.MixId })).body.RecordId).toBe(mix.MixId);
    const shown = await call<TSavedMix>(api.mixed, { id: mix.MixId });
    expect(must(shown.body.CustomerMixFeeds[1])).toEqual({ FeedName: "Nurmisäilörehu, 2. sato", PlannedWeight: 600, ActualWeight: 630 });
    // leftovers
    const noValue = await call(api.leftover, { id: mix.MixId, leftover: "" });
    expect(noValue.body.error.fields).toEqual({ leftover: ["Syötä jäännösrehun määrä."] });
    const lo = await call<{ Status: string; data: TSavedMix }>(api.leftover, { id: mix.MixId, leftover: 180 });
    expect(lo.body.Status).toBe("OK");
    expect(lo.body.data.LeftOvers).toBe(180);
    expect(lo.body.data.LeftoverShare).toBe(Math.round((180 / cumulative) * 1000) / 10);
    // delete
    const noId = await call(api.deletemix, {});
    expect(noId.body.error.fields).toEqual({ id: ["Sekoitusta ei ole valittu."] });
    expect((await call<{ Status: string }>(api.deletemix, { id: mix.MixId })).body).toEqual({ Status: "OK" });
    expect((await call(api.mixed, { id: mix.MixId })).status).toBe(403);
  });

  it("autoscale off hides the calculation (409); start again drops the open mix", async () => {
    const a = await farm();
    as(a.actor);
    const mix = await startMix(a.recipeId);
    const off = await call<TMixResponse>(api.autoscale, { mixId: mix.MixId, scaleAccordingToFirstItem: false });
    expect(off.body.Mix.ScaleAccordingToFirstItem).toBe(false);
    await reading(mix.MixId, 1, 2000);
    expect((await call(api.scale, { mixId: mix.MixId })).status).toBe(409);
    const again = await call<{ Status: string; RecipeId: number }>(api.again, { mixId: mix.MixId });
    expect(again.body).toEqual({ Status: "OK", RecipeId: a.recipeId });
    expect((await startMix(a.recipeId)).MixId).not.toBe(mix.MixId);
  });

  it("a reading below what is loaded is refused; 400 without a weight", async () => {
    const a = await farm();
    as(a.actor);
    const mix = await startMix(a.recipeId);
    await reading(mix.MixId, 1, 2100);
    expect((await reading(mix.MixId, 2, 2000)).body.error?.message).toBe("Lukema on pienempi kuin jo lastattu määrä.");
    const r = await call(api.updatemix, { mixId: mix.MixId, sortOrder: 2 });
    expect(r.body.error.fields).toEqual({ weight: ["Syötä paino kokonaisina kiloina."] });
  });
});

describe("replays and races", () => {
  it("20 replays of one reading at once apply it once", async () => {
    const a = await farm();
    as(a.actor);
    const mix = await startMix(a.recipeId);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => reading(mix.MixId, 1, 2150, key)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => !r.body.Replayed)).toHaveLength(1);
    expect(replies.every((r) => r.body.Mix.LoadedWeight === 2150)).toBe(true);
  });

  it("20 different readings of one component at once: one counts, the rest are 409", async () => {
    const a = await farm();
    as(a.actor);
    const mix = await startMix(a.recipeId);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => reading(mix.MixId, 2, 600 + i)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await t.db.select().from(feedMixItems).where(eq(feedMixItems.mixId, mix.MixId));
    expect(rows.filter((r) => r.mixUpdated)).toHaveLength(1);
  });

  it("two starts at once get the same open mix", async () => {
    const a = await farm();
    as(a.actor);
    const [x, y] = await Promise.all([startMix(a.recipeId), startMix(a.recipeId)]);
    expect(x.MixId).toBe(y.MixId);
  });
});

describe("manual mix and My mixes", () => {
  it("createmanualmix: every field required; saved with the recipe scaled to the batch size", async () => {
    const a = await farm();
    as(a.actor);
    const empty = await call(api.manual, {});
    expect(empty.body.error.fields).toEqual({
      FeedingPlanId: ["Valitse resepti."],
      Size: ["Syötä eräkoko."],
      StartDate: ["Syötä päivämäärä muodossa pp/kk/vvvv."],
      AnimalCount: ["Syötä eläinmäärä."],
    });
    expect((await call(api.manual, { FeedingPlanId: a.recipeId, Size: 1746, StartDate: "31/02/2026", AnimalCount: 30 })).status).toBe(400);
    const r = await call<{ RecordId: number; Status: string }>(api.manual, {
      FeedingPlanId: a.recipeId,
      Size: 1746,
      StartDate: "20/11/2026",
      AnimalCount: 30,
    });
    expect(r.status).toBe(200);
    const m = await call<TSavedMix>(api.mixed, { id: r.body.RecordId });
    expect(m.body).toMatchObject({ Manual: true, AnimalCount: 30, OriginalWeight: 1746, CreatedOn: "2026-11-20T10:00:00.000Z" });
    expect(must(m.body.CustomerMixFeeds[0])).toEqual({ FeedName: "Nurmisäilörehu, 1. sato", PlannedWeight: 1050, ActualWeight: 1050 });
    const o = await call<TOverviewResponse>(api.overview, {});
    expect(o.body.Recipes.map((x) => x.Id)).toEqual([a.recipeId]);
    expect(o.body.Mixes.map((x) => x.RecordId)).toContain(r.body.RecordId);
  });
});
