import { NO_INPUT, route } from "@/lib/api/handler";
import { listFavorites } from "@/lib/favorites/list-favorites";
import { MAX_FAVORITES, ZFavoriteListResponse } from "@/lib/favorites/schemas";

/** The top navigation's favourites list (spec 3 §7): empty body → { items: [{ pageId, title, url }], max }. */
export const POST = route({ input: NO_INPUT, output: ZFavoriteListResponse }, async ({ db, actor, market }) => ({
  items: await listFavorites(db, { actor, market }),
  max: MAX_FAVORITES,
}));
