import { and, count, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionLog, articles, grainPrices, grainSorts, priceAreas, priceFavorites, priceWatches, users } from "@/db/schema";
import { GRAIN_SORT_ROWS, seedPrices } from "@/seed/prices";
import { ARTICLE_ROWS, PRICE_AREA_ROWS } from "@/seed/data";
import type { Actor } from "@/lib/auth/actor";
import { todayIn } from "@/lib/market/format";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { addOverviewFavorites } from "./add-overview-favorites";
import { MAX_GRAIN_FAVORITES } from "./constants";
import { deletePriceWatch } from "./delete-price-watch";
import { filterPriceGraph } from "./filter-price-graph";
import { findGrainTypes } from "./find-grain-types";
import { findPricePeriods } from "./find-price-periods";
import { getGrainFavorites } from "./get-grain-favorites";
import { getPriceOverview } from "./get-price-overview";
import { listPriceWatches } from "./list-price-watches";
import { removeOverviewFavorites } from "./remove-overview-favorites";
import { updateGrainFavorite } from "./update-grain-favorite";
import { must } from "@/tests/support/must";

const t = useTestDb();
const today = todayIn("se");

beforeAll(async () => {
  await seedPrices(t.db, { demo: true });
});

async function areaId(code: string) {
  const a = must((await t.db.select({ id: priceAreas.id }).from(priceAreas).where(eq(priceAreas.code, code)))[0]);
  return a.id;
}

async function farmer(market: "se" | "fi" = "se") {
  const own = await makeCustomer(t.db, { market });
  const user = await makeUser(t.db, { customers: [{ id: own.id }], market });
  return { own, actor: await signInAs(t.db, user.id) };
}

async function withRoles(flags: Partial<Record<"isReseller" | "isResellerAdmin", boolean>>) {
  const { own, actor } = await farmer();
  await t.db.update(users).set(flags).where(eq(users.id, actor.userId));
  return { own, actor: await signInAs(t.db, actor.userId) };
}

/** Every (area, item, sort) of a market, for favourites. */
async function crops(market: "se" | "fi") {
  const rows = await t.db
    .select({ area: priceAreas.id, item: articles.itemNumber, sort: grainSorts.sort })
    .from(grainSorts)
    .innerJoin(articles, eq(articles.id, grainSorts.articleId))
    .innerJoin(priceAreas, eq(priceAreas.market, articles.market))
    .where(eq(articles.market, market))
    .orderBy(priceAreas.id, articles.itemNumber, grainSorts.sortOrder);
  return rows.map((r) => ({ PriceArea: r.area, ItemNumber: r.item, Sort: r.sort }));
}

describe("seeded prices", () => {
  it("every grain article, sort and price area of both markets has a current price list", async () => {
    for (const market of ["se", "fi"] as const) {
      const grain = ARTICLE_ROWS.filter((a) => a.market === market && a.category === "grain");
      const areas = PRICE_AREA_ROWS.filter((a) => a.market === market);
      const sortCount = grain.reduce((n, a) => n + must(GRAIN_SORT_ROWS[a.itemNumber]).length, 0);
      const { n } = must(
        (
          await t.db
            .select({ n: sql<number>`count(distinct (${grainPrices.priceAreaId}, ${grainPrices.articleId}, ${grainPrices.sort}))::int` })
            .from(grainPrices)
            .innerJoin(priceAreas, eq(priceAreas.id, grainPrices.priceAreaId))
            .where(
              and(
                eq(priceAreas.market, market),
                eq(
                  grainPrices.priceDate,
                  sql`(select max(gp.price_date) from grain_prices gp join price_areas pa on pa.id = gp.price_area_id where pa.market = ${market})`,
                ),
              ),
            )
        )[0],
      );
      expect(n).toBe(sortCount * areas.length);
    }
  });

  it("is idempotent, and two years of history are there for the graph", async () => {
    const { n: before } = must((await t.db.select({ n: count() }).from(grainPrices))[0]);
    await seedPrices(t.db, { demo: true });
    const { n: after } = must((await t.db.select({ n: count() }).from(grainPrices))[0]);
    expect(after).toBe(before);
    const { d } = must((await t.db.select({ d: sql<string>`min(price_date)::text` }).from(grainPrices))[0]);
    expect(d < `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`).toBe(true);
  });
});

