/**
 * Fixed price agreements for feed (issue 11 item 5; spec 2 §4 "Fixed price", §5, §7 "Fixed price
 * agreement", §9; decision 065): the catalogue calls and the save. The save checks every rule of
 * ./fixed-price-rules.ts again with the limits and prices of our tables (the page's price is
 * ignored), saves one agreement per idempotency key and sends it for signing like the others.
 */
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { pgCode } from "@/db/errors";
import {
  articles,
  customerArticlePrices,
  customers,
  fixedPriceArticleGroups,
  fixedPriceArticles,
  fixedPriceCategories,
  tradingSaves,
} from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import { getSigningProvider } from "@/lib/integrations/signing";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { isFinnishMobile, isSwedishMobile } from "@/lib/validation";
import { normalizeIsoDate } from "@/lib/validation/date";
import { checkReceiverStep, hasErrors, type FormErrors } from "./agreement-rules";
import {
  checkDates,
  checkHeader,
  checkLine,
  FIXED_PRICE_UNIT,
  lineLimits,
  linePrice,
  normalizeDesignation,
  toAmount,
} from "./fixed-price-rules";
import type { TArticleGroupsReply, TArticlesReply, TBasePriceReply, TSaveFixedPriceRequest } from "./fixed-price-schemas";
import { insertAgreement } from "./insert-agreement";
import { resolveReceiver } from "./resolve-receiver";
import { customerInPlayFor, findSavedAgreement, formError } from "./save-agreement";
import type { TSaveAgreementReply } from "./schemas";

export const FIXED_PRICE_TYPE = "FastPrisAvtalFoder";

/** The categories of the market, for the page's category choice. */
export async function listFixedPriceCategories(db: DbOrTx, market: Market) {
  return db
    .select({ code: fixedPriceCategories.code, name: fixedPriceCategories.name, endMode: fixedPriceCategories.endMode })
    .from(fixedPriceCategories)
    .where(eq(fixedPriceCategories.market, market))
    .orderBy(asc(fixedPriceCategories.sortOrder), asc(fixedPriceCategories.code));
}

/** GET article-groups: the product groups of a category (by its code), in their order; an unknown category has none. */
export async function listArticleGroups(db: DbOrTx, opts: { market: Market; categoryId: number }): Promise<TArticleGroupsReply> {
  const rows = await db
    .select({ ProductGroupId: fixedPriceArticleGroups.id, ProductGroupName: fixedPriceArticleGroups.name })
    .from(fixedPriceArticleGroups)
    .innerJoin(fixedPriceCategories, eq(fixedPriceCategories.id, fixedPriceArticleGroups.categoryId))
    .where(and(eq(fixedPriceCategories.market, opts.market), eq(fixedPriceCategories.code, opts.categoryId)))
    .orderBy(asc(fixedPriceArticleGroups.sortOrder), asc(fixedPriceArticleGroups.name));
  return { Groups: rows };
}

/** GET articles: the active articles of a product group of the market. */
export async function listArticles(db: DbOrTx, opts: { market: Market; articleGroupId: number }): Promise<TArticlesReply> {
  const rows = await db
    .select({ ItemNumber: articles.itemNumber, ItemName: articles.name })
    .from(fixedPriceArticles)
    .innerJoin(articles, eq(articles.id, fixedPriceArticles.articleId))
    .where(and(eq(fixedPriceArticles.groupId, opts.articleGroupId), eq(articles.market, opts.market), eq(articles.active, true)))
    .orderBy(asc(articles.name));
  return { Items: rows };
}

interface CatalogueRow {
  articleId: number;
  itemNumber: string;
  name: string;
  defaultPrice: number;
  quantityMin: number;
  quantityMax: number;
  supplementMin: number;
  supplementMax: number;
  categoryCode: number;
  endMode: string;
  discountMax: number | null;
}

async function catalogueRows(db: DbOrTx, market: Market, itemNumbers: string[]): Promise<CatalogueRow[]> {
  if (!itemNumbers.length) return [];
  return db
    .select({
      articleId: articles.id,
      itemNumber: articles.itemNumber,
      name: articles.name,
      defaultPrice: fixedPriceArticles.defaultPrice,
      quantityMin: fixedPriceArticles.quantityMin,
      quantityMax: fixedPriceArticles.quantityMax,
      supplementMin: fixedPriceArticles.supplementMin,
      supplementMax: fixedPriceArticles.supplementMax,
      categoryCode: fixedPriceCategories.code,
      endMode: fixedPriceCategories.endMode,
      discountMax: fixedPriceCategories.discountMax,
    })
    .from(fixedPriceArticles)
    .innerJoin(articles, eq(articles.id, fixedPriceArticles.articleId))
    .innerJoin(fixedPriceArticleGroups, eq(fixedPriceArticleGroups.id, fixedPriceArticles.groupId))
    .innerJoin(fixedPriceCategories, eq(fixedPriceCategories.id, fixedPriceArticleGroups.categoryId))
    .where(and(eq(articles.market, market), eq(articles.active, true), inArray(articles.itemNumber, itemNumbers)));
}

