import type { DbOrTx } from "@/db";
import type { Market } from "@/lib/market";
import { resolveCrop, type Crop } from "./resolve-crop";
import type { TPriceGrainOverviewFavorite } from "./schemas";

/**
 * Checks each price favourite of an overview call (PriceAreaId, PriceGroupId, ItemNumber, Sort)
 * against the market's areas, articles, price groups and sorts; a bad one is a 400 naming its
 * field under `field` (e.g. "priceGrainOverviewFavorites.2.ItemNumber").
 */
export async function resolveOverviewFavorites(
  db: DbOrTx,
  opts: { market: Market; favorites: TPriceGrainOverviewFavorite[]; field: (i: number) => string },
): Promise<Crop[]> {
  const out: Crop[] = [];
  for (const [i, f] of opts.favorites.entries()) {
    const prefix = opts.field(i);
    out.push(
      await resolveCrop(db, {
        market: opts.market,
        priceAreaId: f.PriceAreaId,
        itemNumber: f.ItemNumber,
        sort: f.Sort,
        priceGroupId: f.PriceGroupId,
        fields: { area: `${prefix}.PriceAreaId`, item: `${prefix}.ItemNumber`, sort: `${prefix}.Sort`, group: `${prefix}.PriceGroupId` },
      }),
    );
  }
  return out;
}
