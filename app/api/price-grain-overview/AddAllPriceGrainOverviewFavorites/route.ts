import { route } from "@/lib/api/handler";
import { addOverviewFavorites } from "@/lib/prices/add-overview-favorites";
import { ZOverviewFavoritesRequest, ZOverviewFavoriteResponse } from "@/lib/prices/schemas";

/** Adds favourites of the overview price overview (spec 3 §7): a JSON list of { PriceAreaId, PriceGroupId, ItemNumber, Sort } (or { priceGrainOverviewFavorites: [...] }) → { success, count }. */
export const POST = route({ input: ZOverviewFavoritesRequest }, async ({ db, actor, market, input, audit }) =>
  ZOverviewFavoriteResponse.parse(
    await addOverviewFavorites(db, { actor, market, variant: "overview", favorites: input.priceGrainOverviewFavorites, field: (i) => `priceGrainOverviewFavorites.${i}`, ctx: audit }),
  ),
);