describe("grain price page: GetPricePeriods and grain types (spec 2 §7)", () => {
  it("lists spot, forward and pool periods of today's list with DisplayLabel and agreement year", async () => {
    const r = await findPricePeriods(t.db, {
      market: "se",
      input: { Area: await areaId("VAST"), ItemNumber: "10110", Sort: "Julius", Date: undefined, PageId: 1201 },
    });
    expect(r.Unit).toBe("kr/ton");
    expect(r.Currency).toBe("SEK");
    expect(r.PriceDate! <= today).toBe(true);
    expect(r.PricePeriods.map((p) => p.PriceTypeId)).toEqual([1, 2, 2, 2, 2, 3]);
    for (const p of r.PricePeriods) {
      expect(p.Price).toBeGreaterThan(1500);
      const md = Number(p.PricePeriod.slice(5, 7)) * 100 + Number(p.PricePeriod.slice(8, 10));
      expect(p.AgreementYear).toBe(Number(p.PricePeriod.slice(0, 4)) - (md < 701 ? 1 : 0));
    }
    expect(must(r.PricePeriods[0]).DisplayLabel).toBe("Spot");
    expect(must(r.PricePeriods[5]).DisplayLabel).toMatch(/^Pool skörd \d{4}$/);
  });

  it("an empty sort is the main sort; another sort has its own prices; Finnish prices are in €/t", async () => {
    const area = await areaId("VAST");
    const main = await findPricePeriods(t.db, { market: "se", input: { Area: area, ItemNumber: "10110", Sort: "", Date: today } });
    const julius = await findPricePeriods(t.db, { market: "se", input: { Area: area, ItemNumber: "10110", Sort: "Julius", Date: today } });
    const ellvis = await findPricePeriods(t.db, { market: "se", input: { Area: area, ItemNumber: "10110", Sort: "Ellvis", Date: today } });
    expect(main).toEqual(julius);
    expect(must(ellvis.PricePeriods[0]).Price).toBeLessThan(must(julius.PricePeriods[0]).Price);
    const fi = await findPricePeriods(t.db, {
      market: "fi",
      input: { Area: await areaId("POH"), ItemNumber: "11210", Sort: "Laureate", Date: todayIn("fi") },
    });
    expect(fi.Unit).toBe("€/t");
    expect(must(fi.PricePeriods[0]).Price).toBeGreaterThan(150);
    expect(must(fi.PricePeriods[0]).Price).toBeLessThan(300);
  });

  it("has no current prices for a date before the history or a list older than two weeks", async () => {
    const r = await findPricePeriods(t.db, {
      market: "se",
      input: { Area: await areaId("VAST"), ItemNumber: "10110", Sort: "Julius", Date: "2015-06-01" },
    });
    expect(r).toMatchObject({ PricePeriods: [], PriceDate: null });
    // a past date inside the history: only the spot price was quoted then (forwards are kept 26 weeks)
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const old = await findPricePeriods(t.db, {
      market: "se",
      input: { Area: await areaId("VAST"), ItemNumber: "10110", Sort: "Julius", Date: yearAgo },
    });
    expect(old.PricePeriods.map((p) => p.PriceTypeId)).toEqual([1]);
    expect(old.PriceDate! <= yearAgo).toBe(true);
  });

  it("refuses an unknown sort, product and a price area of the other market with 400 on the field", async () => {
    const vast = await areaId("VAST");
    await expect(
      findPricePeriods(t.db, { market: "se", input: { Area: vast, ItemNumber: "10110", Sort: "Nope", Date: today } }),
    ).rejects.toMatchObject({ status: 400, fields: { Sort: ["prices.validation.unknownSort"] } });
    await expect(
      findPricePeriods(t.db, { market: "se", input: { Area: vast, ItemNumber: "40110", Sort: "", Date: today } }),
    ).rejects.toMatchObject({ status: 400, fields: { ItemNumber: ["prices.validation.unknownProduct"] } });
    await expect(
      findPricePeriods(t.db, { market: "se", input: { Area: await areaId("POH"), ItemNumber: "10110", Sort: "", Date: today } }),
    ).rejects.toMatchObject({ status: 400, fields: { Area: ["prices.validation.unknownArea"] } });
  });

  it("lists the sorts of a product in order, and refuses a non-grain item", async () => {
    expect(await findGrainTypes(t.db, { market: "se", itemNumber: "10110" })).toEqual([
      { GrainName: "Julius", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" },
      { GrainName: "Ellvis", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" },
      { GrainName: "Informer", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" },
    ]);
    await expect(findGrainTypes(t.db, { market: "fi", itemNumber: "10110" })).rejects.toMatchObject({
      status: 400,
      fields: { itemnumber: ["prices.validation.unknownProduct"] },
    });
  });
});

describe("grain favourites (spec 2 §4, §9: maximum from a page value)", () => {
  it(`keeps at most ${MAX_GRAIN_FAVORITES} when 20 adds race, and the rest get 409`, async () => {
    const { actor } = await farmer();
    const all = (await crops("se")).slice(0, 20);
    const results = await Promise.allSettled(
      all.map((crop) => updateGrainFavorite(t.db, { actor, market: "se", input: { crop, addNew: true } })),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_GRAIN_FAVORITES);
    expect(refused).toHaveLength(20 - MAX_GRAIN_FAVORITES);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, message: "prices.grain.favoriteLimit" });
    const { n } = must(
      (
        await t.db
          .select({ n: count() })
          .from(priceFavorites)
          .where(and(eq(priceFavorites.userId, actor.userId), eq(priceFavorites.kind, "grain")))
      )[0],
    );
    expect(n).toBe(MAX_GRAIN_FAVORITES);
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, actor.userId), eq(actionLog.action, "prices.grainFavorite.added")));
    expect(logs).toHaveLength(MAX_GRAIN_FAVORITES);
  });

  it("toggles a crop active and inactive; both directions are idempotent; a freed place can be used", async () => {
    const { actor } = await farmer();
    const all = await crops("se");
    const a = must(all[0]);
    const rest = all.slice(1);
    expect(await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: a, addNew: true } })).toMatchObject({
      isFavorite: true,
      changed: true,
      count: 1,
    });
    expect(await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: a, addNew: true } })).toMatchObject({
      isFavorite: true,
      changed: false,
      count: 1,
    });
    for (const c of rest.slice(0, MAX_GRAIN_FAVORITES - 1))
      await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: c, addNew: true } });
    await expect(updateGrainFavorite(t.db, { actor, market: "se", input: { crop: must(rest[10]), addNew: true } })).rejects.toMatchObject({
      status: 409,
    });
    // re-adding one that is there still works at the limit
    expect(await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: a, addNew: true } })).toMatchObject({ changed: false });
    expect(
      await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: a, addNew: false, favoriteSearch: false } }),
    ).toMatchObject({ isFavorite: false, changed: true, count: MAX_GRAIN_FAVORITES - 1 });
    expect(await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: a, addNew: false } })).toMatchObject({
      isFavorite: false,
      changed: false,
    });
    expect(await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: must(rest[10]), addNew: true } })).toMatchObject({
      isFavorite: true,
      changed: true,
      count: MAX_GRAIN_FAVORITES,
    });
    const removedLogs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, actor.userId), eq(actionLog.action, "prices.grainFavorite.removed")));
    expect(removedLogs).toHaveLength(1);
  });

  it("counts the limit per market, and a Swedish area is unknown on the Finnish site", async () => {
    const { actor } = await farmer();
    for (const c of (await crops("se")).slice(0, MAX_GRAIN_FAVORITES))
      await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: c, addNew: true } });
    const fiCrop = must((await crops("fi"))[0]);
    await expect(updateGrainFavorite(t.db, { actor, market: "fi", input: { crop: fiCrop, addNew: true } })).resolves.toMatchObject({
      changed: true,
      count: 1,
    });
    const seCrop = must((await crops("se"))[0]);
    await expect(updateGrainFavorite(t.db, { actor, market: "fi", input: { crop: seCrop, addNew: true } })).rejects.toMatchObject({
      status: 400,
      fields: { "crop.PriceArea": ["prices.validation.unknownArea"] },
    });
  });

  it("get-favorites lists the user's own favourites of the market, oldest first, with current prices", async () => {
    const { actor } = await farmer();
    const other = await farmer();
    const all = await crops("se");
    await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: must(all[3]), addNew: true } });
    await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: must(all[1]), addNew: true } });
    await updateGrainFavorite(t.db, { actor: other.actor, market: "se", input: { crop: must(all[2]), addNew: true } });
    const list = await getGrainFavorites(t.db, { actor, market: "se", date: today });
    expect(list.Max).toBe(MAX_GRAIN_FAVORITES);
    expect(list.Favorites.map((f) => [f.PriceArea, f.ItemNumber, f.Sort])).toEqual([
      [must(all[3]).PriceArea, must(all[3]).ItemNumber, must(all[3]).Sort],
      [must(all[1]).PriceArea, must(all[1]).ItemNumber, must(all[1]).Sort],
    ]);
    const direct = await findPricePeriods(t.db, {
      market: "se",
      input: { Area: must(all[3]).PriceArea, ItemNumber: must(all[3]).ItemNumber, Sort: must(all[3]).Sort, Date: today },
    });
    expect(must(list.Favorites[0]).PricePeriods).toEqual(direct.PricePeriods);
    expect((await getGrainFavorites(t.db, { actor, market: "fi", date: today })).Favorites).toEqual([]);
    expect(must((await getGrainFavorites(t.db, { actor, market: "se", date: "2015-01-01" })).Favorites[0]).PricePeriods).toEqual([]);
  });

  it("the database refuses a second row for the same user, kind, area, article and sort", async () => {
    const { actor } = await farmer();
    const a = must((await crops("se"))[0]);
    await updateGrainFavorite(t.db, { actor, market: "se", input: { crop: a, addNew: true } });
    const fav = must((await t.db.select().from(priceFavorites).where(eq(priceFavorites.userId, actor.userId)))[0]);
    await expect(
      t.db
        .insert(priceFavorites)
        .values({ userId: actor.userId, kind: "grain", priceAreaId: fav.priceAreaId, articleId: fav.articleId, sort: fav.sort }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(priceFavorites)
        .values({ userId: actor.userId, kind: "grain", priceAreaId: fav.priceAreaId, articleId: fav.articleId, sort: "No such sort" }),
    ).rejects.toThrow();
  });
});

