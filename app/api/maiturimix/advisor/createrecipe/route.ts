import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { createRecipe } from "@/lib/feed-mix/advisor";
import { ZAdvisorRecipeResponse, ZCreateRecipeRequest } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/advisor/createrecipe (not in the spec, decision 091): a feed advisor's new plan for a farm of their store. */
export const POST = route({ input: ZCreateRecipeRequest, output: ZAdvisorRecipeResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return createRecipe(db, { actor, input, ctx: audit });
});
