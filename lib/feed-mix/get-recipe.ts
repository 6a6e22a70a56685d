import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { feedMixes, feedProducts, feedRecipeItems, feedRecipes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { dailyIntake } from "./arithmetic";
import type { RecipeAccess } from "./access";
import type { TRecipe } from "./schemas";

/** The feeds a recipe can use (the edit view's extra-item list). */
export async function listCatalog(db: DbOrTx): Promise<TRecipe["Catalog"]> {
  const rows = await db.select().from(feedProducts).where(eq(feedProducts.active, true)).orderBy(asc(feedProducts.sortOrder));
  return rows.map((p) => ({ FeedId: p.feedId, FeedName: p.name, Kind: p.kind, DryMatter: p.dryMatter }));
}

/** A recipe as the detail and edit views show it (GET feeds/{id}, rebindfeedforedit and the edits' replies). */
export async function getRecipe(db: DbOrTx, access: RecipeAccess): Promise<TRecipe> {
  const [r] = await db.select().from(feedRecipes).where(eq(feedRecipes.id, access.recipeId)).limit(1);
  if (!r) throw new AppError("FORBIDDEN");
  const items = await db.select().from(feedRecipeItems).where(eq(feedRecipeItems.recipeId, r.id)).orderBy(asc(feedRecipeItems.sortOrder));
  const [open] = await db
    .select({ id: feedMixes.id })
    .from(feedMixes)
    .where(and(eq(feedMixes.recipeId, r.id), eq(feedMixes.customerId, r.customerId), eq(feedMixes.status, "open")))
    .limit(1);
  return {
    Id: r.id,
    MixName: r.mixName,
    CustomerNumber: access.customerNumber,
    CustomerName: access.customerName,
    Size: r.size,
    OriginalSize: r.originalSize,
    AnimalCount: r.animalCount,
    OriginalAnimalCount: r.originalAnimalCount,
    ScaleAccordingToFirstItem: r.scaleAccordingToFirstItem,
    DailyIntake: dailyIntake(r.size, r.animalCount),
    CanAdvise: access.canAdvise,
    CanMix: access.canMix,
    OpenMixId: open?.id ?? null,
    Feeds: items.map((i) => ({
      FeedId: i.feedId,
      FeedName: i.feedName,
      PlannedWeight: i.plannedWeight,
      OriginalPlannedWeight: i.originalPlannedWeight,
      ActualWeight: null,
      MixUpdated: false,
      SortOrder: i.sortOrder,
      ActualSortOrder: null,
      AdditionalItem: i.additionalItem,
      Nutritions: { OriginalDryMatter: i.originalDryMatter, DryMatter: i.dryMatter },
    })),
    Catalog: await listCatalog(db),
  };
}
