import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { editRecipeItems } from "@/lib/feed-mix/edit-recipe-items";
import { ZAddItemRequest, ZItemResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/additem: Recipe and ItemToAdd (FeedName/FeedId, PlannedWeight, ActualWeight) → Status OK / Duplicate / Empty and the draft. */
export const POST = route({ input: ZAddItemRequest, output: ZItemResponse }, async ({ db, actor, market, input }) => {
  requireFinnish(market);
  return editRecipeItems(db, { actor, input, op: "add" });
});
