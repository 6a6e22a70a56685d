import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreements, articles, customers, priceAreas, priceWatchOutcomes, priceWatches } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { PRICE_TYPE } from "./constants";
import { loadCurrentPrices } from "./load-current-prices";
import { periodLabel } from "./period-label";
import type { PriceWatchItem } from "./schemas";

/**
 * The customer's price watches (spec 2 "Price alerts list"): not removed, the running ones first
 * (by end date), then the ended ones (expired, or hit by a price); each with today's price of the
 * watched period for comparison (spot: today's spot price) and its outcome (decision 033: the price
 * that hit it and what was done — a notice, or the agreement made and sent for signing). 403 unless the actor may work with the customer.
 */
export async function listPriceWatches(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; market: Market; now?: Date },
): Promise<PriceWatchItem[]> {
  await requireCustomerAccess(db, opts.actor, opts.customerNumber);
  const today = todayIn(opts.market, opts.now);
  const rows = await db
    .select({
      id: priceWatches.id,
      customerNumber: customers.customerNumber,
      priceAreaId: priceWatches.priceAreaId,
      priceAreaName: priceAreas.name,
      articleId: priceWatches.articleId,
      itemNumber: articles.itemNumber,
      itemName: articles.name,
      sort: priceWatches.sort,
      priceTypeId: priceWatches.priceTypeId,
      pricePeriod: priceWatches.pricePeriod,
      lowerPrice: priceWatches.lowerPrice,
      upperPrice: priceWatches.upperPrice,
      quantity: priceWatches.quantity,
      targetAction: priceWatches.targetAction,
      endDate: priceWatches.endDate,
      createdOn: priceWatches.createdOn,
      outcome: priceWatchOutcomes.outcome,
      outcomePrice: priceWatchOutcomes.price,
      outcomePriceDate: priceWatchOutcomes.priceDate,
      outcomeAt: priceWatchOutcomes.at,
      outcomeAgreementNumber: agreements.agreementNumber,
    })
    .from(priceWatches)
    .innerJoin(customers, eq(customers.id, priceWatches.customerId))
    .innerJoin(articles, eq(articles.id, priceWatches.articleId))
    .innerJoin(priceAreas, eq(priceAreas.id, priceWatches.priceAreaId))
    .leftJoin(priceWatchOutcomes, eq(priceWatchOutcomes.priceWatchId, priceWatches.id))
    .leftJoin(agreements, eq(agreements.id, priceWatchOutcomes.agreementId))
    .where(and(eq(customers.customerNumber, opts.customerNumber), isNull(priceWatches.removedAt)))
    .orderBy(asc(priceWatches.endDate), asc(priceWatches.id));
  const prices = await loadCurrentPrices(db, {
    priceAreaIds: [...new Set(rows.map((r) => r.priceAreaId))],
    articleIds: [...new Set(rows.map((r) => r.articleId))],
    date: today,
  });
  const items = rows.map((r): PriceWatchItem => {
    const current = prices.find(
      (p) =>
        p.priceAreaId === r.priceAreaId &&
        p.articleId === r.articleId &&
        p.sort === r.sort &&
        p.priceTypeId === r.priceTypeId &&
        (r.priceTypeId === PRICE_TYPE.spot || p.pricePeriod === r.pricePeriod),
    );
    return {
      id: r.id,
      customerNumber: r.customerNumber,
      itemNumber: r.itemNumber,
      itemName: r.itemName,
      sort: r.sort,
      priceAreaName: r.priceAreaName,
      periodLabel: periodLabel(r, opts.market),
      lowerPrice: r.lowerPrice === null ? null : Number(r.lowerPrice),
      upperPrice: r.upperPrice === null ? null : Number(r.upperPrice),
      quantity: r.quantity === null ? null : Number(r.quantity),
      targetAction: r.targetAction as "notify" | "sign",
      endDate: r.endDate,
      createdOn: r.createdOn,
      expired: r.endDate < today,
      currentPrice: current ? Number(current.price) : null,
      outcome:
        r.outcome === "hit" || r.outcome === "expired"
          ? {
              kind: r.outcome,
              price: r.outcomePrice === null ? null : Number(r.outcomePrice),
              priceDate: r.outcomePriceDate,
              agreementNumber: r.outcomeAgreementNumber,
              at: (r.outcomeAt ?? new Date()).toISOString(),
            }
          : null,
    };
  });
  // running watches first; those that ended (past their date, hit or expired by the job) last
  const ended = (i: PriceWatchItem) => i.expired || Boolean(i.outcome);
  return [...items.filter((i) => !ended(i)), ...items.filter(ended)];
}
