/**
 * Requests and replies of the delivery fee calls. The request schema is shared by the calculator
 * form (zodResolver) and POST /api/deliveryfee/calculate; its messages are translation keys whose
 * Swedish texts are spec 1 §5 "Delivery fee calculator" and spec 2 §5 "Calculate dialog" verbatim.
 */
import { z } from "zod";
import { isBlank, optional, required } from "@/lib/validation/field";
import { customerNumber } from "@/lib/validation/customer-number";
import { swedishDate } from "@/lib/validation/date";
import { checkQuantity } from "./fee-rules";

export const DELIVERY_FEE_MESSAGES = {
  lorryType: "deliveryFee.validation.lorryType",
  deliveryAddress: "deliveryFee.validation.deliveryAddress",
  quantity: {
    required: "deliveryFee.validation.quantity.required",
    numeric: "deliveryFee.validation.quantity.numeric",
    min: "deliveryFee.validation.quantity.min",
    tooLarge: "deliveryFee.validation.quantity.tooLarge",
  },
  deliveryDate: "deliveryFee.validation.deliveryDate",
  itemId: "deliveryFee.validation.itemId",
  supplier: "deliveryFee.validation.supplier",
  sort: "deliveryFee.validation.sort",
  isInternal: "deliveryFee.validation.isInternal",
} as const;

const M = DELIVERY_FEE_MESSAGES;

/** A code or item number chosen from a list: trimmed text, at most `max` characters. */
const choice = (message: string, max: number) =>
  required(
    z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
      const s = String(v).trim();
      if (s.length > max || !/^[\p{L}\p{N}_.-]+$/u.test(s)) {
        ctx.addIssue({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return s;
    }),
    message,
  );

/** Quantity in tons, see checkQuantity (fee-rules.ts). */
const quantity = z.unknown().transform((raw, ctx) => {
  const r = checkQuantity(raw);
  if (r.ok) return r.value;
  ctx.addIssue({ code: "custom", message: M.quantity[r.error], input: raw });
  return z.NEVER;
});

/** The id of one of the customer's delivery addresses (a positive whole number). */
const deliveryAddressId = required(
  z.union([z.string(), z.number()], { error: M.deliveryAddress }).transform((v, ctx) => {
    const s = String(v).trim();
    const n = /^[1-9]\d{0,9}$/.test(s) ? Number(s) : NaN;
    if (!Number.isSafeInteger(n) || n > 2_147_483_647) {
      ctx.addIssue({ code: "custom", message: M.deliveryAddress, input: v });
      return z.NEVER;
    }
    return n;
  }),
  M.deliveryAddress,
);

/** The page value IsInternal ("1"/"0", true/false). It only ever asks; the server decides. */
const isInternal = z
  .union([z.boolean(), z.string(), z.number(), z.null(), z.undefined()], { error: M.isInternal })
  .transform((v, ctx) => {
    if (isBlank(v)) return undefined;
    const s = String(v).trim().toLowerCase();
    if (s === "1" || s === "true") return true;
    if (s === "0" || s === "false") return false;
    ctx.addIssue({ code: "custom", message: M.isInternal, input: v });
    return z.NEVER;
  })
  .optional();

/** The grain variety (sort) the fee is asked for; shown back, does not change the fee. */
const sort = optional(z.string({ error: M.sort }).trim().max(60, { error: M.sort }));

/**
 * POST /api/deliveryfee/calculate (spec 1 §3 "Delivery fee request", §7): supplier, lorryType,
 * deliveryAddressId, quantity, deliveryDate, itemId, isInternal, sort.
 * - supplier: the customer number (the grain supplier) whose address is used; default: the
 *   customer in play. Checked against the actor's customers (403).
 * - lorryType: a lorry type code (leveranssätt), e.g. "BIL_SLAP".
 * - itemId: the freight article (Artikel_Frakt), an item number.
 */
export const ZCalculateDeliveryFeeRequest = z.object({
  supplier: customerNumber({ required: false, messages: { valid: M.supplier } }),
  lorryType: choice(M.lorryType, 20),
  deliveryAddressId,
  quantity,
  deliveryDate: swedishDate({ required: true, messages: { required: M.deliveryDate, valid: M.deliveryDate } }),
  itemId: choice(M.itemId, 20),
  isInternal,
  sort,
});
export type TCalculateDeliveryFeeRequest = z.output<typeof ZCalculateDeliveryFeeRequest>;
/** What the form holds (text fields; the schema turns them into the request). */
export type TCalculateDeliveryFeeInput = z.input<typeof ZCalculateDeliveryFeeRequest>;

/** POST /api/deliveryfee/options: the lists the calculator form offers. */
export const ZDeliveryFeeOptionsRequest = z.object({
  supplier: customerNumber({ required: false, messages: { valid: M.supplier } }),
});
export type TDeliveryFeeOptionsRequest = z.output<typeof ZDeliveryFeeOptionsRequest>;

const ZCurrency = z.enum(["SEK", "EUR"]);

export const ZDeliveryFeeZone = z.object({
  code: z.string(),
  name: z.string(),
  minKm: z.number(),
  maxKm: z.number().nullable(),
});

export const ZLorryTypeOption = z.object({ code: z.string(), name: z.string(), isOwnTransport: z.boolean() });

export const ZDeliveryAddressOption = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  distanceKm: z.number(),
  nearestFacility: z.string().nullable(),
  zone: ZDeliveryFeeZone.nullable(),
});

