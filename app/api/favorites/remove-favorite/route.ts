import { route } from "@/lib/api/handler";
import { removeFavorite } from "@/lib/favorites/remove-favorite";
import { ZFavoritePageRequest, ZRemoveFavoriteResponse } from "@/lib/favorites/schemas";

/** Removes a favourite page (spec 3 §7): form body pageId → { success, pageId, removed, count }. */
export const POST = route({ input: ZFavoritePageRequest, output: ZRemoveFavoriteResponse }, ({ db, actor, input, audit }) =>
  removeFavorite(db, { actor, pageId: input.pageId, ctx: audit }),
);
