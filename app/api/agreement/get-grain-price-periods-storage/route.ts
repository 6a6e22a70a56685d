import { route } from "@/lib/api/handler";
import { listPricePeriods } from "@/lib/trading/list-price-periods";
import { ZGetGrainPricePeriodsRequest, ZGrainPricePeriodsReply } from "@/lib/trading/schemas";

/** The periods of a depot (storage) agreement (spec 2 §7): as get-grain-price-periods, without spot. */
export const GET = route({ input: ZGetGrainPricePeriodsRequest, output: ZGrainPricePeriodsReply }, async ({ db, market, input }) => {
  const { crop: _crop, ...reply } = await listPricePeriods(db, {
    market,
    priceAreaId: input.priceAreaId,
    itemNumber: input.productItemId,
    sort: input.grainType,
    storage: true,
  });
  return reply;
});
