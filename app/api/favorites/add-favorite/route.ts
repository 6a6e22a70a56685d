import { route } from "@/lib/api/handler";
import { addFavorite } from "@/lib/favorites/add-favorite";
import { ZAddFavoriteResponse, ZFavoritePageRequest } from "@/lib/favorites/schemas";

/**
 * Adds a favourite page (spec 3 §7): form body pageId → { success, pageId, added, count }.
 * 404 for a page the user cannot see; 409 (shell.favorites.limitReached) at 10 favourites.
 */
export const POST = route({ input: ZFavoritePageRequest, output: ZAddFavoriteResponse }, ({ db, actor, input, market, audit }) =>
  addFavorite(db, { actor, market, pageId: input.pageId, ctx: audit }),
);
