import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { editRecipeItems } from "@/lib/feed-mix/edit-recipe-items";
import { ZItemResponse, ZRemoveItemRequest } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/removeitem: Recipe and ItemToAdd.FeedId → the draft without that component. */
export const POST = route({ input: ZRemoveItemRequest, output: ZItemResponse }, async ({ db, actor, market, input }) => {
  requireFinnish(market);
  return editRecipeItems(db, { actor, input, op: "remove" });
});
