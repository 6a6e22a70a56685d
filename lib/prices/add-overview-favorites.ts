import "server-only";
import type { Db } from "@/db";
import { priceFavorites } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import type { OverviewVariant } from "./constants";
import { requireOverviewAccess } from "./require-overview-access";
import { resolveOverviewFavorites } from "./resolve-overview-favorites";
import type { TOverviewFavoriteResponse, TPriceGrainOverviewFavorite } from "./schemas";

/**
 * Marks rows of a price overview as the user's favourites (spec 3 §7 Add…Favorite with one,
 * AddAll…Favorites with a group's rows). Idempotent (the unique key ignores a row that already
 * is one); `count` is how many were added. Overview favourites have no limit: a group star adds
 * the whole group.
 */
export async function addOverviewFavorites(
  db: Db,
  opts: {
    actor: Actor;
    market: Market;
    variant: OverviewVariant;
    favorites: TPriceGrainOverviewFavorite[];
    field: (i: number) => string;
    ctx?: ActionContext;
  },
): Promise<TOverviewFavoriteResponse> {
  const { actor, variant } = opts;
  requireOverviewAccess(actor, variant);
  return db.transaction(async (tx) => {
    const crops = await resolveOverviewFavorites(tx, { market: opts.market, favorites: opts.favorites, field: opts.field });
    const added = await tx
      .insert(priceFavorites)
      .values(crops.map((c) => ({ userId: actor.userId, kind: variant, priceAreaId: c.priceAreaId, articleId: c.articleId, sort: c.sort })))
      .onConflictDoNothing()
      .returning({ id: priceFavorites.id });
    if (added.length) {
      await logAction(
        tx,
        actor,
        "prices.overviewFavorite.added",
        { variant, count: added.length, items: crops.map((c) => ({ priceAreaId: c.priceAreaId, itemNumber: c.itemNumber, sort: c.sort })) },
        opts.ctx,
      );
    }
    return { success: true as const, count: added.length };
  });
}
