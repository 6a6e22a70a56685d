import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { priceAreas, priceFavorites, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { MAX_GRAIN_FAVORITES } from "./constants";
import { resolveCrop } from "./resolve-crop";
import type { TUpdateGrainFavoriteRequest, TUpdateGrainFavoriteResponse } from "./schemas";

/**
 * Toggles a crop (price area, item, sort) as the user's favourite on the grain price page
 * (spec 2 §4, §7 update-favorite): addNew true makes it a favourite, false makes it inactive
 * (removes it). Both are idempotent. At most MAX_GRAIN_FAVORITES per user and market: the
 * user's row is locked (FOR UPDATE) before counting, so concurrent adds cannot pass the limit;
 * the one over it gets 409 (prices.grain.favoriteLimit), on which the page opens its modal.
 */
export async function updateGrainFavorite(
  db: Db,
  opts: { actor: Actor; market: Market; input: TUpdateGrainFavoriteRequest; ctx?: ActionContext },
): Promise<TUpdateGrainFavoriteResponse> {
  const { actor, market, input } = opts;
  return db.transaction(async (tx) => {
    const crop = await resolveCrop(tx, {
      market,
      priceAreaId: input.crop.PriceArea,
      itemNumber: input.crop.ItemNumber,
      sort: input.crop.Sort,
      fields: { area: "crop.PriceArea", item: "crop.ItemNumber", sort: "crop.Sort" },
    });
    // Serialises this user's favourite changes.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for("update");

    const key = and(
      eq(priceFavorites.userId, actor.userId),
      eq(priceFavorites.kind, "grain"),
      eq(priceFavorites.priceAreaId, crop.priceAreaId),
      eq(priceFavorites.articleId, crop.articleId),
      eq(priceFavorites.sort, crop.sort),
    );
    const countInMarket = async () => {
      const [counted] = await tx
        .select({ n: count() })
        .from(priceFavorites)
        .innerJoin(priceAreas, eq(priceAreas.id, priceFavorites.priceAreaId))
        .where(and(eq(priceFavorites.userId, actor.userId), eq(priceFavorites.kind, "grain"), eq(priceAreas.market, market)));
      return counted?.n ?? 0;
    };
    const details = {
      priceAreaId: crop.priceAreaId,
      itemNumber: crop.itemNumber,
      sort: crop.sort,
      fromSearch: Boolean(input.favoriteSearch),
    };

    if (input.addNew) {
      const [existing] = await tx.select({ id: priceFavorites.id }).from(priceFavorites).where(key).limit(1);
      const n = await countInMarket();
      if (existing) return { success: true as const, isFavorite: true, changed: false, count: n, max: MAX_GRAIN_FAVORITES };
      if (n >= MAX_GRAIN_FAVORITES) {
        throw new AppError("CONFLICT", "prices.grain.favoriteLimit", { values: { max: MAX_GRAIN_FAVORITES } });
      }
      await tx
        .insert(priceFavorites)
        .values({ userId: actor.userId, kind: "grain", priceAreaId: crop.priceAreaId, articleId: crop.articleId, sort: crop.sort });
      await logAction(tx, actor, "prices.grainFavorite.added", details, opts.ctx);
      return { success: true as const, isFavorite: true, changed: true, count: n + 1, max: MAX_GRAIN_FAVORITES };
    }
    const deleted = await tx.delete(priceFavorites).where(key).returning({ id: priceFavorites.id });
    if (deleted.length) await logAction(tx, actor, "prices.grainFavorite.removed", details, opts.ctx);
    return {
      success: true as const,
      isFavorite: false,
      changed: deleted.length > 0,
      count: await countInMarket(),
      max: MAX_GRAIN_FAVORITES,
    };
  });
}
