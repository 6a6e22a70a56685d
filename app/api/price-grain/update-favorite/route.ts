import { route } from "@/lib/api/handler";
import { updateGrainFavorite } from "@/lib/prices/update-grain-favorite";
import { ZUpdateGrainFavoriteRequest, ZUpdateGrainFavoriteResponse } from "@/lib/prices/schemas";

/**
 * Toggles a favourite crop (spec 2 §7): crop ({ PriceArea, ItemNumber, Sort } or
 * "PriceArea;ItemNumber;Sort"), addNew, favoriteSearch → { success, isFavorite, changed, count, max }.
 * 409 (prices.grain.favoriteLimit) when the maximum is reached.
 */
export const POST = route(
  { input: ZUpdateGrainFavoriteRequest, area: { name: "prices", level: "write" }, output: ZUpdateGrainFavoriteResponse },
  ({ db, actor, market, input, audit }) => updateGrainFavorite(db, { actor, market, input, ctx: audit }),
);
