import "server-only";
import type { DbOrTx } from "@/db";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { PRICE_TYPE } from "@/lib/prices/constants";
import { findGrainTypes } from "@/lib/prices/find-grain-types";
import { loadCurrentPrices } from "@/lib/prices/load-current-prices";
import { resolveCrop } from "@/lib/prices/resolve-crop";
import type { TGrainTypesReply } from "./schemas";

const FIELDS = { area: "priceAreaId", item: "productItemId", sort: "grainType" };

/**
 * The sorts of a crop in a price area (spec 2 §7 get-grain-type, get-grain-type-spot-agreement):
 * GrainName, ProductItemId, ProductItemName. Only sorts that have a current price in the area
 * (for the spot variant: a current spot price), so every sort offered can be saved. An area of
 * another market or an unknown crop is a 400 on its field.
 */
export async function listGrainTypes(
  db: DbOrTx,
  opts: { market: Market; priceAreaId: number; itemNumber: string; spotOnly?: boolean; now?: Date },
): Promise<TGrainTypesReply> {
  const crop = await resolveCrop(db, {
    market: opts.market,
    priceAreaId: opts.priceAreaId,
    itemNumber: opts.itemNumber,
    sort: "",
    fields: FIELDS,
  });
  const all = await findGrainTypes(db, { market: opts.market, itemNumber: crop.itemNumber });
  const prices = await loadCurrentPrices(db, {
    priceAreaIds: [crop.priceAreaId],
    articleIds: [crop.articleId],
    date: todayIn(opts.market, opts.now),
  });
  const priced = new Set(prices.filter((p) => !opts.spotOnly || p.priceTypeId === PRICE_TYPE.spot).map((p) => p.sort));
  return { GrainTypes: all.filter((g) => priced.has(g.GrainName)) };
}
