import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedRecipeItems, feedRecipes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { roundKg, sizeForAnimals } from "./arithmetic";
import { recipeAccess } from "./access";
import { getRecipe } from "./get-recipe";
import type { TRecipe } from "./schemas";

/**
 * POST recalculate (after "Oletko varma? Kaikki tekemäsi muutokset menetetään."): the advisor's plan
 * again, scaled to the farm's animal count — size = plan size × count ÷ plan count, each amount in
 * proportion (whole kg), dry matter back to the plan's, extra items removed.
 */
export async function recalculateRecipe(
  db: Db,
  opts: { actor: Actor; input: { id: number; customerAnimalCount: number }; ctx: ActionContext },
): Promise<TRecipe> {
  const access = await recipeAccess(db, opts.actor, opts.input.id, "edit");
  const count = opts.input.customerAnimalCount;
  await db.transaction(async (tx) => {
    const [r] = await tx.select().from(feedRecipes).where(eq(feedRecipes.id, access.recipeId)).for("update");
    if (!r) throw new AppError("FORBIDDEN");
    const size = sizeForAnimals(r.originalSize, r.originalAnimalCount, count);
    await tx.delete(feedRecipeItems).where(and(eq(feedRecipeItems.recipeId, r.id), eq(feedRecipeItems.additionalItem, true)));
    const items = await tx.select().from(feedRecipeItems).where(eq(feedRecipeItems.recipeId, r.id));
    for (const i of items) {
      await tx
        .update(feedRecipeItems)
        .set({ plannedWeight: roundKg((i.originalPlannedWeight * size) / r.originalSize), dryMatter: i.originalDryMatter })
        .where(eq(feedRecipeItems.id, i.id));
    }
    await tx.update(feedRecipes).set({ size, animalCount: count, updatedAt: new Date() }).where(eq(feedRecipes.id, r.id));
    await logAction(
      tx,
      opts.actor,
      "feedMix.recipe.recalculate",
      { recipeId: r.id, animalCount: count, size },
      {
        ...opts.ctx,
        customerNumber: access.customerNumber,
      },
    );
  });
  return getRecipe(db, access);
}
