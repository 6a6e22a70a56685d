import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { grainPrices, grainSorts, priceAreas, priceWatches, resellerMargins, users } from "@/db/schema";
import { seed } from "@/seed";
import { seedPrices } from "@/seed/prices";
import { signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { listPriceWatches } from "./list-price-watches";
import { must } from "@/tests/support/must";

const t = useTestDb();

describe("seedPrices with the demo data", () => {
  it("without demo data only the master data (sorts, margins); with it prices and the demo farmers' watches, once", async () => {
    await seed(t.db, { demo: true, areas: false });
    await seedPrices(t.db, { demo: false });
    expect(must((await t.db.select({ n: count() }).from(grainSorts))[0]).n).toBeGreaterThan(20);
    expect(must((await t.db.select({ n: count() }).from(resellerMargins))[0]).n).toBe(9);
    expect(must((await t.db.select({ n: count() }).from(grainPrices))[0]).n).toBe(0);

    await seedPrices(t.db, { demo: true });
    await seedPrices(t.db, { demo: true });
    expect(must((await t.db.select({ n: count() }).from(priceWatches))[0]).n).toBe(7);

    const farmer = must((await t.db.select().from(users).where(eq(users.username, "farmer@demo.se")))[0]);
    const actor = await signInAs(t.db, farmer.id);
    const list = await listPriceWatches(t.db, { actor, customerNumber: "100234", market: "se" });
    expect(list.map((w) => [w.itemName, w.expired])).toEqual([
      ["Höstraps", false],
      ["Höstvete, bröd", false],
      ["Maltkorn", false],
      ["Havre, gryn", true],
    ]);
    expect(list.every((w) => w.currentPrice !== null)).toBe(true);
    const malt = list.find((w) => w.itemName === "Maltkorn");
    expect(malt).toMatchObject({ targetAction: "sign", quantity: 50 });
    expect(malt?.periodLabel).toMatch(/^Termin /);
    await expect(listPriceWatches(t.db, { actor, customerNumber: "100412", market: "se" })).rejects.toMatchObject({ status: 403 });
  });
});

const t2 = useTestDb();

describe("seedPrices on a database seeded weeks ago", () => {
  it("tops the price lists up to today, continuing the same curve", async () => {
    const then = new Date(Date.now() - 40 * 86_400_000);
    await seedPrices(t2.db, { demo: true, now: then });
    const latest = async () => must((await t2.db.select({ d: sql<string>`max(price_date)::text` }).from(grainPrices))[0]).d;
    const before = await latest();
    expect(before < new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    const old = must((await t2.db.select().from(grainPrices).where(eq(grainPrices.priceDate, before)).limit(1))[0]);

    await seedPrices(t2.db, { demo: true });
    const after = await latest();
    expect(after >= new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    // "today" is each market's own date (Helsinki is an hour ahead of Stockholm), so count per market
    const latestSe = must(
      (
        await t2.db
          .select({ d: sql<string>`max(gp.price_date)::text` })
          .from(sql`grain_prices gp join price_areas pa on pa.id = gp.price_area_id and pa.market = 'se'`)
      )[0],
    ).d;
    const same = must((await t2.db.select().from(grainPrices).where(eq(grainPrices.id, old.id)))[0]);
    expect(same.price).toBe(old.price);
    // today's list is complete: every sort of every area
    const { n } = must(
      (
        await t2.db
          .select({ n: count() })
          .from(grainPrices)
          .innerJoin(priceAreas, eq(priceAreas.id, grainPrices.priceAreaId))
          .where(and(eq(priceAreas.market, "se"), eq(grainPrices.priceDate, latestSe), eq(grainPrices.priceTypeId, 1)))
      )[0],
    );
    const { sorts } = must(
      (
        await t2.db
          .select({
            sorts: sql<number>`(select count(*) from grain_sorts gs join articles a on a.id = gs.article_id join price_areas pa on pa.market = a.market where a.market = 'se')::int`,
          })
          .from(grainSorts)
          .limit(1)
      )[0],
    );
    expect(n).toBe(sorts);
  });
});
