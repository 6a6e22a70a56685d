import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, priceWatches } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TDeletePriceWatchResponse } from "./schemas";

/**
 * Removes a price watch (spec 2 §7 DeletePriceWatch → isRemoved). Only a watch of a customer the
 * actor may work with (own customers and their sub-customers; staff: the customer they act for):
 * another customer's watch is a 403, an unknown id a 404. The row is kept with removed_at set;
 * removing it again answers isRemoved true without a second log entry.
 */
export async function deletePriceWatch(
  db: Db,
  opts: { actor: Actor; id: number; ctx?: ActionContext },
): Promise<TDeletePriceWatchResponse> {
  const { actor, id } = opts;
  return db.transaction(async (tx) => {
    const [watch] = await tx
      .select({
        id: priceWatches.id,
        removedAt: priceWatches.removedAt,
        customerNumber: customers.customerNumber,
        articleId: priceWatches.articleId,
        sort: priceWatches.sort,
      })
      .from(priceWatches)
      .innerJoin(customers, eq(customers.id, priceWatches.customerId))
      .where(eq(priceWatches.id, id))
      .limit(1)
      .for("update", { of: priceWatches });
    if (!watch) throw new AppError("NOT_FOUND", "prices.alerts.notFound");
    await requireCustomerAccess(tx, actor, watch.customerNumber);
    if (watch.removedAt) return { isRemoved: true };
    await tx
      .update(priceWatches)
      .set({ removedAt: sql`now()`, removedByUserId: actor.userId })
      .where(eq(priceWatches.id, id));
    await logAction(
      tx,
      actor,
      "prices.priceWatch.removed",
      { id, articleId: watch.articleId, sort: watch.sort },
      { ...opts.ctx, customerNumber: watch.customerNumber },
    );
    return { isRemoved: true };
  });
}
