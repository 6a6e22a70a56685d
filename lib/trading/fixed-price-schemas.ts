/**
 * Request and reply schemas of the fixed price calls (spec 2 §3 "Fixed price agreement save
 * payload", §7 "Fixed price agreement"). Field names are the spec's; the rules are in
 * ./fixed-price-rules.ts, run again by the server.
 */
import { z } from "zod";
import { zId, zItemNumber } from "@/lib/prices/schemas";
import { customerNumberParam } from "@/lib/agreements/schemas";
import { zText } from "./schemas";

/** GET /api/fixed-price-agreement/article-groups: categoryId (the category code, e.g. 410). */
export const ZArticleGroupsRequest = z.object({ categoryId: zId("fixedPrice.errors.unknownCategory") });
export const ZArticleGroupsReply = z.object({
  Groups: z.array(z.object({ ProductGroupId: z.number().int(), ProductGroupName: z.string() })),
});
export type TArticleGroupsReply = z.infer<typeof ZArticleGroupsReply>;

/** GET /api/fixed-price-agreement/articles: articleGroupId. */
export const ZArticlesRequest = z.object({ articleGroupId: zId("fixedPrice.errors.unknownGroup") });
export const ZArticlesReply = z.object({ Items: z.array(z.object({ ItemNumber: z.string(), ItemName: z.string() })) });
export type TArticlesReply = z.infer<typeof ZArticlesReply>;

/** GET /api/fixed-price-agreement/base-price: articleId (the article number), customerNumber. */
export const ZBasePriceRequest = z.object({
  articleId: zItemNumber("fixedPrice.errors.unknownArticle"),
  customerNumber: customerNumberParam(),
});
export const ZLineLimits = z.object({
  quantityMin: z.number(),
  quantityMax: z.number(),
  discountMin: z.number(),
  discountMax: z.number(),
  supplementMin: z.number(),
  supplementMax: z.number(),
});
export const ZBasePriceReply = z.object({
  articleNr: z.string(),
  articleName: z.string(),
  /** list price, kr/ton */
  defaultPrice: z.number(),
  /** the customer's base price, kr/ton (the list price when the customer has none) */
  customerPrice: z.number(),
  unit: z.literal("Ton"),
  limits: ZLineLimits,
});
export type TBasePriceReply = z.infer<typeof ZBasePriceReply>;

const zAmount = z.preprocess(
  (v) => (v === null || v === undefined || v === "" ? 0 : typeof v === "string" ? Number(v.replace(",", ".")) : v),
  z.number({ error: "errors.BAD_REQUEST" }),
);

/** One line of the save payload (spec 2 §3): price is the page's figure; the server computes its own. */
export const ZFixedPriceLine = z.object({
  articleNr: zItemNumber("fixedPrice.errors.unknownArticle"),
  quantity: zText(12),
  unit: zText(10),
  price: zAmount.optional(),
  termSupplement: zText(12),
  discountPerUnit: zText(12),
});

/** POST /api/fixed-price-agreement/save: the spec's JSON plus the page's idempotency key. */
export const ZSaveFixedPriceRequest = z.object({
  agreementType: zText(40),
  receiverId: zText(12).optional(),
  receiverName: zText(120),
  receiverEmail: zText(254),
  receiverMobilePhoneNumber: zText(30),
  receiverPersonalNumber: zText(20),
  fromDate: zText(10),
  endDate: zText(10),
  customerNumber: zText(12),
  customerName: zText(200),
  callOffAgreementNr: zText(20),
  designation: zText(60),
  agreementsLines: z.array(ZFixedPriceLine, { error: "fixedPrice.errors.noLines" }).max(50, { error: "fixedPrice.errors.tooManyLines" }),
  IdempotencyKey: z
    .string({ error: "trading.form.idempotencyKey" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, { error: "trading.form.idempotencyKey" }),
});
export type TSaveFixedPriceRequest = z.infer<typeof ZSaveFixedPriceRequest>;
