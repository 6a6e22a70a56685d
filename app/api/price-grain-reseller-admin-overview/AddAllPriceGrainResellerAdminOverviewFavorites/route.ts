import { route } from "@/lib/api/handler";
import { addOverviewFavorites } from "@/lib/prices/add-overview-favorites";
import { ZOverviewFavoritesRequest, ZOverviewFavoriteResponse } from "@/lib/prices/schemas";

/** Adds favourites of the reseller admin price overview (spec 3 §7): a JSON list of { PriceAreaId, PriceGroupId, ItemNumber, Sort } (or { priceGrainOverviewFavorites: [...] }) → { success, count }. */
export const POST = route({ input: ZOverviewFavoritesRequest, roles: ["resellerAdmin"] }, async ({ db, actor, market, input, audit }) =>
  ZOverviewFavoriteResponse.parse(
    await addOverviewFavorites(db, { actor, market, variant: "reseller_admin", favorites: input.priceGrainOverviewFavorites, field: (i) => `priceGrainOverviewFavorites.${i}`, ctx: audit }),
  ),
);
