import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { recalculateRecipe } from "@/lib/feed-mix/recalculate-recipe";
import { ZRecalculateRequest, ZRecipeResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/recalculate: id and customerAnimalCount → the advisor's plan scaled to that count (the farm's changes are dropped). */
export const POST = route({ input: ZRecalculateRequest, output: ZRecipeResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return { Recipe: await recalculateRecipe(db, { actor, input, ctx: audit }) };
});
