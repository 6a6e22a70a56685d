/**
 * Every rule of the agreement form (spec 2 §5 "Agreement form"), pure: the same function checks
 * the wizard's steps in the browser and the save on the server (with the server's own period,
 * price and limits — never the client's). Messages are translation keys with their values.
 */
import { addDays } from "@/lib/market/calendar";
import { isIsoDate } from "@/lib/validation/date-rules";
import { checkEmail } from "@/lib/validation/email-rules";
import { checkPersonNumber } from "@/lib/validation/person-number-rules";
import {
  AREA_FIELDS,
  DEPA_TYPES,
  HEDGE_TYPES,
  MIN_PRICE,
  MAX_PRICE,
  SEED_TYPES,
  WATCH_MAX_DAYS,
  type WizardAgreementType,
} from "./constants";

export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type FormErrors = Record<string, FieldMessage[]>;

/** The form as typed (strings from inputs; blanks are empty strings or missing). */
export interface AgreementFormValues {
  AgreementType?: string;
  ProductItemId?: string;
  GrainType?: string;
  Warehouse?: string;
  DeliveryMode?: string;
  AgreementPeriod?: string;
  CommitQuantity?: string;
  IsReserveAgreement?: boolean;
  ReserveQuantity?: string;
  Price?: string;
  UpperPrice?: string;
  LowerPrice?: string;
  PriceWatchEndDate?: string;
  TargetAction?: string;
  Approval?: boolean;
  WatchType?: string;
  AgreementId?: string;
  HedgedAgreementType?: string;
  Area1?: string;
  Area2?: string;
  Area3?: string;
  Area4?: string;
  Area5?: string;
  ReceiverName?: string;
  ReceiverEmail?: string;
  ReceiverMobilePhoneNumber?: string;
  ReceiverPersonalNumber?: string;
}

export interface RuleContext {
  /** today in the market, yyyy-MM-dd */
  today: string;
  /** internal staff acting for the customer */
  isInternal: boolean;
  /** the receiver step is shown (internal users) */
  receiverActive: boolean;
  /** the quantity limits of the chosen period (CommitQuantityMin/Max) */
  quantity: { min: number; max: number } | null;
  /** for a price protection: the quantity left on the protected agreement */
  hedgedQuantity?: { min: number; max: number } | null;
  /** mobile check of the market (optional field, validated when given) */
  isMobile?: (value: string) => boolean;
}

const blank = (v: string | undefined | null) => v === undefined || v === null || v.trim() === "";
const DIGITS = /^\d+$/;
const PRICE = /^\d+(?:[.,]\d{1,2})?$/;

export const isPriceWatch = (f: AgreementFormValues) => f.AgreementType === "SportAndForwardAvtal" && f.WatchType === "WatchPrice";

/** Spec 2 §5: the sum of the seed form's five area fields (blank counts 0). */
export function totalArea(f: AgreementFormValues): number {
  return AREA_FIELDS.reduce((sum, k) => sum + (DIGITS.test((f[k] ?? "").trim()) ? Number(f[k]) : 0), 0);
}

const toNumber = (v: string) => Number(v.replace(",", "."));

/** The agreement form step (crop, sort, place, mode, period, quantity, reserve, type extras). */
export function checkAgreementStep(f: AgreementFormValues, ctx: RuleContext): FormErrors {
  const e: FormErrors = {};
  const add = (field: string, key: string, values?: FieldMessage["values"]) => (e[field] ??= []).push({ key, values });
  const type = f.AgreementType as WizardAgreementType | undefined;
  if (blank(f.AgreementType)) add("AgreementType", "trading.form.agreementTypeRequired");
  if (type && HEDGE_TYPES.includes(type) && blank(f.AgreementId)) add("AgreementId", "trading.form.agreementRequired");
  if (type === "PrissakringUtsadesavtal" && blank(f.HedgedAgreementType)) add("HedgedAgreementType", "trading.form.agreementTypeRequired");
  if (type === "SportAndForwardAvtal" && blank(f.WatchType)) add("WatchType", "trading.form.watchTypeRequired");
  if (blank(f.ProductItemId)) add("ProductItemId", "trading.form.productRequired");
  if (blank(f.GrainType)) add("GrainType", "trading.form.grainTypeRequired");
  if (blank(f.DeliveryMode) && !(type && DEPA_TYPES.includes(type))) add("DeliveryMode", "trading.form.deliveryModeRequired");
  if (blank(f.Warehouse)) add("Warehouse", "trading.form.warehouseRequired");
  if (blank(f.AgreementPeriod)) add("AgreementPeriod", "trading.form.periodRequired");

  const q = (f.CommitQuantity ?? "").trim();
  if (!q || !DIGITS.test(q)) add("CommitQuantity", "trading.form.quantityRequired");
  else if (type && HEDGE_TYPES.includes(type) && ctx.hedgedQuantity) {
    const { min, max } = ctx.hedgedQuantity;
    if (Number(q) < min || Number(q) > max) add("CommitQuantity", "trading.form.hedgeQuantityRange", { min, max });
  } else if (ctx.quantity && (Number(q) < ctx.quantity.min || Number(q) > ctx.quantity.max))
    add("CommitQuantity", "trading.form.quantityRange", { min: ctx.quantity.min, max: ctx.quantity.max });

  if (f.IsReserveAgreement) {
    const r = (f.ReserveQuantity ?? "").trim();
    if (!r) add("ReserveQuantity", "trading.form.reserveRequired");
    else if (!DIGITS.test(r)) add("ReserveQuantity", "trading.form.digitsOnly");
    else if (ctx.quantity && Number(r) < ctx.quantity.min) add("ReserveQuantity", "trading.form.reserveMin", { min: ctx.quantity.min });
  }

  // Price: when given (secure price), for internal price-protect depa, and for a seed hedge
  const priceRequired = (ctx.isInternal && type === "PrissakringDepaavtal") || type === "PrissakringUtsadesavtal" || !blank(f.Price);
  if (priceRequired) checkPrice(f.Price, "Price", add, true);

  if (type && SEED_TYPES.includes(type)) {
    for (const k of AREA_FIELDS) {
      const v = (f[k] ?? "").trim();
      if (v && !DIGITS.test(v)) add(k, "trading.form.digitsOnly");
    }
    if (type === "Fröavtal" && blank(f.Area1)) add("Area1", "trading.form.areaRequired");
  }
  return e;
}

