import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { assignRecipe } from "@/lib/feed-mix/advisor";
import { ZAdvisorRecipeResponse, ZAssignRecipeRequest } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/advisor/assignrecipe (not in the spec, decision 091): copies a plan to another farm of the advisor's store. */
export const POST = route({ input: ZAssignRecipeRequest, output: ZAdvisorRecipeResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return assignRecipe(db, { actor, input, ctx: audit });
});