describe("price graph (spec 1 §7 pricegraph/filter)", () => {
  it("gives one series per crop with stable colours, within the chosen months", async () => {
    const r = await filterPriceGraph(t.db, { market: "se", input: { idArray: ["10410", "10110"], selectedPeriod: 3 } });
    expect(r.Series.map((s) => [s.Id, s.Sort])).toEqual([
      ["10410", "Standard"],
      ["10110", "Julius"],
    ]);
    expect(r.ColorCodes).toHaveLength(2);
    expect(r.ColorCodes[0]).not.toBe(r.ColorCodes[1]);
    const again = await filterPriceGraph(t.db, { market: "se", input: { idArray: ["10110"], selectedPeriod: 12 } });
    expect(again.ColorCodes[0]).toBe(r.ColorCodes[1]);
    expect(r.PriceAreaName).toBe("Väst");
    expect(r.Unit).toBe("kr/ton");
    for (const s of r.Series) {
      expect(s.Points.length).toBeGreaterThan(10);
      expect(s.Points.every((p) => p.Date >= r.From && p.Date <= r.To)).toBe(true);
      expect(s.Points.map((p) => p.Date)).toEqual([...s.Points.map((p) => p.Date)].sort());
    }
    const long = await filterPriceGraph(t.db, { market: "se", input: { idArray: ["10110"], selectedPeriod: 24 } });
    expect(must(long.Series[0]).Points.length).toBeGreaterThan(must(r.Series[1]).Points.length + 50);
    // raps is priced far above wheat
    expect(must(must(r.Series[0]).Points[0]).Price).toBeGreaterThan(must(must(r.Series[1]).Points[0]).Price * 1.5);
  });

  it("refuses an item number that is not a grain article of the market", async () => {
    await expect(filterPriceGraph(t.db, { market: "fi", input: { idArray: ["10110"], selectedPeriod: 12 } })).rejects.toMatchObject({
      status: 400,
      fields: { idArray: ["prices.validation.unknownProduct"] },
    });
  });
});

