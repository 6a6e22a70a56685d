import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { pgCode } from "@/db/errors";
import { agreements, customers, facilities, priceWatches, tradingSaves, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import { getSigningProvider } from "@/lib/integrations/signing";
import { todayIn } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { isFinnishMobile, isSwedishMobile } from "@/lib/validation";
import { checkAgreementForm, hasErrors, isPriceWatch, totalArea, type FormErrors } from "./agreement-rules";
import { DEPA_TYPES, HEDGE_TYPES, HEDGED_TYPE, KIND_OF, SEED_TYPES, WIZARD_AGREEMENT_TYPES, type WizardAgreementType } from "./constants";
import { insertAgreement } from "./insert-agreement";
import { listPricePeriods } from "./list-price-periods";
import type { TSaveAgreementReply, TSaveAgreementRequest } from "./schemas";

/** Field errors as a 400, each message rendered with its values (the wrapper keeps rendered text). */
export function formError(t: TFunction, errors: FormErrors): AppError {
  const fields = Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((m) => String(t(m.key, m.values)))]));
  return new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields });
}

const badField = (field: string, key: string) => new AppError("BAD_REQUEST", key, { fields: { [field]: [key] } });

/** The customer the wizard works for: the one acted for (staff) or the active one; a form naming another is `Error-customerNbrMismatch`. */
export function customerInPlayFor(actor: Actor, requested: string): string {
  const active = actor.roles.internal ? actor.actingCustomerNumber : actor.activeCustomerNumber;
  if (!active) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  if (requested && requested !== active) throw new AppError("CONFLICT", "trading.save.customerMismatch");
  return active;
}

/** The agreement number a user's earlier save with this idempotency key made (drying, fixed price), or null. */
export async function findSavedAgreement(db: DbOrTx, userId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ number: agreements.agreementNumber })
    .from(tradingSaves)
    .innerJoin(agreements, eq(agreements.id, tradingSaves.agreementId))
    .where(and(eq(tradingSaves.userId, userId), eq(tradingSaves.idempotencyKey, key)));
  return row?.number ?? null;
}

const isMobileFor = (market: Market) => (v: string) => (market === "fi" ? isFinnishMobile(v) : isSwedishMobile(v));

