import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { pgCode } from "@/db/errors";
import { articles, customers, facilities, tradingSaves } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import { getSigningProvider } from "@/lib/integrations/signing";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { agreementYear } from "@/lib/prices/agreement-year";
import { isFinnishMobile, isSwedishMobile } from "@/lib/validation";
import { checkDryingForm } from "./drying-rules";
import { insertAgreement } from "./insert-agreement";
import { resolveReceiver } from "./resolve-receiver";
import { customerInPlayFor, findSavedAgreement, formError } from "./save-agreement";
import type { TSaveAgreementReply, TSaveDryingRequest } from "./schemas";

/**
 * POST /api/drying-agreement/save: a drying agreement (Torkavtal, price set by the drying tariff
 * later) for the customer in play, saved once per idempotency key, then signed like the others:
 * the farmer gets the link (new tab); staff's receiver gets it by e-mail/SMS at once.
 */
export async function saveDryingAgreement(
  db: Db,
  opts: { actor: Actor; market: Market; origin: string; t: TFunction; input: TSaveDryingRequest; ctx?: ActionContext; now?: Date },
): Promise<TSaveAgreementReply> {
  const { actor, market, input } = opts;
  const isInternal = actor.roles.internal;
  const customerNumber = customerInPlayFor(actor, input.CustomerNumber);
  const existing = await findSavedAgreement(db, actor.userId, input.IdempotencyKey);
  if (existing) return { Message: "OK", AgreementNumber: existing, SigningUrl: null, PriceWatchId: null };
  const isMobile = (v: string) => (market === "fi" ? isFinnishMobile(v) : isSwedishMobile(v));
  const errors = checkDryingForm(input, { isInternal, isMobile });
  if (Object.keys(errors).length) throw formError(opts.t, errors);

  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, customerNumber));
  const [article] = await db
    .select({ itemNumber: articles.itemNumber, name: articles.name })
    .from(articles)
    .where(and(eq(articles.market, market), eq(articles.itemNumber, input.ProductItemId), eq(articles.category, "grain")));
  const [warehouse] = await db
    .select({ name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.code, input.Warehouse), eq(facilities.market, market), eq(facilities.active, true)));
  if (!customer) throw new AppError("FORBIDDEN");
  if (!article) throw formError(opts.t, { ProductItemId: [{ key: "trading.form.unknownProduct" }] });
  if (!warehouse) throw formError(opts.t, { Warehouse: [{ key: "trading.form.unknownWarehouse" }] });

  const receiver = await resolveReceiver(db, { actor, customerNumber, fields: input });

  const today = todayIn(market, opts.now);
  const year = agreementYear(today);
  try {
    return await db.transaction(async (tx) => {
      const a = await insertAgreement(tx, {
        customerId: customer.id,
        market,
        kind: "grain",
        agreementType: "Torkavtal",
        crop: { itemNumber: article.itemNumber, itemName: article.name, priceAreaId: null, sort: null },
        period: { priceTypeId: 3, pricePeriod: `${year}-08-01`, label: String(year) },
        validity: { from: today, to: `${year + 1}-07-31` },
        quantity: Number(input.CommitQuantity),
        price: null,
        today,
        warehouse: warehouse.name,
        deliveryMode: null,
        handlerName: isInternal ? actor.name : null,
      });
      await tx.insert(tradingSaves).values({
        userId: actor.userId,
        idempotencyKey: input.IdempotencyKey,
        agreementId: a.id,
        internal: isInternal,
        details: { drying: true },
      });
      const { url } = await getSigningProvider().send(tx, {
        agreementId: a.id,
        agreementNumber: a.agreementNumber,
        market,
        receiver: receiver,
        origin: opts.origin,
        createdByUserId: actor.userId,
        ip: opts.ctx?.ip ?? undefined,
        deliver: isInternal,
        now: opts.now,
      });
      await logAction(tx, actor, "trading.drying.saved", { agreementNumber: a.agreementNumber }, { ...opts.ctx, customerNumber });
      return { Message: "OK", AgreementNumber: a.agreementNumber, SigningUrl: isInternal ? null : url, PriceWatchId: null };
    });
  } catch (e) {
    if (pgCode(e) === "23505") {
      const again = await findSavedAgreement(db, actor.userId, input.IdempotencyKey);
      if (again) return { Message: "OK", AgreementNumber: again, SigningUrl: null, PriceWatchId: null };
    }
    throw e;
  }
}