describe("price overviews (spec 3)", () => {
  it("groups every priced crop by price group with one column per period", async () => {
    const r = await getPriceOverview(t.db, { actor: null, market: "se", variant: "overview", priceAreaId: await areaId("SYD") });
    expect(r.Groups.map((g) => g.PriceGroupName)).toEqual(["Vete", "Korn", "Havre", "Oljeväxter", "Råg och rågvete"]);
    expect(r.Groups.flatMap((g) => g.Rows)).toHaveLength(15);
    expect(r.Periods.map((p) => p.PriceTypeId)).toEqual([1, 2, 2, 2, 2, 3]);
    expect(r.CanFavorite).toBe(false);
    const row = must(must(r.Groups[0]).Rows[0]);
    expect(row).toMatchObject({ ItemNumber: "10110", Sort: "Julius", IsFavorite: false });
    expect(row.Prices).toHaveLength(6);
    // exactly these keys: no farmer price or margin in the regular overview
    expect(Object.keys(row.Prices[0] ?? {}).sort()).toEqual(["Price", "PricePeriod", "PriceTypeId"]);
    expect(row.Prices[0]).toMatchObject({ PriceTypeId: 1, PricePeriod: must(r.Periods[0]).PricePeriod });
    expect(row.Prices[0]?.Price).toBeTypeOf("number");
    const empty = await getPriceOverview(t.db, {
      actor: null,
      market: "se",
      variant: "overview",
      priceAreaId: await areaId("SYD"),
      date: "2015-01-01",
    });
    expect(empty.Groups).toEqual([]);
  });

  it("reseller prices add the group's margin; the admin view shows farmer price and margin", async () => {
    const area = await areaId("VAST");
    const admin = await withRoles({ isReseller: true, isResellerAdmin: true });
    const regular = await getPriceOverview(t.db, { actor: admin.actor, market: "se", variant: "overview", priceAreaId: area });
    const reseller = await getPriceOverview(t.db, { actor: admin.actor, market: "se", variant: "reseller", priceAreaId: area });
    const adminView = await getPriceOverview(t.db, { actor: admin.actor, market: "se", variant: "reseller_admin", priceAreaId: area });
    const farmerPrice = must(must(regular.Groups[0]).Rows[0]).Prices[0]!.Price;
    const resellerPrice = must(must(reseller.Groups[0]).Rows[0]).Prices[0];
    expect(Object.keys(resellerPrice ?? {}).sort()).toEqual(["Price", "PricePeriod", "PriceTypeId"]);
    expect(resellerPrice).toMatchObject({ PriceTypeId: 1, Price: farmerPrice + 60 });
    expect(resellerPrice?.PricePeriod).toBeTypeOf("string");
    expect(must(must(adminView.Groups[0]).Rows[0]).Prices[0]).toMatchObject({
      Price: farmerPrice + 60,
      FarmerPrice: farmerPrice,
      Margin: 60,
    });
    expect(must(must(adminView.Groups[3]).Rows[0]).Prices[0]).toMatchObject({ Margin: 90 });
  });

  it("reseller views only for reseller users, the admin view only for reseller admins (403)", async () => {
    const area = await areaId("VAST");
    const plain = await farmer();
    const reseller = await withRoles({ isReseller: true });
    const staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
    for (const actor of [plain.actor, staff]) {
      await expect(getPriceOverview(t.db, { actor, market: "se", variant: "reseller", priceAreaId: area })).rejects.toMatchObject({
        status: 403,
      });
    }
    await expect(
      getPriceOverview(t.db, { actor: reseller.actor, market: "se", variant: "reseller", priceAreaId: area }),
    ).resolves.toMatchObject({ Variant: "reseller" });
    await expect(
      getPriceOverview(t.db, { actor: reseller.actor, market: "se", variant: "reseller_admin", priceAreaId: area }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(getPriceOverview(t.db, { actor: null, market: "se", variant: "reseller", priceAreaId: area })).rejects.toMatchObject({
      status: 401,
    });
    const fav = { PriceAreaId: area, PriceGroupId: 1, ItemNumber: "10110", Sort: "Julius" };
    await expect(
      addOverviewFavorites(t.db, { actor: reseller.actor, market: "se", variant: "reseller_admin", favorites: [fav], field: () => "f" }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("row and group favourites: any row highlights the group, all rows activate the group star; kinds are separate", async () => {
    const area = await areaId("OST");
    const { actor } = await withRoles({ isReseller: true });
    const view = async (variant: "overview" | "reseller") => getPriceOverview(t.db, { actor, market: "se", variant, priceAreaId: area });
    const before = await view("overview");
    const vete = before.Groups.find((g) => g.PriceGroupId === 1)!;
    const favs = vete.Rows.map((r) => ({ PriceAreaId: area, PriceGroupId: 1, ItemNumber: r.ItemNumber, Sort: r.Sort }));

    expect(
      await addOverviewFavorites(t.db, { actor, market: "se", variant: "overview", favorites: [must(favs[1])], field: () => "f" }),
    ).toEqual({ success: true, count: 1 });
    let g = (await view("overview")).Groups.find((x) => x.PriceGroupId === 1)!;
    expect(g).toMatchObject({ HasFavorite: true, AllFavorite: false });
    expect(g.Rows.filter((r) => r.IsFavorite).map((r) => r.Sort)).toEqual([must(favs[1]).Sort]);

    // the whole group, twice at once: no duplicates
    const both = await Promise.all(
      [1, 2].map(() => addOverviewFavorites(t.db, { actor, market: "se", variant: "overview", favorites: favs, field: (i) => `l.${i}` })),
    );
    expect(both.map((b) => b.count).reduce((a, b) => a + b)).toBe(favs.length - 1);
    g = (await view("overview")).Groups.find((x) => x.PriceGroupId === 1)!;
    expect(g).toMatchObject({ HasFavorite: true, AllFavorite: true });
    expect((await view("overview")).Groups.find((x) => x.PriceGroupId === 2)).toMatchObject({ HasFavorite: false, AllFavorite: false });
    // the reseller overview has its own favourites
    expect((await view("reseller")).Groups.every((x) => !x.HasFavorite)).toBe(true);

    expect(
      await removeOverviewFavorites(t.db, { actor, market: "se", variant: "overview", favorites: favs, field: (i) => `l.${i}` }),
    ).toEqual({ success: true, count: favs.length });
    expect(
      await removeOverviewFavorites(t.db, { actor, market: "se", variant: "overview", favorites: favs, field: (i) => `l.${i}` }),
    ).toEqual({ success: true, count: 0 });
    expect((await view("overview")).Groups.every((x) => !x.HasFavorite)).toBe(true);
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, actor.userId), sql`${actionLog.action} like 'prices.overviewFavorite.%'`));
    expect(logs.map((l) => l.action).sort()).toEqual([
      "prices.overviewFavorite.added",
      "prices.overviewFavorite.added",
      "prices.overviewFavorite.removed",
    ]);
  });

  it("refuses a favourite whose price group is not the article's (400 on the field)", async () => {
    const { actor } = await farmer();
    const fav = { PriceAreaId: await areaId("OST"), PriceGroupId: 2, ItemNumber: "10110", Sort: "" };
    await expect(
      addOverviewFavorites(t.db, { actor, market: "se", variant: "overview", favorites: [fav], field: (i) => `list.${i}` }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { "list.0.PriceGroupId": ["prices.validation.unknownPriceGroup"] },
    });
  });
});

describe("price alerts (spec 2 §7 DeletePriceWatch)", () => {
  async function watch(customerId: number, opts: { createdDaysAgo?: number; days?: number; upper?: number } = {}) {
    const area = must((await t.db.select().from(priceAreas).where(eq(priceAreas.code, "VAST")))[0]);
    const art = must(
      (
        await t.db
          .select()
          .from(articles)
          .where(and(eq(articles.market, "se"), eq(articles.itemNumber, "10110")))
      )[0],
    );
    const created = todayIn("se", new Date(Date.now() - (opts.createdDaysAgo ?? 0) * 86_400_000));
    const end = new Date(Date.parse(created) + (opts.days ?? 30) * 86_400_000).toISOString().slice(0, 10);
    const [row] = await t.db
      .insert(priceWatches)
      .values({
        customerId,
        priceAreaId: area.id,
        articleId: art.id,
        sort: "Julius",
        priceTypeId: 1,
        pricePeriod: `${created.slice(0, 7)}-01`,
        upperPrice: opts.upper ?? 2700,
        lowerPrice: 2200,
        targetAction: "notify",
        createdOn: created,
        endDate: end,
      })
      .returning();
    return must(row);
  }

  it("lists the customer's running watches first, expired last, with today's price; 403 for another customer", async () => {
    const { own, actor } = await farmer();
    const other = await makeCustomer(t.db);
    const expired = await watch(own.id, { createdDaysAgo: 70, days: 60 });
    const running = await watch(own.id, { days: 20 });
    await watch(other.id);
    const list = await listPriceWatches(t.db, { actor, customerNumber: own.customerNumber, market: "se" });
    expect(list.map((w) => [w.id, w.expired])).toEqual([
      [running.id, false],
      [expired.id, true],
    ]);
    expect(list[0]).toMatchObject({
      itemName: "Höstvete, bröd",
      sort: "Julius",
      priceAreaName: "Väst",
      periodLabel: "Spot",
      upperPrice: 2700,
      lowerPrice: 2200,
      targetAction: "notify",
    });
    expect(must(list[0]).currentPrice).toBeGreaterThan(1500);
    await expect(listPriceWatches(t.db, { actor, customerNumber: other.customerNumber, market: "se" })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("removes the owner's watch once (logged), keeps the row, answers isRemoved again without a second log", async () => {
    const { own, actor } = await farmer();
    const w = await watch(own.id);
    expect(await deletePriceWatch(t.db, { actor, id: w.id })).toEqual({ isRemoved: true });
    expect(await deletePriceWatch(t.db, { actor, id: w.id })).toEqual({ isRemoved: true });
    const row = must((await t.db.select().from(priceWatches).where(eq(priceWatches.id, w.id)))[0]);
    expect(row.removedAt).not.toBeNull();
    expect(row.removedByUserId).toBe(actor.userId);
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "prices.priceWatch.removed"), eq(actionLog.customerNumber, own.customerNumber)));
    expect(logs).toHaveLength(1);
    expect(await listPriceWatches(t.db, { actor, customerNumber: own.customerNumber, market: "se" })).toEqual([]);
  });

  it("refuses another customer's watch (403, unchanged) and an unknown id (404)", async () => {
    const { actor } = await farmer();
    const other = await makeCustomer(t.db);
    const w = await watch(other.id);
    await expect(deletePriceWatch(t.db, { actor, id: w.id })).rejects.toMatchObject({ status: 403 });
    const [row] = await t.db
      .select()
      .from(priceWatches)
      .where(and(eq(priceWatches.id, w.id), isNull(priceWatches.removedAt)));
    expect(row).toBeDefined();
    await expect(deletePriceWatch(t.db, { actor, id: 987654 })).rejects.toMatchObject({ status: 404 });
  });

  it("a parent's owner may remove a sub-customer's watch; staff only while acting for the customer (logged as staff)", async () => {
    const { own, actor } = await farmer();
    const sub = await makeCustomer(t.db, { parent: own.id });
    expect(await deletePriceWatch(t.db, { actor, id: (await watch(sub.id)).id })).toEqual({ isRemoved: true });

    const staffUser = await makeUser(t.db, { internal: true });
    const idle = await signInAs(t.db, staffUser.id);
    const w = await watch(own.id);
    await expect(deletePriceWatch(t.db, { actor: idle, id: w.id })).rejects.toMatchObject({ status: 403 });
    const acting: Actor = await signInAs(t.db, staffUser.id, { acting: own.customerNumber });
    expect(await listPriceWatches(t.db, { actor: acting, customerNumber: own.customerNumber, market: "se" })).toHaveLength(1);
    expect(await deletePriceWatch(t.db, { actor: acting, id: w.id })).toEqual({ isRemoved: true });
    const [log] = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, staffUser.id), eq(actionLog.action, "prices.priceWatch.removed")));
    expect(log).toMatchObject({ actingAsStaff: true, customerNumber: own.customerNumber });
  });

  it("the database refuses a watch longer than 60 days, a lower price above the upper, and 'sign' without a quantity", async () => {
    const { own } = await farmer();
    await expect(watch(own.id, { days: 61 })).rejects.toThrow();
    await expect(watch(own.id, { days: 60 })).resolves.toBeDefined();
    await expect(watch(own.id, { upper: 2100 })).rejects.toThrow();
    const w = await watch(own.id);
    await expect(t.db.update(priceWatches).set({ targetAction: "sign" }).where(eq(priceWatches.id, w.id))).rejects.toThrow();
    await expect(
      t.db.update(priceWatches).set({ targetAction: "sign", quantity: 40 }).where(eq(priceWatches.id, w.id)),
    ).resolves.toBeDefined();
  });
});
