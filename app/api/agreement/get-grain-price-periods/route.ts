import { route } from "@/lib/api/handler";
import { listPricePeriods } from "@/lib/trading/list-price-periods";
import { ZGetGrainPricePeriodsRequest, ZGrainPricePeriodsReply } from "@/lib/trading/schemas";

/**
 * The delivery periods with today's prices (spec 2 §7): priceAreaId, productItemId, grainType →
 * { PricePeriods: [{ PriceTypeId, PricePeriod, DisplayLabel, Price, AgreementYear, Value, CommitQuantityMin, CommitQuantityMax }], PriceDate, Currency, Unit }.
 */
export const GET = route({ input: ZGetGrainPricePeriodsRequest, output: ZGrainPricePeriodsReply }, async ({ db, market, input }) => {
  const { crop: _crop, ...reply } = await listPricePeriods(db, {
    market,
    priceAreaId: input.priceAreaId,
    itemNumber: input.productItemId,
    sort: input.grainType,
  });
  return reply;
});
