import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixItems, feedMixes, feedRecipeItems, feedRecipes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { localInstant } from "@/lib/market/dates";
import { scaleAmounts } from "./arithmetic";
import { recipeAccess } from "./access";
import type { TCreateManualMixRequest } from "./schemas";

/**
 * POST createmanualmix (FeedingPlanId, Size, StartDate, AnimalCount; each required): a mix made
 * without the planner, recorded afterwards as a saved mix — the recipe scaled to Size (whole kg),
 * actual = planned, dated StartDate at 12:00 Helsinki time.
 */
export async function createManualMix(
  db: Db,
  opts: { actor: Actor; input: TCreateManualMixRequest; ctx: ActionContext },
): Promise<{ RecordId: number; Status: "OK" }> {
  const { actor, input } = opts;
  const access = await recipeAccess(db, actor, input.FeedingPlanId, "mix");
  const id = await db.transaction(async (tx) => {
    const [r] = await tx.select().from(feedRecipes).where(eq(feedRecipes.id, access.recipeId)).limit(1);
    if (!r) throw new AppError("FORBIDDEN");
    const items = await tx.select().from(feedRecipeItems).where(eq(feedRecipeItems.recipeId, r.id)).orderBy(asc(feedRecipeItems.sortOrder));
    if (!items.length) throw new AppError("CONFLICT", "feedMix.errors.emptyRecipe");
    const on = localInstant(input.StartDate, 12 * 60, "Europe/Helsinki");
    const [mix] = await tx
      .insert(feedMixes)
      .values({
        recipeId: r.id,
        customerId: r.customerId,
        userId: actor.userId,
        status: "saved",
        manual: true,
        guideline: r.mixName,
        animalCount: input.AnimalCount,
        createdOn: on,
        savedOn: on,
      })
      .returning({ id: feedMixes.id });
    if (!mix) throw new Error("insert returned no row");
    const scaled = scaleAmounts(
      items.map((i) => ({ ...i, PlannedWeight: i.plannedWeight })),
      r.size,
      input.Size,
    );
    await tx.insert(feedMixItems).values(
      scaled.map((i, n) => ({
        mixId: mix.id,
        feedId: i.feedId,
        feedName: i.feedName,
        plannedWeight: i.PlannedWeight,
        recipeWeight: i.PlannedWeight,
        actualWeight: i.PlannedWeight,
        mixUpdated: true,
        sortOrder: n + 1,
        actualSortOrder: n + 1,
        additionalItem: i.additionalItem,
        updatedAt: on,
      })),
    );
    await logAction(
      tx,
      actor,
      "feedMix.mix.manual",
      { mixId: mix.id, recipeId: r.id, size: input.Size, date: input.StartDate },
      {
        ...opts.ctx,
        customerNumber: access.customerNumber,
      },
    );
    return mix.id;
  });
  return { RecordId: id, Status: "OK" };
}
