import { route } from "@/lib/api/handler";
import { removeOverviewFavorites } from "@/lib/prices/remove-overview-favorites";
import { ZOverviewFavoritesRequest, ZOverviewFavoriteResponse } from "@/lib/prices/schemas";

/** Removes favourites of the reseller price overview (spec 3 §7): a JSON list of { PriceAreaId, PriceGroupId, ItemNumber, Sort } (or { priceGrainOverviewFavorites: [...] }) → { success, count }. */
export const POST = route({ input: ZOverviewFavoritesRequest, roles: ["reseller", "resellerAdmin"] }, async ({ db, actor, market, input, audit }) =>
  ZOverviewFavoriteResponse.parse(
    await removeOverviewFavorites(db, { actor, market, variant: "reseller", favorites: input.priceGrainOverviewFavorites, field: (i) => `priceGrainOverviewFavorites.${i}`, ctx: audit }),
  ),
);
