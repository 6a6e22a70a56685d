import { publicRoute } from "@/lib/api/handler";
import { getPriceOverview } from "@/lib/prices/get-price-overview";
import { ZGetOverviewRequest, ZOverviewResponse } from "@/lib/prices/schemas";

/**
 * The grain price overview (spec 3 §7): priceAreaId (date) → { Variant, PriceAreaId, PriceAreaName, Date, PriceDate,
 * Currency, Unit, Periods, Groups: [{ PriceGroupId, PriceGroupName, HasFavorite, AllFavorite, Rows }], CanFavorite }.
 * Public (the legacy price lists were); favourites only with a session.
 */
export const POST = publicRoute({ input: ZGetOverviewRequest }, async ({ db, actor, market, input }) =>
  ZOverviewResponse.parse(await getPriceOverview(db, { actor, market, variant: "overview", priceAreaId: input.priceAreaId, date: input.date })),
);