async function customerPrices(db: DbOrTx, customerId: number, articleIds: number[]): Promise<Map<number, number>> {
  if (!articleIds.length) return new Map();
  const rows = await db
    .select({ articleId: customerArticlePrices.articleId, price: customerArticlePrices.price })
    .from(customerArticlePrices)
    .where(and(eq(customerArticlePrices.customerId, customerId), inArray(customerArticlePrices.articleId, articleIds)));
  return new Map(rows.map((r) => [r.articleId, r.price]));
}

async function customerOf(db: DbOrTx, customerNumber: string, market: Market) {
  const [c] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.customerNumber, customerNumber), eq(customers.market, market)))
    .limit(1);
  if (!c) throw new AppError("FORBIDDEN");
  return c;
}

const badField = (field: string, key: string) => new AppError("BAD_REQUEST", key, { fields: { [field]: [key] } });

/** GET base-price: an article's list price, the customer's price and the limits of a line (the route checks the customer's scope). */
export async function basePrice(db: DbOrTx, opts: { market: Market; articleNr: string; customerNumber: string }): Promise<TBasePriceReply> {
  const customer = await customerOf(db, opts.customerNumber, opts.market);
  const [row] = await catalogueRows(db, opts.market, [opts.articleNr]);
  if (!row) throw badField("articleId", "fixedPrice.errors.unknownArticle");
  const customerPrice = (await customerPrices(db, customer.id, [row.articleId])).get(row.articleId) ?? row.defaultPrice;
  return {
    articleNr: row.itemNumber,
    articleName: row.name,
    defaultPrice: row.defaultPrice,
    customerPrice,
    unit: FIXED_PRICE_UNIT,
    limits: lineLimits(row, { categoryDiscountMax: row.discountMax, customerPrice }),
  };
}