async function findExisting(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ agreementId: tradingSaves.agreementId, priceWatchId: tradingSaves.priceWatchId, agreementNumber: agreements.agreementNumber })
    .from(tradingSaves)
    .leftJoin(agreements, eq(agreements.id, tradingSaves.agreementId))
    .where(and(eq(tradingSaves.userId, userId), eq(tradingSaves.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/agreement/save (spec 2 §4 "Purchasing agreement wizard", §5 "Agreement form", §8):
 * checks every rule again on the server — crop, sort, period and price from our price tables,
 * warehouse from our facilities, the protected agreement from the customer's own — and saves one
 * agreement (status open, in My agreements at once) or, for a spot-and-forward price watch, one
 * price watch. The idempotency key makes a retry or double click save once (unique index; the
 * loser of a race answers the winner's result). External users get the link to sign it themselves;
 * staff send it with send-for-digital-signing.
 */
export async function saveAgreement(
  db: Db,
  opts: { actor: Actor; market: Market; origin: string; t: TFunction; input: TSaveAgreementRequest; ctx?: ActionContext; now?: Date },
): Promise<TSaveAgreementReply> {
  const { actor, market, input, t } = opts;
  const customerNumber = customerInPlayFor(actor, input.CustomerNumber);
  const isInternal = actor.roles.internal;
  const today = todayIn(market, opts.now);

  const existing = await findExisting(db, actor.userId, input.IdempotencyKey);
  if (existing) return replyFor(db, opts, existing);

  if (!WIZARD_AGREEMENT_TYPES.includes(input.AgreementType as WizardAgreementType)) {
    throw input.AgreementType === "FastPrisAvtalFoder"
      ? badField("AgreementType", "trading.form.wizardType")
      : badField("AgreementType", "trading.form.agreementTypeRequired");
  }
  const type = input.AgreementType as WizardAgreementType;
  const [customer] = await db
    .select({ id: customers.id, market: customers.market })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  if (!customer) throw new AppError("FORBIDDEN");

  // the period and its price from our tables (never the client's)
  const first = checkAgreementForm(input, { today, isInternal, receiverActive: false, quantity: null, isMobile: isMobileFor(market) });
  if (first.ProductItemId || first.GrainType || first.AgreementPeriod) throw formError(t, first);
  const areaId = Number(input.PriceAreaId);
  if (!Number.isInteger(areaId) || areaId <= 0) throw badField("PriceAreaId", "prices.validation.area");
  const periods = await listPricePeriods(db, {
    market,
    priceAreaId: areaId,
    itemNumber: input.ProductItemId,
    sort: input.GrainType,
    storage: DEPA_TYPES.includes(type),
    seed: SEED_TYPES.includes(type),
    now: opts.now,
  });
  const period = periods.PricePeriods.find((p) => p.Value === input.AgreementPeriod);
  if (!period) throw badField("AgreementPeriod", "trading.form.unknownPeriod");

  const [warehouse] = await db
    .select({ code: facilities.code, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.code, input.Warehouse), eq(facilities.market, market), eq(facilities.active, true)))
    .limit(1);
  if (input.Warehouse && !warehouse) throw badField("Warehouse", "trading.form.unknownWarehouse");

  // a price protection names one of the customer's own agreements of the protected type
  let hedged: { id: number; totalQuantity: number; kind: string } | null = null;
  if (HEDGE_TYPES.includes(type) && input.AgreementId) {
    const [a] = await db
      .select({
        id: agreements.id,
        totalQuantity: agreements.totalQuantity,
        kind: agreements.kind,
        customerId: agreements.customerId,
        type: agreements.agreementType,
        status: agreements.status,
      })
      .from(agreements)
      .where(eq(agreements.agreementNumber, input.AgreementId))
      .limit(1);
    if (!a || a.customerId !== customer.id) throw new AppError("FORBIDDEN");
    if (a.type !== HEDGED_TYPE[type] || a.status === "inactive") throw badField("AgreementId", "trading.form.unknownAgreement");
    hedged = { id: a.id, totalQuantity: Number(a.totalQuantity), kind: a.kind };
  }

  const errors = checkAgreementForm(input, {
    today,
    isInternal,
    receiverActive: false,
    quantity: { min: period.CommitQuantityMin, max: period.CommitQuantityMax },
    hedgedQuantity: hedged ? { min: 1, max: hedged.totalQuantity } : null,
    isMobile: isMobileFor(market),
  });
  if (hasErrors(errors)) throw formError(t, errors);

  const quantity = Number(input.CommitQuantity);
  // staff may set the price of an internal price protection of a depot agreement; otherwise today's price
  const price =
    type === "Depaavtal"
      ? null
      : isInternal && type === "PrissakringDepaavtal" && input.Price
        ? Number(input.Price.replace(",", "."))
        : period.Price;
  const details = {
    priceTypeId: period.PriceTypeId,
    pricePeriod: period.PricePeriod,
    periodLabel: period.DisplayLabel,
    priceDate: periods.PriceDate,
    reserve: input.IsReserveAgreement ? Number(input.ReserveQuantity) : null,
    areas: SEED_TYPES.includes(type)
      ? { fields: [input.Area1, input.Area2, input.Area3, input.Area4, input.Area5], total: totalArea(input) }
      : null,
    hedgedAgreement: input.AgreementId || null,
    hedgedAgreementType: input.HedgedAgreementType || null,
    watchType: input.WatchType || null,
  };

  try {
    return await db.transaction(async (tx) => {
      if (isPriceWatch(input)) {
        const [w] = await tx
          .insert(priceWatches)
          .values({
            customerId: customer.id,
            userId: actor.userId,
            priceAreaId: periods.crop.priceAreaId,
            articleId: periods.crop.articleId,
            sort: periods.crop.sort,
            priceTypeId: period.PriceTypeId,
            pricePeriod: period.PricePeriod,
            lowerPrice: Number(input.LowerPrice.replace(",", ".")),
            upperPrice: Number(input.UpperPrice.replace(",", ".")),
            quantity,
            targetAction: input.TargetAction,
            createdOn: today,
            endDate: input.PriceWatchEndDate,
          })
          .returning({ id: priceWatches.id });
        await tx.insert(tradingSaves).values({
          userId: actor.userId,
          idempotencyKey: input.IdempotencyKey,
          priceWatchId: w!.id,
          internal: isInternal,
          details: { ...details, warehouse: input.Warehouse, deliveryMode: input.DeliveryMode },
        });
        await logAction(
          tx,
          actor,
          "trading.priceWatch.saved",
          { id: w!.id, targetAction: input.TargetAction },
          { ...opts.ctx, customerNumber },
        );
        return { Message: "OK", AgreementNumber: null, SigningUrl: null, PriceWatchId: w!.id, Text: "trading.save.watchSaved" };
      }

      const a = await insertAgreement(tx, {
        customerId: customer.id,
        market,
        kind: KIND_OF[type],
        agreementType: type,
        crop: periods.crop,
        period: { priceTypeId: period.PriceTypeId, pricePeriod: period.PricePeriod, label: period.DisplayLabel },
        quantity,
        price,
        today,
        warehouse: warehouse?.name ?? null,
        deliveryMode: DEPA_TYPES.includes(type) ? "Depa" : input.DeliveryMode || null,
        handlerName: isInternal ? actor.name : null,
        connectedToAgreementId: type === "PrissakringUtsadesavtal" && hedged?.kind === "seed" ? hedged.id : null,
      });
      const { agreementNumber } = a;
      await tx
        .insert(tradingSaves)
        .values({ userId: actor.userId, idempotencyKey: input.IdempotencyKey, agreementId: a.id, internal: isInternal, details });
      await logAction(tx, actor, "trading.agreement.saved", { agreementNumber, type, quantity, price }, { ...opts.ctx, customerNumber });
      const SigningUrl = isInternal ? null : await linkForSigner(tx, opts, a.id, agreementNumber);
      return { Message: "OK", AgreementNumber: agreementNumber, SigningUrl, PriceWatchId: null };
    });
  } catch (e) {
    // a double click: the other request saved under the same key first
    if (pgCode(e) === "23505") {
      const again = await findExisting(db, actor.userId, input.IdempotencyKey);
      if (again) return replyFor(db, opts, again);
    }
    throw e;
  }
}

/** The external user signs themselves: a fresh link (a retry voids the previous one). */
async function linkForSigner(
  tx: DbOrTx,
  opts: { actor: Actor; market: Market; origin: string; ctx?: ActionContext; now?: Date },
  agreementId: number,
  agreementNumber: string,
): Promise<string> {
  const [u] = await tx
    .select({ first: users.firstName, last: users.lastName, email: users.email, mobile: users.mobile, pn: users.personNumber })
    .from(users)
    .where(eq(users.id, opts.actor.userId))
    .limit(1);
  if (!u?.pn) throw new AppError("CONFLICT", "trading.save.sendFailed", { values: { number: agreementNumber } });
  const { url } = await getSigningProvider().send(tx, {
    agreementId,
    agreementNumber,
    market: opts.market,
    receiver: { name: `${u.first} ${u.last}`.trim(), email: u.email, mobile: u.mobile, personalNumber: u.pn },
    origin: opts.origin,
    createdByUserId: opts.actor.userId,
    ip: opts.ctx?.ip ?? undefined,
    deliver: false,
    now: opts.now,
  });
  return url;
}

async function replyFor(
  db: Db,
  opts: { actor: Actor; market: Market; origin: string; ctx?: ActionContext; now?: Date },
  saved: { agreementId: number | null; priceWatchId: number | null; agreementNumber: string | null },
): Promise<TSaveAgreementReply> {
  if (saved.priceWatchId)
    return { Message: "OK", AgreementNumber: null, SigningUrl: null, PriceWatchId: saved.priceWatchId, Text: "trading.save.watchSaved" };
  const number = saved.agreementNumber!;
  if (opts.actor.roles.internal) return { Message: "OK", AgreementNumber: number, SigningUrl: null, PriceWatchId: null };
  const [a] = await db.select({ status: agreements.status }).from(agreements).where(eq(agreements.id, saved.agreementId!)).limit(1);
  const SigningUrl = a?.status === "open" ? await db.transaction((tx) => linkForSigner(tx, opts, saved.agreementId!, number)) : null;
  return { Message: "OK", AgreementNumber: number, SigningUrl, PriceWatchId: null };
}
