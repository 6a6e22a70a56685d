import "server-only";
import { and, eq, or } from "drizzle-orm";
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
 * Removes rows from the user's favourites of a price overview (spec 3 §7 Remove…Favorite with
 * one, RemoveAll…Favorites with a group's rows). Removing one that is not there is a no-op;
 * `count` is how many were removed. Only the user's own favourites of this variant are touched.
 */
export async function removeOverviewFavorites(
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
    const removed = await tx
      .delete(priceFavorites)
      .where(
        and(
          eq(priceFavorites.userId, actor.userId),
          eq(priceFavorites.kind, variant),
          or(
            ...crops.map((c) =>
              and(
                eq(priceFavorites.priceAreaId, c.priceAreaId),
                eq(priceFavorites.articleId, c.articleId),
                eq(priceFavorites.sort, c.sort),
              ),
            ),
          ),
        ),
      )
      .returning({ id: priceFavorites.id });
    if (removed.length) {
      await logAction(
        tx,
        actor,
        "prices.overviewFavorite.removed",
        {
          variant,
          count: removed.length,
          items: crops.map((c) => ({ priceAreaId: c.priceAreaId, itemNumber: c.itemNumber, sort: c.sort })),
        },
        opts.ctx,
      );
    }
    return { success: true as const, count: removed.length };
  });
}
