import type { DbOrTx } from "@/db";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { PRICE_UNIT } from "./constants";
import { loadCurrentPrices } from "./load-current-prices";
import { resolveCrop } from "./resolve-crop";
import type { TGetPricePeriodsRequest, TGetPricePeriodsResponse } from "./schemas";
import { toPricePeriods } from "./to-price-periods";

/**
 * The grain price page's search (spec 2 §7 GetPricePeriods): the price periods of the crop
 * (area, item, sort) in the price list current on Date (default today in the market). An empty
 * list means "Det finns inga aktuella priser för valt område och gröda/sort.".
 */
export async function findPricePeriods(
  db: DbOrTx,
  opts: { market: Market; input: TGetPricePeriodsRequest; now?: Date },
): Promise<TGetPricePeriodsResponse> {
  const { market, input } = opts;
  const crop = await resolveCrop(db, {
    market,
    priceAreaId: input.Area,
    itemNumber: input.ItemNumber,
    sort: input.Sort,
    fields: { area: "Area", item: "ItemNumber", sort: "Sort" },
  });
  const date = input.Date ?? todayIn(market, opts.now);
  const rows = (await loadCurrentPrices(db, { priceAreaIds: [crop.priceAreaId], articleIds: [crop.articleId], date })).filter(
    (r) => r.sort === crop.sort,
  );
  return {
    PricePeriods: toPricePeriods(rows, market),
    PriceDate: rows[0]?.priceDate ?? null,
    ...PRICE_UNIT[market],
  };
}