/** POST save: one fixed price agreement (status open, in My agreements at once), sent for signing. */
export async function saveFixedPriceAgreement(
  db: Db,
  opts: { actor: Actor; market: Market; origin: string; t: TFunction; input: TSaveFixedPriceRequest; ctx?: ActionContext; now?: Date },
): Promise<TSaveAgreementReply> {
  const { actor, market, input, t } = opts;
  const isInternal = actor.roles.internal;
  const customerNumber = customerInPlayFor(actor, input.customerNumber);
  const done = (number: string, url: string | null): TSaveAgreementReply => ({
    Message: "OK",
    AgreementNumber: number,
    SigningUrl: url,
    PriceWatchId: null,
  });
  const existing = await findSavedAgreement(db, actor.userId, input.IdempotencyKey);
  if (existing) return done(existing, null);

  if (input.agreementType !== FIXED_PRICE_TYPE) throw badField("agreementType", "trading.form.agreementTypeRequired");
  const customer = await customerOf(db, customerNumber, market);
  const errors: FormErrors = { ...checkHeader(input) };

  // lines: at least one, each article once, all of one category, each within its limits
  const lines = input.agreementsLines;
  if (!lines.length) errors.agreementsLines = [{ key: "fixedPrice.errors.noLines" }];
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (seen.has(l.articleNr)) (errors[`agreementsLines.${i}.articleNr`] ??= []).push({ key: "fixedPrice.errors.articleTwice" });
    seen.add(l.articleNr);
  });
  const catalogue = new Map((await catalogueRows(db, market, [...seen])).map((r) => [r.itemNumber, r]));
  lines.forEach((l, i) => {
    if (!catalogue.has(l.articleNr)) (errors[`agreementsLines.${i}.articleNr`] ??= []).push({ key: "fixedPrice.errors.unknownArticle" });
  });
  const categories = new Set([...catalogue.values()].map((r) => r.categoryCode));
  if (categories.size > 1) errors.agreementsLines = [{ key: "fixedPrice.errors.oneCategory" }];
  const first = catalogue.get(lines[0]?.articleNr ?? "");
  const prices = await customerPrices(
    db,
    customer.id,
    [...catalogue.values()].map((r) => r.articleId),
  );
  const priced = lines.flatMap((l, i) => {
    const row = catalogue.get(l.articleNr);
    if (!row) return [];
    const customerPrice = prices.get(row.articleId) ?? row.defaultPrice;
    const limits = lineLimits(row, { categoryDiscountMax: row.discountMax, customerPrice });
    const lineErrors = checkLine({ quantity: l.quantity, manualDiscount: l.discountPerUnit, termSupplement: l.termSupplement }, limits);
    for (const [field, list] of Object.entries(lineErrors)) {
      const name = field === "manualDiscount" ? "discountPerUnit" : field;
      errors[`agreementsLines.${i}.${name}`] = list;
    }
    const discount = toAmount(l.discountPerUnit || "0");
    const supplement = toAmount(l.termSupplement || "0");
    return [
      { row, customerPrice, discount, supplement, quantity: Number(l.quantity), price: linePrice(customerPrice, discount, supplement) },
    ];
  });
  const today = todayIn(market, opts.now);
  Object.assign(errors, checkDates(input, { today, endMode: first?.endMode === "date" ? "date" : "months" }));
  if (isInternal && !input.receiverId) {
    const isMobile = (v: string) => (market === "fi" ? isFinnishMobile(v) : isSwedishMobile(v));
    const receiverErrors = checkReceiverStep(
      {
        ReceiverName: input.receiverName,
        ReceiverEmail: input.receiverEmail,
        ReceiverMobilePhoneNumber: input.receiverMobilePhoneNumber,
        ReceiverPersonalNumber: input.receiverPersonalNumber,
      },
      { isMobile },
    );
    for (const [field, list] of Object.entries(receiverErrors)) errors[field[0]!.toLowerCase() + field.slice(1)] = list;
  }
  if (hasErrors(errors)) throw formError(t, errors);

  const receiver = await resolveReceiver(db, {
    actor,
    customerNumber,
    fields: {
      ReceiverId: input.receiverId,
      ReceiverName: input.receiverName,
      ReceiverEmail: input.receiverEmail,
      ReceiverMobilePhoneNumber: input.receiverMobilePhoneNumber,
      ReceiverPersonalNumber: input.receiverPersonalNumber,
    },
  });
  const from = normalizeIsoDate(input.fromDate)!;
  const end = normalizeIsoDate(input.endDate)!;
  const designation = normalizeDesignation(input.designation);
  const head = priced[0]!;
  try {
    return await db.transaction(async (tx) => {
      const a = await insertAgreement(tx, {
        customerId: customer.id,
        market,
        kind: "feed",
        agreementType: FIXED_PRICE_TYPE,
        crop: { itemNumber: head.row.itemNumber, itemName: head.row.name, priceAreaId: null, sort: null },
        period: { priceTypeId: 0, pricePeriod: from, label: `${from} – ${end}` },
        validity: { from, to: end },
        quantity: priced.reduce((s, l) => s + l.quantity, 0),
        price: priced.length === 1 ? head.price : null,
        today,
        warehouse: null,
        deliveryMode: null,
        handlerName: isInternal ? actor.name : null,
        lines: priced.map((l) => ({ itemNumber: l.row.itemNumber, quantity: l.quantity, price: l.price })),
        description: [input.callOffAgreementNr, designation].filter(Boolean).join(" · "),
      });
      await tx.insert(tradingSaves).values({
        userId: actor.userId,
        idempotencyKey: input.IdempotencyKey,
        agreementId: a.id,
        internal: isInternal,
        details: {
          fixedPrice: {
            categoryCode: head.row.categoryCode,
            callOffAgreementNr: input.callOffAgreementNr,
            designation,
            lines: priced.map((l) => ({
              articleNr: l.row.itemNumber,
              quantity: l.quantity,
              unit: FIXED_PRICE_UNIT,
              customerPrice: l.customerPrice,
              discountPerUnit: l.discount,
              termSupplement: l.supplement,
              price: l.price,
            })),
          },
        },
      });
      const { url } = await getSigningProvider().send(tx, {
        agreementId: a.id,
        agreementNumber: a.agreementNumber,
        market,
        receiver,
        origin: opts.origin,
        createdByUserId: actor.userId,
        ip: opts.ctx?.ip ?? undefined,
        deliver: isInternal,
        now: opts.now,
      });
      await logAction(
        tx,
        actor,
        "trading.fixedPrice.saved",
        { agreementNumber: a.agreementNumber, callOffAgreementNr: input.callOffAgreementNr, lines: priced.length },
        { ...opts.ctx, customerNumber },
      );
      return done(a.agreementNumber, isInternal ? null : url);
    });
  } catch (e) {
    if (pgCode(e) === "23505") {
      const again = await findSavedAgreement(db, actor.userId, input.IdempotencyKey);
      if (again) return done(again, null);
    }
    throw e;
  }
}
