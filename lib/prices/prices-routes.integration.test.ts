/**
 * The prices calls end to end through the route wrappers (origin check, session, roles, input,
 * error mapping) against a real database. Only the session lookup is replaced: getActor returns
 * the actor of a real session row, reloaded per request like the real one.
 */
import { todayIn } from "@/lib/market/format";
import { and, eq, isNull } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { articles, priceAreas, priceFavorites, priceWatches, users } from "@/db/schema";
import { seedPrices } from "@/seed/prices";
import type { Actor } from "@/lib/auth/actor";
import type {
  TGetPricePeriodsResponse,
  TGrainFavoritesResponse,
  TGrainTypesResponse,
  TOverviewResponse,
  TPriceGraphResponse,
} from "@/lib/prices/schemas";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const load = async (path: string, method: "GET" | "POST" = "POST") =>
  must(
    ((await import(/* @vite-ignore */ `@/app/api/${path}/route`)) as Record<string, Handler | undefined>)[method],
    `${method} in app/api/${path}`,
  );

const graph = await load("pricegraph/filter");
const deleteWatch = await load("price-alert/DeletePriceWatch");
const getPeriods = await load("price-grain/GetPricePeriods");
const grainTypes = await load("price-grain/get-grain-type-by-product", "GET");
const getFavorites = await load("price-grain/get-favorites");
const updateFavorite = await load("price-grain/update-favorite");

const OVERVIEWS = [
  { folder: "price-grain-overview", name: "PriceGrainOverview", kind: "overview" },
  { folder: "price-grain-reseller-overview", name: "PriceGrainResellerOverview", kind: "reseller" },
  { folder: "price-grain-reseller-admin-overview", name: "PriceGrainResellerAdminOverview", kind: "reseller_admin" },
] as const;
const overview = Object.fromEntries(
  await Promise.all(
    OVERVIEWS.map(async (o) => [
      o.kind,
      {
        get: await load(`${o.folder}/Get${o.name}`),
        add: await load(`${o.folder}/Add${o.name}Favorite`),
        remove: await load(`${o.folder}/Remove${o.name}Favorite`),
        addAll: await load(`${o.folder}/AddAll${o.name}Favorites`),
        removeAll: await load(`${o.folder}/RemoveAll${o.name}Favorites`),
      },
    ]),
  ),
) as Record<(typeof OVERVIEWS)[number]["kind"], Record<"get" | "add" | "remove" | "addAll" | "removeAll", Handler>>;

