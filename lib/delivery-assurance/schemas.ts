/**
 * The ONE schema of the delivery assurance form (spec 1 §3 "Delivery assurance form", §4, §5;
 * spec 2 §5 "Delivery assurance step 2"), shared by the form (zodResolver) and
 * POST /api/delivery-assurance/save. Rules that depend on the market's settings, the time of day,
 * whether the warehouse list is shown and how many depot agreements the customer has come in as
 * a context: the form builds it from the page data and the get-warehouse reply, the server from
 * the database. Every field is read leniently and checked in one pass, so all messages show at
 * once (also the conditional ones). Messages are translation keys (locales/{sv,fi}/delivery-assurance.json).
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { normalizeIsoDate } from "@/lib/validation/date";
import { customerNumber } from "@/lib/validation/customer-number";
import {
  activeQuestions,
  checkNoOfNew,
  DELIVERY_TYPES,
  OWN_TRANSPORT,
  parseQuantity,
  parseYesNo,
  TRANSPORTATIONS,
  type DeliveryAssuranceSettingsView,
  type DeliveryType,
  type FormScalar,
  type Transportation,
} from "./rules";
import { checkDeliveryDate, harvestYearOptions } from "./date-rules";
import { DA_MESSAGES, DA_VALIDATION_PREFIX as P } from "./messages";
import { DELIVERY_ASSURANCE_FIELDS } from "./fields";
const M = DA_MESSAGES;

/** What the rules need to know besides the fields. */
export interface DeliveryAssuranceRuleContext {
  settings: DeliveryAssuranceSettingsView;
  /** the market's time zone (Europe/Stockholm, Europe/Helsinki) */
  timeZone: string;
  /** read when the form is checked (tests use fake timers) */
  now?: () => Date;
  /** the warehouse feature is on and get-warehouse returned a list */
  warehouseListVisible: boolean;
  /** the customer's depot agreements (get-warehouse depaAvtals) */
  depaAgreementCount: number;
}

/** A form value as it arrives: text from the form, or JSON scalars. */
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()]).optional();

export { DELIVERY_ASSURANCE_FIELDS };
export type DeliveryAssuranceField = (typeof DELIVERY_ASSURANCE_FIELDS)[number];

const ZFormShape = z.object(
  Object.fromEntries(DELIVERY_ASSURANCE_FIELDS.map((f) => [f, scalar])) as Record<DeliveryAssuranceField, typeof scalar>,
);
/** What the form holds (text of each field). */
export type TDeliveryAssuranceFormValues = z.input<typeof ZFormShape>;

/** The checked values, as the server stores them. */
export interface TDeliveryAssurance {
  Article: string;
  Sort: string | null;
  HarvestYear: number;
  /** tons */
  Quantity: number;
  Torkat: boolean;
  Red: boolean;
  Straforkortat: boolean;
  /** null when the market does not ask */
  Glyfosat: boolean | null;
  Slam: boolean;
  DeliveryType: DeliveryType;
  /** the depot agreement number when Depa (null: the only one is used, filled in by the server) */
  DepaAvtal: string | null;
  DeliveryAddress: number;
  Transportation: Transportation;
  LorryType: string | null;
  NightLoading: boolean | null;
  LoadingHeight: boolean | null;
  DeliveryDate: string;
  Warehouse: string | null;
  OtherInfo: string | null;
  TermsApproved: true;
  /** how many assurances to create: noOfNew when createNew is 1, else 1 */
  count: number;
  confirmDuplicate: boolean;
  idempotencyKey: string | null;
}

const text = (v: FormScalar): string => (v === undefined || v === null ? "" : String(v).trim());
const CODE = /^[\p{L}\p{N}_.-]{1,20}$/u;
/** A request value as text: a string as it is, a number or boolean as written, anything else as its JSON (which no field's rule accepts). */
const asText = (x: unknown): string =>
  typeof x === "string" ? x : typeof x === "number" || typeof x === "boolean" ? String(x) : (JSON.stringify(x) ?? "");

