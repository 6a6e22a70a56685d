import "server-only";
import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { recipeAccess } from "./access";
import { getRecipe } from "./get-recipe";
import { addItem, applyDraft, removeItem } from "./recipe-draft";
import type { TAddItemRequest, TItemResponse, TRemoveItemRequest } from "./schemas";

const MESSAGES = {
  OK: null,
  Duplicate: "feedMix.errors.duplicate",
  Empty: "feedMix.validation.emptyItem",
  NotFound: "feedMix.errors.itemNotFound",
} as const;

/**
 * POST additem / removeitem: the edit view's draft with an extra item added or a component removed
 * (nothing is stored until updatefeed). Per-item Status as the spec's dialog reads it.
 */
export async function editRecipeItems(
  db: DbOrTx,
  opts: { actor: Actor; input: TAddItemRequest | TRemoveItemRequest; op: "add" | "remove" },
): Promise<TItemResponse> {
  const access = await recipeAccess(db, opts.actor, opts.input.Recipe.Id, "edit");
  const draft = applyDraft(await getRecipe(db, access), opts.input.Recipe);
  const r =
    opts.op === "add" ? addItem(draft, opts.input.ItemToAdd) : removeItem(draft, (opts.input as TRemoveItemRequest).ItemToAdd.FeedId);
  return { Status: r.status, Message: MESSAGES[r.status], Recipe: r.recipe };
}