export const ZFreightItemOption = z.object({ itemId: z.string(), name: z.string() });

export const ZDeliveryFeeOptionsResponse = z.object({
  customerNumber: z.string(),
  currency: ZCurrency,
  lorryTypes: z.array(ZLorryTypeOption),
  deliveryAddresses: z.array(ZDeliveryAddressOption),
  items: z.array(ZFreightItemOption),
});
export type TDeliveryFeeOptionsResponse = z.infer<typeof ZDeliveryFeeOptionsResponse>;
export type TDeliveryAddressOption = z.infer<typeof ZDeliveryAddressOption>;

export const ZBreakdownLine = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("perTon"), quantity: z.number(), feePerTon: z.number(), amount: z.number() }),
  z.object({ kind: z.literal("minimumFee"), minimumFee: z.number(), amount: z.number() }),
]);

/** Internal staff only: which fee row applied and the cooperative's own cost. */
export const ZDeliveryFeeInternal = z.object({
  feeId: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  minTons: z.number(),
  maxTons: z.number().nullable(),
  costPerTon: z.number().nullable(),
  /** fee per ton − cost per ton */
  marginPerTon: z.number().nullable(),
});

const ZResultBase = z.object({
  customerNumber: z.string(),
  currency: ZCurrency,
  quantity: z.number(),
  deliveryDate: z.string(),
  sort: z.string().nullable(),
  lorryType: ZLorryTypeOption,
  deliveryAddress: ZDeliveryAddressOption.omit({ zone: true }),
  item: ZFreightItemOption,
  distanceKm: z.number(),
  zone: ZDeliveryFeeZone.nullable(),
});

/**
 * The calculate reply: structured data instead of the legacy markup (decision 003).
 * found=false: no zone covers the address's distance, or no fee row applies on that date and
 * quantity (spec 1 §8: "price calculation: empty result on error").
 */
export const ZCalculateDeliveryFeeResponse = z.discriminatedUnion("found", [
  ZResultBase.extend({
    found: z.literal(true),
    zone: ZDeliveryFeeZone,
    feePerTon: z.number(),
    effectiveFeePerTon: z.number(),
    minimumFee: z.number().nullable(),
    minimumApplied: z.boolean(),
    total: z.number(),
    breakdown: z.array(ZBreakdownLine),
    internal: ZDeliveryFeeInternal.optional(),
  }),
  ZResultBase.extend({
    found: z.literal(false),
    reason: z.enum(["noZone", "noFee"]),
  }),
]);
export type TCalculateDeliveryFeeResponse = z.infer<typeof ZCalculateDeliveryFeeResponse>;
