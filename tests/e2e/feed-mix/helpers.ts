/**
 * Feed-mixing e2e data of each test's own: a copy of the seeded dairy plan for Mäkelän tila
 * (700101, farmer@demo.fi) under a name of the test's own, so tests never share a recipe or mix.
 */
import type { Page } from "@playwright/test";
import { withPortalDb } from "../support/portal-db";

/** The seeded dairy plan (seed/feed-mix.ts): 7 components, 3 492 kg, 60 cows. */
export const DAIRY: [feedId: string, name: string, kg: number, dm: number][] = [
  ["SILO-1", "Nurmisäilörehu, 1. sato", 2100, 30],
  ["SILO-2", "Nurmisäilörehu, 2. sato", 600, 34],
  ["OHRA", "Rehuohra, litistetty", 330, 87],
  ["KAURA", "Kaura", 120, 87],
  ["MAITURI-200", "Maituri 200", 240, 88],
  ["RYPSI", "Rypsirouhe", 90, 89],
  ["KIVENNAINEN", "Kivennäisrehu lypsylehmille", 12, 98],
];

export async function makeRecipe(name: string, customerNumber = "700101", items = DAIRY): Promise<number> {
  return withPortalDb(async (c) => {
    const size = items.reduce((s, [, , kg]) => s + kg, 0);
    const r = await c.query<{ id: number }>(
      `insert into feed_recipes (customer_id, store_customer_id, mix_name, original_size, size, original_animal_count, animal_count, scale_according_to_first_item)
       select c.id, s.id, $2, $3, $3, 60, 60, true from customers c, customers s where c.customer_number = $1 and s.customer_number = '800010'
       returning id`,
      [customerNumber, name, size],
    );
    const id = r.rows[0]?.id;
    if (!id) throw new Error("makeRecipe: no customer");
    for (const [i, [feedId, feedName, kg, dm]] of items.entries()) {
      await c.query(
        `insert into feed_recipe_items (recipe_id, feed_id, feed_name, original_planned_weight, planned_weight, sort_order, original_dry_matter, dry_matter)
         values ($1, $2, $3, $4, $4, $5, $6, $6)`,
        [id, feedId, feedName, kg, i + 1, dm],
      );
    }
    return id;
  });
}

/** Each confirmed component of a mix: its actual weight (what the server has). */
export async function mixRows(mixId: number): Promise<{ feed_id: string; actual_weight: number | null; mix_updated: boolean }[]> {
  return withPortalDb(
    async (c) =>
      (
        await c.query<{ feed_id: string; actual_weight: number | null; mix_updated: boolean }>(
          "select feed_id, actual_weight, mix_updated from feed_mix_items where mix_id = $1 order by sort_order",
          [mixId],
        )
      ).rows,
  );
}

/** The mix id of the mixing view's address. */
export const mixIdOf = (page: Page): number => Number(new URL(page.url()).searchParams.get("id"));

/** A Finnish number as the screen writes it (U+00A0 grouping) → a pattern that also takes a plain space. */
export const fiNumber = (n: number): RegExp => new RegExp(`^${n.toLocaleString("fi-FI").replace(/\s/g, "\\s")}\\s*kg$`);
