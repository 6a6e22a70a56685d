import { publicRoute } from "@/lib/api/handler";
import { findPricePeriods } from "@/lib/prices/find-price-periods";
import { ZGetPricePeriodsRequest, ZGetPricePeriodsResponse } from "@/lib/prices/schemas";

/**
 * The grain price page's search (spec 2 §7): Area, ItemNumber, Sort, Date, PageId →
 * { PricePeriods: [{ PriceTypeId, PricePeriod, DisplayLabel, Price, AgreementYear }], PriceDate, Currency, Unit }.
 * Public, like the legacy price lists.
 */
export const POST = publicRoute({ input: ZGetPricePeriodsRequest, output: ZGetPricePeriodsResponse }, ({ db, market, input }) =>
  findPricePeriods(db, { market, input }),
);
