import { route } from "@/lib/api/handler";
import { recipeAccess, requireFinnish } from "@/lib/feed-mix/access";
import { getRecipe } from "@/lib/feed-mix/get-recipe";
import { ZRecipeIdRequest, ZRecipeResponse } from "@/lib/feed-mix/schemas";

/** GET /api/maiturimix/rebindfeedforedit?id=: the recipe as the edit view starts from (with the feed list). */
export const GET = route({ input: ZRecipeIdRequest, output: ZRecipeResponse }, async ({ db, actor, market, input }) => {
  requireFinnish(market);
  return { Recipe: await getRecipe(db, await recipeAccess(db, actor, input.id, "edit")) };
});
