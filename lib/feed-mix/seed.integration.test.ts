/** The feed-mixing seed: realistic plans for the demo farms, finished mixes for the chart, idempotent. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seed } from "@/seed";
import { useTestDb } from "@/tests/support/test-db";
import { must } from "@/tests/support/must";

const t = useTestDb();

describe("seedFeedMix", () => {
  it("plans for Mäkelän tila and Rantalan luomutila looked after by Agrokauppa Seinäjoki; seeding again adds nothing", async () => {
    await seed(t.db, { demo: true });
    const counts = async () =>
      must(
        (
          await t.db.execute<{ recipes: number; items: number; mixes: number; products: number; links: number }>(sql`
            select (select count(*)::int from feed_recipes) as recipes, (select count(*)::int from feed_recipe_items) as items,
                   (select count(*)::int from feed_mixes) as mixes, (select count(*)::int from feed_products) as products,
                   (select count(*)::int from store_farms) as links`)
        ).rows[0],
      );
    const first = await counts();
    expect(first).toEqual({ recipes: 3, items: 14, mixes: 3, products: 12, links: 3 });
    await seed(t.db, { demo: true });
    expect(await counts()).toEqual(first);
    const plans = await t.db.execute<{ customer: string; store: string; name: string; size: number }>(sql`
      select c.customer_number as customer, s.customer_number as store, r.mix_name as name, r.size
      from feed_recipes r join customers c on c.id = r.customer_id join customers s on s.id = r.store_customer_id order by r.id`);
    expect(plans.rows).toEqual([
      { customer: "700101", store: "800010", name: "Lypsylehmät TMR, talvi", size: 3492 },
      { customer: "700101", store: "800010", name: "Ummessa olevat ja hiehot", size: 654 },
      { customer: "700311", store: "800010", name: "Lihanaudat loppukasvatus", size: 1424 },
    ]);
    // the farms Agrokauppa Seinäjoki looks after (decision 090): farmer@demo.fi's and two more
    const farms = await t.db.execute<{ store: string; farm: string }>(sql`
      select s.customer_number as store, f.customer_number as farm
      from store_farms l join customers s on s.id = l.store_customer_id join customers f on f.id = l.farm_customer_id order by f.customer_number`);
    expect(farms.rows).toEqual([
      { store: "800010", farm: "700101" },
      { store: "800010", farm: "700205" },
      { store: "800010", farm: "700311" },
    ]);
  });
});
