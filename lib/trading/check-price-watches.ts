import "server-only";
import { and, desc, eq, gte, isNull, lte } from "drizzle-orm";
import type { Db } from "@/db";
import { articles, customers, grainPrices, priceAreas, priceWatches, priceWatchOutcomes, users } from "@/db/schema";
import { logAction } from "@/lib/audit/log-action";
import { publicOrigin } from "@/lib/config/public-urls";
import { getT } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { getSigningProvider } from "@/lib/integrations/signing";
import type { JobHandler } from "@/lib/jobs/registry";
import { MARKETS, type Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { periodLabel } from "@/lib/prices/period-label";
import { insertAgreement } from "./insert-agreement";

export const PRICE_WATCH_CHECK = "price-watch-check";

/** Spec 2 §4 price watch: the price reached the lower bound or passed the upper one. */
export const isHit = (price: number, w: { lowerPrice: number | null; upperPrice: number | null }) =>
  (w.lowerPrice !== null && price <= w.lowerPrice) || (w.upperPrice !== null && price >= w.upperPrice);

/**
 * Checks active price watches against the newest price of their area, crop, sort and period
 * published since the watch was made (job `price-watch-check`, every 5 minutes, and after a price
 * list is published). A hit carries out the target action — a notice by e-mail (and SMS to a
 * mobile), and for `sign` an agreement at that price for the watch's quantity, sent to the
 * customer for signing — records it and ends the watch; a watch past its end date expires. Once:
 * the outcome row (primary key = the watch) is inserted `ON CONFLICT DO NOTHING` first in the
 * transaction that acts, so racing checks act once.
 */
export async function checkPriceWatches(db: Db, opts: { now?: Date } = {}): Promise<{ hits: number; expired: number }> {
  const now = opts.now ?? new Date();
  let hits = 0;
  let expired = 0;
  const active = await db
    .select({
      w: priceWatches,
      market: customers.market,
      customerNumber: customers.customerNumber,
      crop: {
        itemNumber: articles.itemNumber,
        itemName: articles.name,
        priceGroupId: articles.priceGroupId,
        priceGroupName: articles.priceGroupName,
      },
      priceAreaName: priceAreas.name,
    })
    .from(priceWatches)
    .innerJoin(customers, eq(customers.id, priceWatches.customerId))
    .innerJoin(articles, eq(articles.id, priceWatches.articleId))
    .innerJoin(priceAreas, eq(priceAreas.id, priceWatches.priceAreaId))
    .leftJoin(priceWatchOutcomes, eq(priceWatchOutcomes.priceWatchId, priceWatches.id))
    .where(and(isNull(priceWatches.removedAt), isNull(priceWatchOutcomes.priceWatchId)));

  for (const row of active) {
    const w = row.w;
    const market = row.market as Market;
    const today = todayIn(market, now);
    const [latest] = await db
      .select({ price: grainPrices.price, priceDate: grainPrices.priceDate })
      .from(grainPrices)
      .where(
        and(
          eq(grainPrices.priceAreaId, w.priceAreaId),
          eq(grainPrices.articleId, w.articleId),
          eq(grainPrices.sort, w.sort),
          eq(grainPrices.priceTypeId, w.priceTypeId),
          eq(grainPrices.pricePeriod, w.pricePeriod),
          gte(grainPrices.priceDate, w.createdOn),
          lte(grainPrices.priceDate, w.endDate < today ? w.endDate : today),
        ),
      )
      .orderBy(desc(grainPrices.priceDate))
      .limit(1);
    const hit = latest && isHit(Number(latest.price), { lowerPrice: w.lowerPrice, upperPrice: w.upperPrice });
    if (!hit) {
      if (w.endDate < today) {
        const ended = await db
          .insert(priceWatchOutcomes)
          .values({ priceWatchId: w.id, outcome: "expired", at: now })
          .onConflictDoNothing()
          .returning({ id: priceWatchOutcomes.priceWatchId });
        expired += ended.length;
      }
      continue;
    }
    const acted = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(priceWatchOutcomes)
        .values({ priceWatchId: w.id, outcome: "hit", price: Number(latest.price), priceDate: latest.priceDate, at: now })
        .onConflictDoNothing()
        .returning({ id: priceWatchOutcomes.priceWatchId });
      if (!claimed.length) return false;
      const t = getT(MARKETS[market].language);
      const [u] = w.userId
        ? await tx
            .select({
              email: users.email,
              mobile: users.mobile,
              pn: users.personNumber,
              first: users.firstName,
              last: users.lastName,
              internal: users.isInternal,
            })
            .from(users)
            .where(eq(users.id, w.userId))
        : [];
      const label = periodLabel(w, market);
      const values = { crop: `${row.crop.itemName} ${w.sort}`, period: label, price: Number(latest.price) };
      if (u?.email)
        await enqueueMessage(tx, {
          channel: "email",
          kind: "price-watch-hit",
          recipient: u.email,
          subject: t("trading.mail.watchHitSubject"),
          body: String(t("trading.mail.watchHitBody", values)),
          dedupeKey: `price-watch-hit:${w.id}:email`,
        });
      if (u?.mobile)
        await enqueueMessage(tx, {
          channel: "sms",
          kind: "price-watch-hit",
          recipient: u.mobile,
          body: String(t("trading.mail.watchHitBody", values)),
          dedupeKey: `price-watch-hit:${w.id}:sms`,
        });
      if (w.targetAction === "sign" && w.quantity) {
        const a = await insertAgreement(tx, {
          customerId: w.customerId,
          market,
          kind: "grain",
          agreementType: "SportAndForwardAvtal",
          crop: { itemNumber: row.crop.itemNumber, itemName: row.crop.itemName, priceAreaId: w.priceAreaId, sort: w.sort },
          period: { priceTypeId: w.priceTypeId, pricePeriod: w.pricePeriod, label },
          quantity: Number(w.quantity),
          price: Number(latest.price),
          today,
          warehouse: null,
          deliveryMode: "Spon",
          handlerName: null,
        });
        await tx.update(priceWatchOutcomes).set({ agreementId: a.id }).where(eq(priceWatchOutcomes.priceWatchId, w.id));
        if (u?.pn && !u.internal)
          await getSigningProvider().send(tx, {
            agreementId: a.id,
            agreementNumber: a.agreementNumber,
            market,
            receiver: { name: `${u.first} ${u.last}`.trim(), email: u.email, mobile: u.mobile, personalNumber: u.pn },
            origin: publicOrigin(market),
            createdByUserId: null,
            deliver: true,
            now,
          });
      }
      await logAction(
        tx,
        { userId: null },
        "trading.priceWatch.hit",
        { id: w.id, price: Number(latest.price), priceDate: latest.priceDate, targetAction: w.targetAction },
        { customerNumber: row.customerNumber },
      );
      return true;
    });
    if (acted) hits += 1;
  }
  return { hits, expired };
}

export const priceWatchCheckHandler: JobHandler = async (_payload, ctx) => {
  await checkPriceWatches(ctx.db, { now: ctx.now() });
};

/** For tests and tools: the outcome of a watch. */
export const outcomeOf = (db: Db, id: number) =>
  db
    .select()
    .from(priceWatchOutcomes)
    .where(eq(priceWatchOutcomes.priceWatchId, id))
    .then((r) => r[0] ?? null);