/** The schema for one context (see DeliveryAssuranceRuleContext). */
export function deliveryAssuranceSchema(ctx: DeliveryAssuranceRuleContext) {
  return ZFormShape.transform((v, zc): TDeliveryAssurance => {
    const issue = (path: DeliveryAssuranceField, message: string) => zc.addIssue({ code: "custom", path: [path], message, input: v[path] });
    const now = ctx.now?.() ?? new Date();
    const yesNo = (field: DeliveryAssuranceField, message: string, asked = true): boolean | null => {
      if (!asked) return null;
      const b = parseYesNo(v[field]);
      if (b === undefined || b === "invalid") {
        issue(field, message);
        return null;
      }
      return b;
    };

    const article = text(v.Article);
    if (!CODE.test(article)) issue("Article", M.article);
    const sort = text(v.Sort);
    if (sort.length > 60) issue("Sort", M.sort);

    const year = Number(text(v.HarvestYear));
    if (!harvestYearOptions(now, ctx.timeZone).includes(year)) issue("HarvestYear", M.harvestYear);

    const qText = text(v.Quantity);
    const quantity = qText ? parseQuantity(qText) : "required";
    if (quantity === "required") issue("Quantity", M.quantity.required);
    else if (quantity === "range") issue("Quantity", M.quantity.range);

    const transportation = text(v.Transportation);
    if (!(TRANSPORTATIONS as readonly string[]).includes(transportation)) issue("Transportation", M.transportation);
    const own = transportation === OWN_TRANSPORT;

    const rawDate = text(v.DeliveryDate);
    const date = rawDate ? normalizeIsoDate(rawDate) : undefined;
    if (!date) issue("DeliveryDate", M.deliveryDate.required);
    else {
      const problem = checkDeliveryDate(date, { transportation, now, timeZone: ctx.timeZone, settings: ctx.settings });
      if (problem) issue("DeliveryDate", M.deliveryDate[problem]);
    }
    const asked = activeQuestions(ctx.settings, { transportation, deliveryDate: date });

    const torkat = yesNo("Torkat", M.torkat);
    const red = yesNo("Red", M.red);
    const straforkortat = yesNo("Straforkortat", M.straforkortat);
    const glyfosat = yesNo("Glyfosat", M.glyfosat, asked.glyphosate);
    const slam = yesNo("Slam", M.slam);

    const deliveryType = text(v.DeliveryType);
    if (!(DELIVERY_TYPES as readonly string[]).includes(deliveryType)) issue("DeliveryType", M.deliveryType);
    let depaAvtal: string | null = null;
    if (deliveryType === "Depa") {
      depaAvtal = text(v.DepaAvtal) || null;
      if (ctx.depaAgreementCount === 0) issue("DeliveryType", M.depaAvtal.none);
      else if (ctx.depaAgreementCount > 1 && !depaAvtal) issue("DepaAvtal", M.depaAvtal.required);
      if (depaAvtal && !/^\d{4,12}$/.test(depaAvtal)) issue("DepaAvtal", M.depaAvtal.required);
    }

    const addressText = text(v.DeliveryAddress);
    const address = /^[1-9]\d{0,9}$/.test(addressText) ? Number(addressText) : NaN;
    if (!Number.isSafeInteger(address) || address > 2_147_483_647) issue("DeliveryAddress", M.deliveryAddress);

    let warehouse: string | null = text(v.Warehouse) || null;
    if (warehouse && !/^[A-Z0-9]{2,10}$/.test(warehouse)) issue("Warehouse", M.warehouse);
    if (!warehouse && ctx.settings.warehouseListActive && ctx.warehouseListVisible && !own) issue("Warehouse", M.warehouse);
    if (!ctx.settings.warehouseListActive) warehouse = null;

    let lorryType: string | null = null;
    if (asked.lorryType) {
      lorryType = text(v.LorryType) || null;
      if (!lorryType || !CODE.test(lorryType)) issue("LorryType", M.lorryType);
    }
    const nightLoading = yesNo("NightLoading", M.nightLoading, asked.nightLoading);
    const loadingHeight = yesNo("LoadingHeight", M.loadingHeight, asked.loadHeight);

    const otherInfo = text(v.OtherInfo);
    if (otherInfo.length > 500) issue("OtherInfo", M.otherInfo);

    if (parseYesNo(v.TermsApproved) !== true) issue("TermsApproved", M.termsApproved);

    const createNew = parseYesNo(v.createNew) === true;
    let count = 1;
    if (createNew) {
      const n = checkNoOfNew(v.noOfNew);
      if (n.ok) count = n.value;
      else issue("noOfNew", M.noOfNew[n.error]);
    }

    const key = text(v.idempotencyKey);
    if (key && !/^[A-Za-z0-9_-]{8,80}$/.test(key)) issue("idempotencyKey", M.idempotencyKey);

    return {
      Article: article,
      Sort: sort || null,
      HarvestYear: year,
      Quantity: typeof quantity === "number" ? quantity : 0,
      Torkat: torkat ?? false,
      Red: red ?? false,
      Straforkortat: straforkortat ?? false,
      Glyfosat: glyfosat,
      Slam: slam ?? false,
      DeliveryType: deliveryType as DeliveryType,
      DepaAvtal: depaAvtal,
      DeliveryAddress: address,
      Transportation: transportation as Transportation,
      LorryType: lorryType,
      NightLoading: nightLoading,
      LoadingHeight: loadingHeight,
      DeliveryDate: date ?? "",
      Warehouse: warehouse,
      OtherInfo: otherInfo || null,
      TermsApproved: true,
      count,
      confirmDuplicate: parseYesNo(v.confirmDuplicate) === true,
      idempotencyKey: key || null,
    };
  });
}

/**
 * The save call's envelope: the customer (default: the customer in play, scope-checked by the
 * route) and the form's fields, which the domain checks with deliveryAssuranceSchema once it has
 * read the context from the database.
 */
