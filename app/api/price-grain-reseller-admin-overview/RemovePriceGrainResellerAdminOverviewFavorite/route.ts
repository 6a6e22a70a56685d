import { route } from "@/lib/api/handler";
import { removeOverviewFavorites } from "@/lib/prices/remove-overview-favorites";
import { ZOverviewFavoriteRequest, ZOverviewFavoriteResponse } from "@/lib/prices/schemas";

/** Removes a favourite of the reseller admin price overview (spec 3 §7): priceGrainOverviewFavorite { PriceAreaId, PriceGroupId, ItemNumber, Sort } → { success, count }. */
export const POST = route({ input: ZOverviewFavoriteRequest, roles: ["resellerAdmin"] }, async ({ db, actor, market, input, audit }) =>
  ZOverviewFavoriteResponse.parse(
    await removeOverviewFavorites(db, { actor, market, variant: "reseller_admin", favorites: [input.priceGrainOverviewFavorite], field: () => "priceGrainOverviewFavorite", ctx: audit }),
  ),
);
