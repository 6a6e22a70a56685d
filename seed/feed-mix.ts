/**
 * Feed-mixing planner (issue 17): the cooperative's feeds always; with the demo, the feed advisor's
 * plans for Mäkelän tila (700101, farmer@demo.fi) and Rantalan luomutila (700311), looked after by
 * Agrokauppa Seinäjoki (800010: store@demo.fi, admin@demo.fi), and a few finished mixes of
 * Mäkelän tila for My mixes and the planned-versus-actual chart; which farms the store looks after
 * (decision 090: Mäkelän tila, Korpelan Maatila Oy, Rantalan luomutila). Idempotent.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { customers, feedMixes, feedMixItems, feedProducts, feedRecipeItems, feedRecipes, storeFarms } from "@/db/schema";

type Kind = "silage" | "grain" | "concentrate" | "mineral" | "other";
export const FEED_PRODUCTS: { feedId: string; name: string; kind: Kind; dryMatter: number }[] = [
  { feedId: "SILO-1", name: "Nurmisäilörehu, 1. sato", kind: "silage", dryMatter: 30 },
  { feedId: "SILO-2", name: "Nurmisäilörehu, 2. sato", kind: "silage", dryMatter: 34 },
  { feedId: "KOKOVILJA", name: "Kokoviljasäilörehu", kind: "silage", dryMatter: 32 },
  { feedId: "OHRA", name: "Rehuohra, litistetty", kind: "grain", dryMatter: 87 },
  { feedId: "KAURA", name: "Kaura", kind: "grain", dryMatter: 87 },
  { feedId: "MAITURI-200", name: "Maituri 200", kind: "concentrate", dryMatter: 88 },
  { feedId: "RYPSI", name: "Rypsirouhe", kind: "concentrate", dryMatter: 89 },
  { feedId: "LIHAKSI-PLUS", name: "Lihaksi Plus -täydennysrehu", kind: "concentrate", dryMatter: 88 },
  { feedId: "KIVENNAINEN", name: "Kivennäisrehu lypsylehmille", kind: "mineral", dryMatter: 98 },
  { feedId: "SUOLA", name: "Ruokinta-suola", kind: "mineral", dryMatter: 99 },
  { feedId: "MELASSI", name: "Melassi", kind: "other", dryMatter: 75 },
  { feedId: "KUIVAHEINA", name: "Kuivaheinä", kind: "other", dryMatter: 85 },
];

interface PlanSeed {
  customer: string;
  store: string;
  mixName: string;
  animalCount: number;
  scaleAccordingToFirstItem: boolean;
  items: [feedId: string, kg: number][];
}

export const FEED_PLANS: PlanSeed[] = [
  {
    customer: "700101",
    store: "800010",
    mixName: "Lypsylehmät TMR, talvi",
    animalCount: 60,
    scaleAccordingToFirstItem: true,
    items: [
      ["SILO-1", 2100],
      ["SILO-2", 600],
      ["OHRA", 330],
      ["KAURA", 120],
      ["MAITURI-200", 240],
      ["RYPSI", 90],
      ["KIVENNAINEN", 12],
    ],
  },
  {
    customer: "700101",
    store: "800010",
    mixName: "Ummessa olevat ja hiehot",
    animalCount: 25,
    scaleAccordingToFirstItem: false,
    items: [
      ["SILO-2", 550],
      ["KUIVAHEINA", 100],
      ["KIVENNAINEN", 4],
    ],
  },
  {
    customer: "700311",
    store: "800010",
    mixName: "Lihanaudat loppukasvatus",
    animalCount: 40,
    scaleAccordingToFirstItem: false,
    items: [
      ["KOKOVILJA", 1200],
      ["OHRA", 180],
      ["LIHAKSI-PLUS", 40],
      ["SUOLA", 4],
    ],
  },
];

/** The farms each demo store's feed advisors look after (store customer number → farm customer numbers). */
export const STORE_FARMS: { store: string; farms: string[] }[] = [{ store: "800010", farms: ["700101", "700205", "700311"] }];

const product = (feedId: string) => {
  const p = FEED_PRODUCTS.find((x) => x.feedId === feedId);
  if (!p) throw new Error(`seed: unknown feed ${feedId}`);
  return p;
};