function checkPrice(
  value: string | undefined,
  field: string,
  add: (field: string, key: string, values?: FieldMessage["values"]) => void,
  required: boolean,
) {
  const v = (value ?? "").trim();
  if (!v) {
    if (required) add(field, "trading.form.priceRequired");
    return;
  }
  if (!PRICE.test(v)) return add(field, "trading.form.digitsOnly");
  if (toNumber(v) < MIN_PRICE) add(field, "trading.form.priceMin", { min: MIN_PRICE });
  else if (MAX_PRICE !== null && toNumber(v) > MAX_PRICE) add(field, "trading.form.priceMax", { max: MAX_PRICE });
}

/** The price watch step (spec 2 §5): both prices, lower below upper, end date window, action, approval. */
export function checkPriceWatchStep(f: AgreementFormValues, ctx: Pick<RuleContext, "today">): FormErrors {
  const e: FormErrors = {};
  const add = (field: string, key: string, values?: FieldMessage["values"]) => (e[field] ??= []).push({ key, values });
  checkPrice(f.UpperPrice, "UpperPrice", add, true);
  checkPrice(f.LowerPrice, "LowerPrice", add, true);
  if (!e.UpperPrice && !e.LowerPrice && toNumber(f.LowerPrice!) >= toNumber(f.UpperPrice!))
    add("LowerPrice", "trading.form.lowerAboveUpper");
  const end = (f.PriceWatchEndDate ?? "").trim();
  if (!end || !isIsoDate(end) || end < ctx.today) add("PriceWatchEndDate", "trading.form.dateInvalid");
  else if (end > addDays(ctx.today, WATCH_MAX_DAYS)) add("PriceWatchEndDate", "trading.form.watchTooLong");
  if (blank(f.TargetAction) || !["notify", "sign"].includes(f.TargetAction!)) add("TargetAction", "trading.form.targetActionRequired");
  if (!f.Approval) add("Approval", "trading.form.approvalRequired");
  return e;
}

/** The receiver step (internal users): e-mail and personal number required, mobile optional but valid. */
export function checkReceiverStep(f: AgreementFormValues, ctx: Pick<RuleContext, "isMobile">): FormErrors {
  const e: FormErrors = {};
  const add = (field: string, key: string) => (e[field] ??= []).push({ key });
  if (blank(f.ReceiverName)) add("ReceiverName", "trading.form.receiverRequired");
  if (blank(f.ReceiverEmail)) add("ReceiverEmail", "validation.email.required");
  else if (!checkEmail(f.ReceiverEmail!).ok) add("ReceiverEmail", "validation.email.valid");
  if (blank(f.ReceiverPersonalNumber)) add("ReceiverPersonalNumber", "validation.personNumber.required");
  else if (!checkPersonNumber(f.ReceiverPersonalNumber!).ok) add("ReceiverPersonalNumber", "validation.personNumber.valid");
  const m = (f.ReceiverMobilePhoneNumber ?? "").trim();
  if (m && ctx.isMobile && !ctx.isMobile(m)) add("ReceiverMobilePhoneNumber", "validation.mobile.valid");
  return e;
}

/** All steps that apply to the form. */
export function checkAgreementForm(f: AgreementFormValues, ctx: RuleContext): FormErrors {
  return {
    ...checkAgreementStep(f, ctx),
    ...(isPriceWatch(f) ? checkPriceWatchStep(f, ctx) : {}),
    ...(ctx.receiverActive ? checkReceiverStep(f, ctx) : {}),
  };
}

export const hasErrors = (e: FormErrors) => Object.keys(e).length > 0;
