/**
 * Request and reply schemas of the trading calls (endpoints.tsv area `trading`, spec 2 §7).
 * Parameter and field names are the spec's. The save's rules are in ./agreement-rules.ts (one
 * function for the wizard and the server); these schemas only read the fields.
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { isBlank } from "@/lib/validation";
import { zId, zItemNumber, ZPricePeriod } from "@/lib/prices/schemas";
import { AREA_FIELDS, TRADING_AGREEMENT_TYPES } from "./constants";

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);
/** A form field read as trimmed text ("" when missing); numbers from JSON become text. */
export const zText = (max = 200) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : typeof v === "number" ? String(v) : v),
    z.string({ error: "errors.BAD_REQUEST" }).trim().max(max, { error: "errors.BAD_REQUEST" }),
  );
/** A checkbox from JSON or a form ("true", "on", "1"). */
export const zCheckbox = z.preprocess((v) => {
  if (typeof v === "string") return ["true", "on", "1", "yes"].includes(v.trim().toLowerCase());
  if (typeof v === "number") return v === 1;
  return v === true;
}, z.boolean());

// ---------- reference calls ----------

/** GET /api/agreement/get-grain-type: priceAreaId, productItemId, agreementType. */
export const ZGetGrainTypeRequest = z.object({
  priceAreaId: zId("prices.validation.area"),
  productItemId: zItemNumber(),
  agreementType: z.preprocess(
    blankToUndefined,
    z.enum(TRADING_AGREEMENT_TYPES, { error: "trading.form.agreementTypeRequired" }).optional(),
  ),
});
/** GET /api/agreement/get-grain-type-spot-agreement: priceAreaId, productItemId. */
export const ZGetGrainTypeSpotRequest = z.object({ priceAreaId: zId("prices.validation.area"), productItemId: zItemNumber() });

export const ZGrainTypesReply = z.object({
  GrainTypes: z.array(z.object({ GrainName: z.string(), ProductItemId: z.string(), ProductItemName: z.string() })),
});
export type TGrainTypesReply = z.infer<typeof ZGrainTypesReply>;

/** GET /api/agreement/get-grain-price-periods(-storage): priceAreaId, productItemId, grainType. */
export const ZGetGrainPricePeriodsRequest = z.object({
  priceAreaId: zId("prices.validation.area"),
  productItemId: zItemNumber(),
  grainType: z.preprocess((v) => v ?? "", z.string().trim().max(80)),
});

/** A price period of the wizard: the prices area's period plus the quantity limits (spec 2 §3 CommitQuantityMin/Max). */
export const ZTradingPricePeriod = ZPricePeriod.extend({
  /** the AgreementPeriod value: "PriceTypeId;PricePeriod" */
  Value: z.string(),
  CommitQuantityMin: z.number(),
  CommitQuantityMax: z.number(),
});
export type TTradingPricePeriod = z.infer<typeof ZTradingPricePeriod>;
export const ZGrainPricePeriodsReply = z.object({
  PricePeriods: z.array(ZTradingPricePeriod),
  PriceDate: z.string().nullable(),
  Currency: z.enum(["SEK", "EUR"]),
  Unit: z.string(),
});
export type TGrainPricePeriodsReply = z.infer<typeof ZGrainPricePeriodsReply>;

/** Receiver (spec 2 §3): Name, Email, MobilePhoneNumber, PersonalNumber (masked), RoleProfileName. */
export const ZReceiver = z.object({
  /** the user's id: the save and send calls name the receiver by it */
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  MobilePhoneNumber: z.string().nullable(),
  /** masked except the last four digits */
  PersonalNumber: z.string(),
  RoleProfileName: z.string(),
});
export type TReceiver = z.infer<typeof ZReceiver>;
export const ZReceiversReply = z.object({ Receivers: z.array(ZReceiver) });

// ---------- save ----------

const areaFields = Object.fromEntries(AREA_FIELDS.map((k) => [k, zText(12)])) as Record<
  (typeof AREA_FIELDS)[number],
  ReturnType<typeof zText>
