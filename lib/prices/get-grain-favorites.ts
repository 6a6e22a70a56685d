import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, priceAreas, priceFavorites } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { MAX_GRAIN_FAVORITES, PRICE_UNIT } from "./constants";
import { loadCurrentPrices } from "./load-current-prices";
import type { TGrainFavoritesResponse } from "./schemas";
import { toPricePeriods } from "./to-price-periods";

/**
 * The user's favourite crops on the grain price page (spec 2 §7 get-favorites), oldest first,
 * each with its price periods in the list current on `date` (default today in the market).
 * Favourites are the user's own (also while staff act for a customer).
 */
export async function getGrainFavorites(
  db: DbOrTx,
  opts: { actor: Actor; market: Market; date?: string; now?: Date },
): Promise<TGrainFavoritesResponse> {
  const { actor, market } = opts;
  const date = opts.date ?? todayIn(market, opts.now);
  const favs = await db
    .select({
      priceAreaId: priceFavorites.priceAreaId,
      priceAreaName: priceAreas.name,
      articleId: priceFavorites.articleId,
      itemNumber: articles.itemNumber,
      itemName: articles.name,
      sort: priceFavorites.sort,
    })
    .from(priceFavorites)
    .innerJoin(priceAreas, eq(priceAreas.id, priceFavorites.priceAreaId))
    .innerJoin(articles, eq(articles.id, priceFavorites.articleId))
    .where(and(eq(priceFavorites.userId, actor.userId), eq(priceFavorites.kind, "grain"), eq(priceAreas.market, market)))
    .orderBy(asc(priceFavorites.createdAt), asc(priceFavorites.id));
  const prices = await loadCurrentPrices(db, {
    priceAreaIds: [...new Set(favs.map((f) => f.priceAreaId))],
    articleIds: [...new Set(favs.map((f) => f.articleId))],
    date,
  });
  return {
    Favorites: favs.map((f) => {
      const rows = prices.filter((p) => p.priceAreaId === f.priceAreaId && p.articleId === f.articleId && p.sort === f.sort);
      return {
        PriceArea: f.priceAreaId,
        PriceAreaName: f.priceAreaName,
        ItemNumber: f.itemNumber,
        ItemName: f.itemName,
        Sort: f.sort,
        PricePeriods: toPricePeriods(rows, market),
        PriceDate: rows[0]?.priceDate ?? null,
      };
    }),
    Max: MAX_GRAIN_FAVORITES,
    ...PRICE_UNIT[market],
  };
}
