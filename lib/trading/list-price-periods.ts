import "server-only";
import type { DbOrTx } from "@/db";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { PRICE_TYPE, PRICE_UNIT } from "@/lib/prices/constants";
import { loadCurrentPrices } from "@/lib/prices/load-current-prices";
import { resolveCrop, type Crop } from "@/lib/prices/resolve-crop";
import { toPricePeriods } from "@/lib/prices/to-price-periods";
import { QUANTITY_LIMITS } from "./constants";
import type { TGrainPricePeriodsReply, TTradingPricePeriod } from "./schemas";

const FIELDS = { area: "priceAreaId", item: "productItemId", sort: "grainType" };

/**
 * The delivery periods of a crop with today's prices (spec 2 §7 get-grain-price-periods, and
 * -storage for depot agreements: forward and pool periods only, no spot). Each period carries its
 * AgreementPeriod value "PriceTypeId;PricePeriod", its agreement year (spec 2 §9: the previous
 * year when the month-day is under 701) and the quantity limits. The save reads the same list:
 * prices and periods come from our tables, never from the client.
 */
export async function listPricePeriods(
  db: DbOrTx,
  opts: { market: Market; priceAreaId: number; itemNumber: string; sort: string; storage?: boolean; seed?: boolean; now?: Date },
): Promise<TGrainPricePeriodsReply & { crop: Crop }> {
  const crop = await resolveCrop(db, {
    market: opts.market,
    priceAreaId: opts.priceAreaId,
    itemNumber: opts.itemNumber,
    sort: opts.sort,
    fields: FIELDS,
  });
  const rows = (
    await loadCurrentPrices(db, { priceAreaIds: [crop.priceAreaId], articleIds: [crop.articleId], date: todayIn(opts.market, opts.now) })
  ).filter((r) => r.sort === crop.sort && (!opts.storage || r.priceTypeId !== PRICE_TYPE.spot));
  const limits = opts.seed ? QUANTITY_LIMITS.seed : QUANTITY_LIMITS.grain;
  const periods: TTradingPricePeriod[] = toPricePeriods(rows, opts.market).map((p) => ({
    ...p,
    Value: `${p.PriceTypeId};${p.PricePeriod}`,
    CommitQuantityMin: limits.min,
    CommitQuantityMax: limits.max,
  }));
  return { PricePeriods: periods, PriceDate: rows[0]?.priceDate ?? null, ...PRICE_UNIT[opts.market], crop };
}