>;

/** POST /api/agreement/save: the agreement form's fields (spec 2 §3). */
export const ZSaveAgreementRequest = z.object({
  AgreementType: zText(40),
  CustomerNumber: zText(12),
  PriceAreaId: zText(12),
  ProductItemId: zText(12),
  GrainType: zText(80),
  Warehouse: zText(10),
  DeliveryMode: zText(10),
  AgreementPeriod: zText(20),
  CommitQuantity: zText(12),
  IsReserveAgreement: zCheckbox,
  ReserveQuantity: zText(12),
  Price: zText(12),
  UpperPrice: zText(12),
  LowerPrice: zText(12),
  PriceWatchEndDate: zText(10),
  TargetAction: zText(10),
  Approval: zCheckbox,
  WatchType: zText(20),
  AgreementId: zText(12),
  HedgedAgreementType: zText(40),
  ...areaFields,
  /** internal users: the receiver's user id from get-receivers-for-digital-signing (or the fields below) */
  ReceiverId: zText(12),
  ReceiverName: zText(120),
  ReceiverEmail: zText(254),
  ReceiverMobilePhoneNumber: zText(30),
  ReceiverPersonalNumber: zText(20),
  /** one per wizard run: a retry or double click with the same key saves one agreement */
  IdempotencyKey: z
    .string({ error: "trading.form.idempotencyKey" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, { error: "trading.form.idempotencyKey" }),
});
export type TSaveAgreementRequest = z.infer<typeof ZSaveAgreementRequest>;

export const ZSaveAgreementReply = z.object({
  /** "OK" or "Error" (the legacy reply's message); errors come as 400/403 with the spec's texts */
  Message: z.string(),
  AgreementNumber: z.string().nullable(),
  /** external users: the link to sign it themselves (opened in a new tab); internal users: null */
  SigningUrl: z.string().nullable(),
  /** a price watch was saved instead of an agreement */
  PriceWatchId: z.number().int().nullable(),
  Text: message().optional(),
});
export type TSaveAgreementReply = z.input<typeof ZSaveAgreementReply>;

/** POST /api/agreement/send-for-digital-signing (spec 2 §7). SigningUrl is accepted and ignored: the server makes the link. */
export const ZSendForSigningRequest = z.object({
  AgreementNumber: z
    .string({ error: "trading.form.unknownAgreement" })
    .trim()
    .regex(/^\d{4,12}$/, { error: "trading.form.unknownAgreement" }),
  SigningUrl: zText(500).optional(),
  ReceiverId: zText(12),
  ReceiverName: zText(120),
  ReceiverEmail: zText(254),
  ReceiverPersonalNumber: zText(20),
  ReceiverMobilePhoneNumber: zText(30),
  Message: zText(1000),
});
export type TSendForSigningRequest = z.infer<typeof ZSendForSigningRequest>;
export const ZSendForSigningReply = z.object({ Message: z.literal("OK"), AgreementNumber: z.string() });

// ---------- drying agreement ----------

/** POST /api/drying-agreement/save (spec 2 §4 "Drying wizard", §5 "Drying"): the form's fields plus CustomerNumber for internal users. */
export const ZSaveDryingRequest = z.object({
  CustomerNumber: zText(12),
  ProductItemId: zText(12),
  Warehouse: zText(10),
  CommitQuantity: zText(12),
  /** the terms checkbox of steps 2 and 3 */
  AcceptTerms: zCheckbox,
  ReceiverId: zText(12),
  ReceiverName: zText(120),
  ReceiverEmail: zText(254),
  ReceiverMobilePhoneNumber: zText(30),
  ReceiverPersonalNumber: zText(20),
  IdempotencyKey: z
    .string({ error: "trading.form.idempotencyKey" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, { error: "trading.form.idempotencyKey" }),
});
export type TSaveDryingRequest = z.infer<typeof ZSaveDryingRequest>;
