import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "@/db";
import { feedProducts, feedRecipeItems, feedRecipes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { recipeAccess } from "./access";
import { getRecipe } from "./get-recipe";
import { FM, type TRecipe, type TUpdateFeedRequest } from "./schemas";

/**
 * POST updatefeed: saves the edit view (size, auto-scale, components with amount, dry matter and
 * loading order). The amounts arrive as the edit view computed them with lib/feed-mix/arithmetic
 * (the same functions) and are stored as whole kg. A farm user saves the farm's version (the
 * advisor's plan stays for "recalculate"; components the farm adds are extra items); an advisor
 * saves the plan itself (plan = current). Loading order = the order of `Feeds` by SortOrder,
 * renumbered 1…n. Components are unique per recipe.
 */
export async function updateFeed(db: Db, opts: { actor: Actor; input: TUpdateFeedRequest; ctx: ActionContext }): Promise<TRecipe> {
  const { actor, input } = opts;
  const access = await recipeAccess(db, actor, input.id, "edit");
  const ids = input.Feeds.map((f) => f.FeedId);
  if (new Set(ids).size !== ids.length) throw new AppError("BAD_REQUEST", FM.feeds, { fields: { Feeds: ["feedMix.errors.duplicate"] } });
  const plan = access.canAdvise;
  await db.transaction(async (tx) => {
    const [recipe] = await tx.select().from(feedRecipes).where(eq(feedRecipes.id, access.recipeId)).for("update");
    if (!recipe) throw new AppError("FORBIDDEN");
    const products = await tx.select().from(feedProducts).where(inArray(feedProducts.feedId, ids));
    const productOf = new Map(products.map((p) => [p.feedId, p]));
    const existing = await tx.select().from(feedRecipeItems).where(eq(feedRecipeItems.recipeId, recipe.id));
    const existingOf = new Map(existing.map((e) => [e.feedId, e]));
    for (const id of ids)
      if (!productOf.has(id) && !existingOf.has(id)) throw new AppError("BAD_REQUEST", FM.feedId, { fields: { Feeds: [FM.feedId] } });
    await tx.delete(feedRecipeItems).where(and(eq(feedRecipeItems.recipeId, recipe.id), notInArray(feedRecipeItems.feedId, ids)));
    const ordered = [...input.Feeds].sort((a, b) => a.SortOrder - b.SortOrder);
    for (const [i, f] of ordered.entries()) {
      const old = existingOf.get(f.FeedId);
      const product = productOf.get(f.FeedId);
      const dm = f.Nutritions?.DryMatter ?? old?.dryMatter ?? product?.dryMatter ?? 100;
      const name = old?.feedName ?? product?.name ?? f.FeedName ?? f.FeedId;
      if (old) {
        await tx
          .update(feedRecipeItems)
          .set({
            plannedWeight: f.PlannedWeight,
            dryMatter: dm,
            sortOrder: i + 1,
            ...(plan ? { originalPlannedWeight: f.PlannedWeight, originalDryMatter: dm, additionalItem: false } : {}),
          })
          .where(eq(feedRecipeItems.id, old.id));
      } else {
        await tx.insert(feedRecipeItems).values({
          recipeId: recipe.id,
          feedId: f.FeedId,
          feedName: name,
          plannedWeight: f.PlannedWeight,
          originalPlannedWeight: plan ? f.PlannedWeight : 0,
          sortOrder: i + 1,
          additionalItem: !plan,
          originalDryMatter: plan ? dm : (product?.dryMatter ?? dm),
          dryMatter: dm,
        });
      }
    }
    await tx
      .update(feedRecipes)
      .set({
        size: input.Size,
        animalCount: input.AnimalCount ?? recipe.animalCount,
        scaleAccordingToFirstItem: input.scaleAccordingToFirstItem ?? recipe.scaleAccordingToFirstItem,
        updatedAt: new Date(),
        ...(plan
          ? {
              originalSize: input.Size,
              originalAnimalCount: input.AnimalCount ?? recipe.animalCount,
              mixName: input.MixName ?? recipe.mixName,
            }
          : {}),
      })
      .where(eq(feedRecipes.id, recipe.id));
    await logAction(
      tx,
      actor,
      plan ? "feedMix.plan.update" : "feedMix.recipe.update",
      { recipeId: recipe.id, size: input.Size, feeds: ordered.map((f) => [f.FeedId, f.PlannedWeight]) },
      { ...opts.ctx, customerNumber: access.customerNumber },
    );
  });
  return getRecipe(db, access);
}