const t = useTestDb();
beforeAll(async () => {
  await seedPrices(t.db, { demo: true });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const HOST = "portal.test";

async function call<T = ErrorReply>(
  handler: Handler,
  body?: unknown,
  opts: { form?: Record<string, string>; origin?: string; host?: string; query?: Record<string, string>; method?: "GET" | "POST" } = {},
) {
  const host = opts.host ?? HOST;
  const method = opts.method ?? "POST";
  const headers: Record<string, string> = { host, origin: opts.origin ?? `http://${host}`, accept: "application/json" };
  let payload: string | undefined;
  if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(opts.form).toString();
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const url = `http://${host}/api/x${opts.query ? `?${new URLSearchParams(opts.query)}` : ""}`;
  const res = await handler(new NextRequest(url, { method, headers, body: method === "GET" ? undefined : payload }), {
    params: Promise.resolve({}),
  });
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};

async function areaId(code: string) {
  const a = must((await t.db.select({ id: priceAreas.id }).from(priceAreas).where(eq(priceAreas.code, code)))[0]);
  return a.id;
}

async function farmer() {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  return { own, actor: await signInAs(t.db, user.id) };
}

async function withRoles(flags: Partial<Record<"isReseller" | "isResellerAdmin", boolean>>) {
  const { own, actor } = await farmer();
  await t.db.update(users).set(flags).where(eq(users.id, actor.userId));
  return { own, actor: await signInAs(t.db, actor.userId) };
}

async function watchOf(customerId: number) {
  const art = must(
    (
      await t.db
        .select()
        .from(articles)
        .where(and(eq(articles.market, "se"), eq(articles.itemNumber, "10220")))
    )[0],
  );
  const today = todayIn("se");
  const [row] = await t.db
    .insert(priceWatches)
    .values({
      customerId,
      priceAreaId: await areaId("OST"),
      articleId: art.id,
      sort: "Standard",
      priceTypeId: 1,
      pricePeriod: `${today.slice(0, 7)}-01`,
      lowerPrice: 1900,
      targetAction: "notify",
      endDate: today,
    })
    .returning();
  return must(row);
}

describe("public price reads (no session needed)", () => {
  it("GetPricePeriods, get-grain-type-by-product, pricegraph/filter and the regular overview answer signed out", async () => {
    const area = await areaId("VAST");
    const periods = await call<TGetPricePeriodsResponse>(getPeriods, {
      Area: area,
      ItemNumber: "10110",
      Sort: "Julius",
      Date: "",
      PageId: 1201,
    });
    expect(periods.status).toBe(200);
    const spot = must(periods.body.PricePeriods[0]);
    expect(spot).toMatchObject({ PriceTypeId: 1, DisplayLabel: "Spot" });
    expect(spot.Price).toBeTypeOf("number");

    const types = await call<TGrainTypesResponse>(grainTypes, undefined, { method: "GET", query: { itemnumber: "10210" } });
    expect(types.status).toBe(200);
    expect(types.body.GrainTypes.map((g) => g.GrainName)).toEqual(["RGT Planet", "Laureate"]);

    const g = await call<TPriceGraphResponse>(graph, { idArray: ["10110", "10210"], pageId: 1102, selectedPeriod: "6" });
    expect(g.status).toBe(200);
    expect(g.body.Series).toHaveLength(2);
    expect(g.body.ColorCodes).toHaveLength(2);
    // a comma list in a form works too
    expect(
      (await call<TPriceGraphResponse>(graph, undefined, { form: { idArray: "10110,10410", selectedPeriod: "3" } })).body.Series,
    ).toHaveLength(2);

    const o = await call<TOverviewResponse>(overview.overview.get, { priceAreaId: area });
    expect(o.status).toBe(200);
    expect(o.body).toMatchObject({ Variant: "overview", CanFavorite: false, Unit: "kr/ton" });
    expect(o.body.Groups.length).toBeGreaterThan(0);
  });

  it("the Finnish host reads Finnish prices in €/t and refuses a Swedish product", async () => {
    const fiArea = await areaId("POH");
    const r = await call<TGetPricePeriodsResponse>(getPeriods, { Area: fiArea, ItemNumber: "11110", Sort: "" }, { host: "portal.test.fi" });
    expect(r.status).toBe(200);
    expect(r.body.Unit).toBe("€/t");
    const bad = await call(getPeriods, { Area: fiArea, ItemNumber: "10110", Sort: "" }, { host: "portal.test.fi" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.ItemNumber).toEqual(["Viljalajia ei ole."]);
  });

  it("a state-changing call from another origin is refused", async () => {
    const area = await areaId("VAST");
    expect((await call(getPeriods, { Area: area, ItemNumber: "10110" }, { origin: "http://evil.example" })).status).toBe(403);
  });
});

describe("bad input: 400 with field messages, never a 500", () => {
  it("every call answers an empty body with 400 and per-field Swedish messages", async () => {
    const { actor } = await withRoles({ isReseller: true, isResellerAdmin: true });
    as(actor);
    const cases: [string, Handler, Record<string, string[]>][] = [
      ["GetPricePeriods", getPeriods, { Area: ["Du måste välja ett prisområde."], ItemNumber: ["Du måste välja en gröda."] }],
      ["pricegraph/filter", graph, { idArray: ["Välj minst en gröda."] }],
      [
        "update-favorite",
        updateFavorite,
        { crop: ["Ange gröda, prisområde och sort."], addNew: ["Ange om favoriten ska läggas till eller tas bort."] },
      ],
      ["DeletePriceWatch", deleteWatch, { id: ["Ogiltig prisbevakning."] }],
    ];
    for (const o of Object.values(overview)) {
      cases.push(["Get", o.get, { priceAreaId: ["Du måste välja ett prisområde."] }]);
      for (const h of [o.add, o.remove]) {
        cases.push([
          "Add/Remove",
          h,
          {
            "priceGrainOverviewFavorite.PriceAreaId": ["Du måste välja ett prisområde."],
            "priceGrainOverviewFavorite.PriceGroupId": ["Ogiltig prisgrupp."],
            "priceGrainOverviewFavorite.ItemNumber": ["Du måste välja en gröda."],
          },
        ]);
      }
      for (const h of [o.addAll, o.removeAll])
        cases.push(["AddAll/RemoveAll", h, { priceGrainOverviewFavorites: ["Ange minst en favorit."] }]);
    }
    for (const [name, handler, fields] of cases) {
      const r = await call(handler, {});
      expect(r.status, name).toBe(400);
      expect(r.body.error.code, name).toBe("BAD_REQUEST");
      expect(r.body.error.fields, name).toMatchObject(fields);
    }
    const types = await call(grainTypes, undefined, { method: "GET" });
    expect(types.status).toBe(400);
    expect(types.body.error.fields?.itemnumber).toEqual(["Du måste välja en gröda."]);
    // a bad date and an unknown period choice
    const badDate = await call(getPeriods, { Area: 1, ItemNumber: "10110", Date: "2026-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields?.Date).toBeDefined();
    expect((await call(graph, { idArray: ["10110"], selectedPeriod: 7 })).body.error.fields?.selectedPeriod).toEqual(["Välj en period."]);
    // get-favorites needs nothing (today's prices)
    expect((await call(getFavorites, {})).status).toBe(200);
  });
});

describe("sessions and roles", () => {
  it("favourites, price alerts and reseller views need a session (401)", async () => {
    const area = await areaId("VAST");
    const fav = { priceGrainOverviewFavorite: { PriceAreaId: area, PriceGroupId: 1, ItemNumber: "10110", Sort: "Julius" } };
    expect((await call(getFavorites, {})).status).toBe(401);
    expect((await call(updateFavorite, { crop: { PriceArea: area, ItemNumber: "10110", Sort: "" }, addNew: true })).status).toBe(401);
    expect((await call(deleteWatch, { id: 1 })).status).toBe(401);
    for (const o of Object.values(overview)) {
      expect((await call(o.add, fav)).status).toBe(401);
      expect((await call(o.removeAll, [fav.priceGrainOverviewFavorite])).status).toBe(401);
    }
    expect((await call(overview.reseller.get, { priceAreaId: area })).status).toBe(401);
    expect((await call(overview.reseller_admin.get, { priceAreaId: area })).status).toBe(401);
  });

  it("reseller calls only for resellers, admin calls only for reseller admins (403, also before the input is read)", async () => {
    const area = await areaId("VAST");
    const fav = { PriceAreaId: area, PriceGroupId: 1, ItemNumber: "10110", Sort: "Julius" };
    as((await farmer()).actor);
    for (const kind of ["reseller", "reseller_admin"] as const) {
      expect((await call(overview[kind].get, { priceAreaId: area })).status).toBe(403);
      expect((await call(overview[kind].get, {})).status).toBe(403);
      expect((await call(overview[kind].addAll, [fav])).status).toBe(403);
    }
    as((await withRoles({ isReseller: true })).actor);
    expect((await call(overview.reseller.get, { priceAreaId: area })).status).toBe(200);
    expect((await call(overview.reseller.add, { priceGrainOverviewFavorite: fav })).status).toBe(200);
    expect((await call(overview.reseller_admin.get, { priceAreaId: area })).status).toBe(403);
    as(await signInAs(t.db, (await makeUser(t.db, { internal: true })).id));
    expect((await call(overview.reseller.get, { priceAreaId: area })).status).toBe(403);
    const admin = await withRoles({ isReseller: true, isResellerAdmin: true });
    as(admin.actor);
    const a = await call<TOverviewResponse>(overview.reseller_admin.get, { priceAreaId: area });
    expect(a.status).toBe(200);
    const price = must(must(must(a.body.Groups[0]).Rows[0]).Prices[0]);
    expect(price).toMatchObject({ Margin: 60 });
    expect(price?.FarmerPrice).toBeTypeOf("number");
  });
});

describe("favourites through the calls", () => {
  it("update-favorite takes a form with the crop as 'PriceArea;ItemNumber;Sort', and the sixth gets 409", async () => {
    const { actor } = await farmer();
    as(actor);
    const area = await areaId("MALAR");
    const items = ["10110", "10120", "10150", "10210", "10220", "10310"];
    for (const [i, item] of items.entries()) {
      const r = await call(updateFavorite, undefined, { form: { crop: `${area};${item};`, addNew: "true", favoriteSearch: "true" } });
      if (i < 5) expect(r.status).toBe(200);
      else {
        expect(r.status).toBe(409);
        expect(r.body.error.message).toBe("Du kan ha högst 5 favoriter. Ta bort en favorit innan du lägger till en ny.");
      }
    }
    const list = await call<TGrainFavoritesResponse>(getFavorites, { Date: "", PageId: 1201 });
    expect(list.body.Favorites.map((f) => f.ItemNumber)).toEqual(items.slice(0, 5));
    const off = await call(updateFavorite, { crop: { PriceArea: area, ItemNumber: "10110", Sort: "" }, addNew: false });
    expect(off.body).toMatchObject({ success: true, isFavorite: false, changed: true, count: 4 });
  });

  it("AddAll takes a bare JSON list; RemoveAll removes only the caller's own favourites", async () => {
    const area = await areaId("NORR");
    const list = [
      { PriceAreaId: area, PriceGroupId: 2, ItemNumber: "10210", Sort: "RGT Planet" },
      { PriceAreaId: area, PriceGroupId: 2, ItemNumber: "10210", Sort: "Laureate" },
      { PriceAreaId: area, PriceGroupId: 2, ItemNumber: "10220", Sort: "Standard" },
    ];
    const other = await farmer();
    as(other.actor);
    expect((await call(overview.overview.addAll, list)).body).toEqual({ success: true, count: 3 });
    const me = await farmer();
    as(me.actor);
    expect((await call(overview.overview.addAll, { priceGrainOverviewFavorites: list })).body).toEqual({ success: true, count: 3 });
    const got = await call<TOverviewResponse>(overview.overview.get, { priceAreaId: area });
    expect(got.body.Groups.find((g) => g.PriceGroupId === 2)).toMatchObject({ HasFavorite: true, AllFavorite: true });
    expect((await call(overview.overview.remove, { priceGrainOverviewFavorite: list[0] })).body).toEqual({ success: true, count: 1 });
    expect((await call(overview.overview.removeAll, list)).body).toEqual({ success: true, count: 2 });
    const left = await t.db.select().from(priceFavorites).where(eq(priceFavorites.userId, other.actor.userId));
    expect(left).toHaveLength(3);
  });
});

describe("POST /api/price-alert/DeletePriceWatch", () => {
  it("removes the own customer's watch (isRemoved) and refuses another customer's with 403", async () => {
    const { own, actor } = await farmer();
    const other = await makeCustomer(t.db);
    const mine = await watchOf(own.id);
    const theirs = await watchOf(other.id);
    as(actor);
    const ok = await call(deleteWatch, { id: mine.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ isRemoved: true });
    const refused = await call(deleteWatch, { id: theirs.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("FORBIDDEN");
    expect(
      await t.db
        .select()
        .from(priceWatches)
        .where(and(eq(priceWatches.id, theirs.id), isNull(priceWatches.removedAt))),
    ).toHaveLength(1);
    expect((await call(deleteWatch, { id: 999999 })).status).toBe(404);
    // a form post with the id as text works too
    const again = await watchOf(own.id);
    expect((await call(deleteWatch, undefined, { form: { id: String(again.id) } })).body).toEqual({ isRemoved: true });
  });
});
