import "server-only";
import type { DbOrTx } from "@/db";
import { replyAsSent } from "@/lib/api/contract";
import type { Actor } from "@/lib/auth/actor";
import { canUseArea } from "@/lib/auth/area-access";
import type { Market } from "@/lib/market";
import { findPricePeriods } from "./find-price-periods";
import { getGrainFavorites } from "./get-grain-favorites";
import { ZGetPricePeriodsResponse, ZGrainFavoritesResponse } from "./schemas";

/**
 * The first search (the first area, product and sort, today) and today's favourites, read with the
 * page so the first paint has them and nothing below shifts when they arrive (decision 102, as
 * 089), as the calls answer them. A failure leaves them to the client, which shows its own error
 * state; the favourites only where the user's profile allows prices, as get-favorites checks
 * (decision 046).
 */
export async function grainPageFirstAnswers(
  db: DbOrTx,
  opts: {
    actor: Actor;
    market: Market;
    today: string;
    pageId: number;
    firstCrop: { Area: number; ItemNumber: string; Sort: string } | null;
    t: (k: string, v?: Record<string, unknown>) => string;
  },
) {
  const { actor, market, today, pageId, firstCrop, t } = opts;
  const optional = <T>(p: Promise<T>) => p.catch(() => undefined);
  const customer = actor.activeCustomerNumber;
  const readAt = Date.now();
  const [initialPeriods, initialFavorites] = await Promise.all([
    firstCrop
      ? optional(
          findPricePeriods(db, { market, input: { ...firstCrop, Date: today, PageId: pageId } }).then((r) =>
            replyAsSent(ZGetPricePeriodsResponse, r, t),
          ),
        )
      : undefined,
    optional(
      (customer ? canUseArea(db, actor, customer, "prices", "read") : Promise.resolve(true)).then((ok) =>
        ok ? getGrainFavorites(db, { actor, market, date: today }).then((r) => replyAsSent(ZGrainFavoritesResponse, r, t)) : undefined,
      ),
    ),
  ]);
  return { initialPeriods, initialFavorites, readAt };
}
