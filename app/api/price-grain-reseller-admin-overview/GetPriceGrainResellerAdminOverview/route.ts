import { route } from "@/lib/api/handler";
import { getPriceOverview } from "@/lib/prices/get-price-overview";
import { ZGetOverviewRequest, ZOverviewResponse } from "@/lib/prices/schemas";

/**
 * The reseller admin price overview (spec 3 §7): priceAreaId (date) → { Variant, PriceAreaId, PriceAreaName, Date,
 * PriceDate, Currency, Unit, Periods, Groups: [{ PriceGroupId, PriceGroupName, HasFavorite, AllFavorite, Rows }], CanFavorite }.
 * Reseller admins only (403 otherwise).
 */
export const POST = route({ input: ZGetOverviewRequest, roles: ["resellerAdmin"] }, async ({ db, actor, market, input }) =>
  ZOverviewResponse.parse(await getPriceOverview(db, { actor, market, variant: "reseller_admin", priceAreaId: input.priceAreaId, date: input.date })),
);