/** Insert one plan (with its items); returns the recipe id. */
export async function insertFeedPlan(db: DbOrTx, plan: PlanSeed & { customerId: number; storeCustomerId: number | null }): Promise<number> {
  const size = plan.items.reduce((s, [, kg]) => s + kg, 0);
  const [recipe] = await db
    .insert(feedRecipes)
    .values({
      customerId: plan.customerId,
      storeCustomerId: plan.storeCustomerId,
      mixName: plan.mixName,
      originalSize: size,
      size,
      originalAnimalCount: plan.animalCount,
      animalCount: plan.animalCount,
      scaleAccordingToFirstItem: plan.scaleAccordingToFirstItem,
    })
    .returning({ id: feedRecipes.id });
  if (!recipe) throw new Error("seed: inserting a feed recipe returned no row");
  await db.insert(feedRecipeItems).values(
    plan.items.map(([feedId, kg], i) => {
      const p = product(feedId);
      return {
        recipeId: recipe.id,
        feedId,
        feedName: p.name,
        originalPlannedWeight: kg,
        plannedWeight: kg,
        sortOrder: i + 1,
        originalDryMatter: p.dryMatter,
        dryMatter: p.dryMatter,
      };
    }),
  );
  return recipe.id;
}

/** Finished demo mixes of a recipe: planned = the plan, actual = slightly off, leftovers on some. */
async function seedDemoMixes(db: DbOrTx, recipeId: number, customerId: number, plan: PlanSeed): Promise<void> {
  const offsets = [
    [35, -10, 5, 0, 3, -2, 0],
    [-60, 15, -5, 4, 0, 1, 0],
    [20, 8, 0, -3, 6, 0, 1],
  ];
  for (const [n, off] of offsets.entries()) {
    const day = new Date(Date.now() - (offsets.length - n) * 86_400_000);
    day.setUTCHours(5, 30, 0, 0);
    const [mix] = await db
      .insert(feedMixes)
      .values({
        recipeId,
        customerId,
        status: "saved",
        guideline: plan.mixName,
        animalCount: plan.animalCount,
        autoScale: plan.scaleAccordingToFirstItem,
        leftovers: n === 2 ? null : 90 + n * 40,
        createdOn: day,
        savedOn: day,
      })
      .returning({ id: feedMixes.id });
    if (!mix) throw new Error("seed: inserting a feed mix returned no row");
    await db.insert(feedMixItems).values(
      plan.items.map(([feedId, kg], i) => ({
        mixId: mix.id,
        feedId,
        feedName: product(feedId).name,
        plannedWeight: kg,
        recipeWeight: kg,
        actualWeight: kg + (off[i] ?? 0),
        mixUpdated: true,
        sortOrder: i + 1,
        actualSortOrder: i + 1,
        updatedAt: day,
      })),
    );
  }
}

export async function seedFeedMix(db: Db, opts: { demo: boolean }): Promise<void> {
  await db
    .insert(feedProducts)
    .values(FEED_PRODUCTS.map((p, i) => ({ ...p, sortOrder: i })))
    .onConflictDoNothing();
  if (!opts.demo) return;
  const numbers = [...new Set([...FEED_PLANS.flatMap((p) => [p.customer, p.store]), ...STORE_FARMS.flatMap((s) => [s.store, ...s.farms])])];
  const rows = await db
    .select({ id: customers.id, number: customers.customerNumber })
    .from(customers)
    .where(inArray(customers.customerNumber, numbers));
  const idOf = new Map(rows.map((r) => [r.number, r.id]));
  await db.transaction(async (tx) => {
    for (const link of STORE_FARMS) {
      const storeCustomerId = idOf.get(link.store);
      if (!storeCustomerId) continue;
      const farms = link.farms.flatMap((f) => idOf.get(f) ?? []);
      if (farms.length)
        await tx
          .insert(storeFarms)
          .values(farms.map((farmCustomerId) => ({ storeCustomerId, farmCustomerId })))
          .onConflictDoNothing();
    }
    for (const plan of FEED_PLANS) {
      const customerId = idOf.get(plan.customer);
      if (!customerId) continue; // demo customers not there (area tests seed their own)
      const [exists] = await tx
        .select({ id: feedRecipes.id })
        .from(feedRecipes)
        .where(and(eq(feedRecipes.customerId, customerId), eq(feedRecipes.mixName, plan.mixName)))
        .limit(1);
      if (exists) continue;
      const recipeId = await insertFeedPlan(tx, { ...plan, customerId, storeCustomerId: idOf.get(plan.store) ?? null });
      if (plan.customer === "700101" && plan.scaleAccordingToFirstItem) await seedDemoMixes(tx, recipeId, customerId, plan);
    }
  });
}
