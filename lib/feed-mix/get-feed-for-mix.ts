import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixes, feedMixItems, feedRecipeItems, feedRecipes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { scaleAmounts, sizeFromPercent } from "./arithmetic";
import { mixAccess, recipeAccess } from "./access";
import { getMix } from "./get-mix";
import { FM, type TGetFeedForMixRequest, type TMixResponse } from "./schemas";

/**
 * GET getfeedformix: starts mixing a recipe for `animalCount` animals (required, not 0) — or
 * resumes the open mix of that recipe, so a reload or a phone that lost its connection continues
 * where it was. The batch size is `size`, or `percent` of the recipe's size (empty/0 = the size);
 * every planned amount is scaled in proportion, whole kg. One open mix per recipe and farm (a
 * unique index); two starts at once both get the same mix. With `mixId`: that open mix as it is
 * now (the mixing view after a reload; the farm's own users only).
 */
export async function getFeedForMix(
  db: Db,
  opts: { actor: Actor; input: TGetFeedForMixRequest; ctx: ActionContext },
): Promise<TMixResponse> {
  const { actor, input } = opts;
  if (input.mixId !== undefined) {
    const open = await mixAccess(db, actor, input.mixId, "change");
    return { Mix: await getMix(db, open.mixId), Difference: null, Replayed: false };
  }
  const missing = {
    ...(input.id === undefined ? { id: [FM.id] } : {}),
    ...(input.animalCount === undefined ? { animalCount: [FM.animalCount] } : {}),
  };
  if (input.id === undefined || input.animalCount === undefined)
    throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields: missing });
  const animalCount = input.animalCount;
  const access = await recipeAccess(db, actor, input.id, "mix");
  const mixId = await db.transaction(async (tx) => {
    const [r] = await tx.select().from(feedRecipes).where(eq(feedRecipes.id, access.recipeId)).limit(1);
    if (!r) throw new AppError("FORBIDDEN");
    const open = async () =>
      (
        await tx
          .select({ id: feedMixes.id })
          .from(feedMixes)
          .where(and(eq(feedMixes.recipeId, r.id), eq(feedMixes.customerId, r.customerId), eq(feedMixes.status, "open")))
          .limit(1)
      )[0]?.id;
    const existing = await open();
    if (existing) return existing;
    const items = await tx.select().from(feedRecipeItems).where(eq(feedRecipeItems.recipeId, r.id)).orderBy(asc(feedRecipeItems.sortOrder));
    if (!items.length) throw new AppError("CONFLICT", "feedMix.errors.emptyRecipe");
    const size = input.percent ? sizeFromPercent(r.size, input.percent) : (input.size ?? r.size);
    const scaled = scaleAmounts(
      items.map((i) => ({ ...i, PlannedWeight: i.plannedWeight })),
      r.size,
      size,
    );
    const [mix] = await tx
      .insert(feedMixes)
      .values({
        recipeId: r.id,
        customerId: r.customerId,
        userId: actor.userId,
        guideline: r.mixName,
        animalCount,
        autoScale: r.scaleAccordingToFirstItem,
      })
      .onConflictDoNothing()
      .returning({ id: feedMixes.id });
    if (!mix) {
      const other = await open();
      if (!other) throw new AppError("CONFLICT", "feedMix.errors.tryAgain");
      return other;
    }
    await tx.insert(feedMixItems).values(
      scaled.map((i, n) => ({
        mixId: mix.id,
        feedId: i.feedId,
        feedName: i.feedName,
        plannedWeight: i.PlannedWeight,
        recipeWeight: i.PlannedWeight,
        sortOrder: n + 1,
        additionalItem: i.additionalItem,
      })),
    );
    await logAction(
      tx,
      actor,
      "feedMix.mix.start",
      { mixId: mix.id, recipeId: r.id, animalCount, size },
      {
        ...opts.ctx,
        customerNumber: access.customerNumber,
      },
    );
    return mix.id;
  });
  return { Mix: await getMix(db, mixId), Difference: null, Replayed: false };
}