export const ZSaveDeliveryAssuranceRequest = ZFormShape.extend({
  customerNumber: customerNumber({ required: false, messages: { valid: M.customerNumber } }),
});
export type TSaveDeliveryAssuranceRequest = z.output<typeof ZSaveDeliveryAssuranceRequest>;

/** POST /api/delivery-assurance/get-warehouse (spec 2 §7): action, customerNumber, itemName, deliveryDateStr, isInternal. */
export const ZGetWarehouseRequest = z.object({
  /** what changed in the form ("article", "date", "init"); informational */
  action: z.preprocess(
    (x) => (x === null || x === undefined ? undefined : asText(x)),
    z
      .string()
      .max(40, { error: `${P}.action` })
      .optional(),
  ),
  customerNumber: customerNumber({ required: false, messages: { valid: M.customerNumber } }),
  /** the article's item number */
  itemName: z.preprocess(
    (x) => (x === null || x === undefined || asText(x).trim() === "" ? undefined : asText(x).trim()),
    z.string().regex(CODE, { error: M.article }).optional(),
  ),
  deliveryDateStr: z.preprocess(
    (x) => (x === null || x === undefined || asText(x).trim() === "" ? undefined : asText(x)),
    z
      .string()
      .transform((s, c) => normalizeIsoDate(s) ?? (c.addIssue({ code: "custom", message: M.deliveryDate.required, input: s }), z.NEVER))
      .optional(),
  ),
  /** the page value IsInternal: asks only, grants nothing (the server reads the actor's role) */
  isInternal: scalar,
});
export type TGetWarehouseRequest = z.output<typeof ZGetWarehouseRequest>;

const ZKeyValue = z.object({ Key: z.string(), Value: z.string() });
export type KeyValue = z.infer<typeof ZKeyValue>;
export const ZGetWarehouseResponse = z.object({ warehouses: z.array(ZKeyValue), depaAvtals: z.array(ZKeyValue) });
export type TGetWarehouseResponse = z.infer<typeof ZGetWarehouseResponse>;

/** POST /api/delivery-assurance/delete (spec 2 §7): ioNumber, lineNumber. */
export const ZDeleteDeliveryAssuranceRequest = z.object({
  ioNumber: z.preprocess(
    (x) => (x === null || x === undefined ? "" : asText(x).trim()),
    z.string().regex(/^\d{10}$/, { error: `${P}.ioNumber` }),
  ),
  lineNumber: z.preprocess(
    (x) => (x === null || x === undefined || asText(x).trim() === "" ? undefined : Number(asText(x).trim())),
    z
      .number({ error: `${P}.lineNumber` })
      .int({ error: `${P}.lineNumber` })
      .min(1, { error: `${P}.lineNumber` })
      .max(999_999, { error: `${P}.lineNumber` }),
  ),
});
export type TDeleteDeliveryAssuranceRequest = z.output<typeof ZDeleteDeliveryAssuranceRequest>;

/** `message` is a message key from the domain, rendered in the market's language by the wrapper. */
export const ZDeleteDeliveryAssuranceResponse = z.object({ success: z.literal(true), message: message() });
export type TDeleteDeliveryAssuranceResponse = z.infer<typeof ZDeleteDeliveryAssuranceResponse>;

/** A row of step 2 (spec 2 §3 "Delivery assurance": ioNumber, lineNumber). */
export const ZDeliveryAssuranceRow = z.object({
  ioNumber: z.string(),
  lineNumber: z.number(),
  customerNumber: z.string(),
  article: z.object({ itemNumber: z.string(), name: z.string() }),
  sort: z.string().nullable(),
  harvestYear: z.number(),
  /** tons */
  quantity: z.number(),
  deliveryDate: z.string(),
  warehouse: z.object({ code: z.string(), name: z.string() }).nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  depaAvtal: z.string().nullable(),
  transportation: z.enum(TRANSPORTATIONS),
  lorryType: z.string().nullable(),
  deliveryAddressId: z.number(),
  torkat: z.boolean(),
  red: z.boolean(),
  straforkortat: z.boolean(),
  glyfosat: z.boolean().nullable(),
  slam: z.boolean(),
  nightLoading: z.boolean().nullable(),
  loadingHeight: z.boolean().nullable(),
  otherInfo: z.string().nullable(),
  /** an active booking exists on the order */
  booked: z.boolean(),
  /** the order is delivered */
  delivered: z.boolean(),
  createdAt: z.string(),
});
export type DeliveryAssuranceRow = z.infer<typeof ZDeliveryAssuranceRow>;

export const ZSaveDeliveryAssuranceResponse = z.object({
  success: z.literal(true),
  /** false when the idempotency key had already created these rows */
  created: z.boolean(),
  rows: z.array(ZDeliveryAssuranceRow),
});
export type TSaveDeliveryAssuranceResponse = z.infer<typeof ZSaveDeliveryAssuranceResponse>;
