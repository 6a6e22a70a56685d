/**
 * Grain trade calls (spec 4 §3 "Grain price row", "Mortgage contract row", §7 Grain trade, §9;
 * issue 15 items 3–6). Field names as the spec writes them (AdditionalInformaton included).
 */
import { z } from "zod";
import { isEmail } from "@/lib/validation/email";
import { normalizeBusinessId } from "@/lib/validation/business-id";
import { CONTRACT_PAGE_SIZE, EXPORT_TAKE, isFinnishPostalCode, MORTGAGE_TYPES, normalizeFinnishPhone } from "./rules";

const MSG = "agrodesk.grain.validation";
const REQUIRED = "agrodesk.validation.required";

// ---- prices -------------------------------------------------------------------------------------

const ZMonthPrice = z.object({ Month: z.string(), Price: z.number().int().nullable(), Id: z.number().int() });
export const ZGrainPriceRow = z.object({
  Id: z.number().int(),
  GrainName: z.string(),
  DeliveryLocation: z.string(),
  GrainType: z.string(),
  MortgageAllowed: z.boolean(),
  MonthPriceList: z.array(ZMonthPrice),
});
export type TGrainPriceRow = z.infer<typeof ZGrainPriceRow>;
export const ZGrainPricesResponse = z.object({ Rows: z.array(ZGrainPriceRow) });

const ZMonthPriceIn = z.object({
  Id: z.coerce
    .number({ error: `${MSG}.id` })
    .int()
    .positive(`${MSG}.id`),
  Month: z
    .string({ error: `${MSG}.month` })
    .trim()
    .regex(/^[0-9/-]{1,10}$/, `${MSG}.month`),
  Price: z.preprocess(
    (v) =>
      v === "" || v === null || v === undefined ? null : typeof v === "string" ? (/^\d{1,6}$/.test(v.trim()) ? Number(v) : Number.NaN) : v,
    z
      .number({ error: `${MSG}.price` })
      .int(`${MSG}.price`)
      .min(0, `${MSG}.price`)
      .max(100000, `${MSG}.price`)
      .nullable(),
  ),
});
const ZRowIn = z.object({ Id: z.coerce.number().int().positive(), MonthPriceList: z.array(ZMonthPriceIn).max(60) });

/** The list of grain rows: a bare JSON array (the spec's body) or { Rows: [...] }. */
export const ZUpdatePricesRequest = z.preprocess(
  (v) => {
    const o = (v ?? {}) as Record<string, unknown>;
    return { Rows: o.body ?? o.Rows ?? o.GrainPriceRows };
  },
  z.object({ Rows: z.array(ZRowIn, { error: `${MSG}.rows` }).max(500) }),
);
export const ZUpdatePricesResponse = z.object({ Success: z.boolean(), Changed: z.number().int() });

export const ZTile = z.object({
  RowId: z.number().int(),
  DeliveryLocation: z.string(),
  Month: z.string().nullable(),
  Price: z.number().int().nullable(),
  /** the contract form with this grain chosen; null when mortgage is not allowed or there is no price */
  Url: z.string().nullable(),
});
export const ZTilesResponse = z.object({
  Blocks: z.array(z.object({ GrainName: z.string(), GrainType: z.string(), Tiles: z.array(ZTile) })),
});
export type TTilesResponse = z.infer<typeof ZTilesResponse>;

// ---- contracts ----------------------------------------------------------------------------------

const text = (max: number) => z.string({ error: REQUIRED }).trim().max(max, `${MSG}.tooLong`);
const required = (max: number) => text(max).min(1, REQUIRED);
const optional = (max: number) => z.preprocess((v) => (v === undefined || v === null ? "" : v), text(max));

/** One contract field set, shared by the form (client checks) and the server. */
export const ZContractRequest = z
  .object({
    MortgageType: z.enum(MORTGAGE_TYPES, { error: `${MSG}.mortgageType` }),
    Firstname: required(100),
    LastName: required(100),
    Address: required(200),
    PostalCode: required(5).refine(isFinnishPostalCode, `${MSG}.postalCode`),
    PostOffice: required(100),
    PhoneNumber: required(30).transform((v, ctx) => {
      const n = normalizeFinnishPhone(v);
      if (!n) {
        ctx.addIssue({ code: "custom", message: `${MSG}.phone` });
        return z.NEVER;
      }
      return n;
    }),
    Email: required(254).refine(isEmail, `${MSG}.email`),
    Company: optional(200),
    VATCode: optional(20).transform((v, ctx) => {
      if (!v) return "";
      const n = normalizeBusinessId(v);
      if (!n) {
        ctx.addIssue({ code: "custom", message: `${MSG}.vatCode` });
        return z.NEVER;
      }
      return n;
    }),
    LoadingBridge: z.preprocess(
      (v) => (v === undefined || v === null ? "" : v),
      z.enum(["", "Kyllä", "Ei"], { error: `${MSG}.loadingBridge` }),
    ),
    LoadingHigh: optional(20),
    Store: required(100),
    Grainname: required(100),
    GrainPrice: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
      z
        .number({ error: `${MSG}.price` })
        .int(`${MSG}.price`)
        .min(0, `${MSG}.price`)
        .max(100000, `${MSG}.price`)
        .nullable(),
    ),
    GrainInput: optional(100),
    GrainWeight: z.preprocess(
      (v) =>
        typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v.replace(",", ".").replace(/\s/g, "")) : Number.NaN,
      z
        .number({ error: `${MSG}.weight` })
        .gt(0, `${MSG}.weight`)
        .max(100000, `${MSG}.weight`),
    ),
    SopimusNumero: optional(30),
    DeliveryLocation: required(100),
    /** yy-mm-dd (the agro-desk picker), not before today */
    DeliveryPeriod: required(10).regex(/^\d{2}-\d{2}-\d{2}$/, `${MSG}.deliveryPeriod`),
    AdditionalInformaton: optional(2000),
  })
  .superRefine((v, ctx) => {
    if (v.Company && !v.VATCode) ctx.addIssue({ code: "custom", path: ["VATCode"], message: REQUIRED });
  });
export type TContractRequest = z.input<typeof ZContractRequest>;
export type TContractInput = z.output<typeof ZContractRequest>;

export const ZContractRow = z.object({
  /** yy-mm-dd HH:mm$id */
  CreatedOn: z.string(),
  MortgageType: z.string(),
  Firstname: z.string(),
  LastName: z.string(),
  Address: z.string(),
  PostalCode: z.string(),
  PostOffice: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  Company: z.string(),
  VATCode: z.string(),
  LoadingBridge: z.string(),
  LoadingHigh: z.string(),
  Store: z.string(),
  Grainname: z.string(),
  GrainPrice: z.number().int().nullable(),
  GrainInput: z.string(),
  GrainWeight: z.number(),
  SopimusNumero: z.string(),
  DeliveryLocation: z.string(),
  DeliveryPeriod: z.string(),
  AdditionalInformaton: z.string(),
});
export type TContractRow = z.infer<typeof ZContractRow>;
export const ZSubmitContractResponse = z.object({ Contract: ZContractRow });

const dateParam = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(10).optional());
export const ZContractsRequest = z.object({
  query: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(100, `${MSG}.query`).optional()),
  fromDate: dateParam,
  toDate: dateParam,
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : Number(v)), z.number().int().min(1).max(100000)),
  pageSize: z.preprocess((v) => (v === undefined || v === "" ? CONTRACT_PAGE_SIZE : Number(v)), z.number().int().min(1).max(100)),
});
export const ZContractsResponse = z.object({ TotalCount: z.number().int(), Contracts: z.array(ZContractRow) });
export type TContractsResponse = z.infer<typeof ZContractsResponse>;

export const ZExportRequest = z.object({
  query: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(100, `${MSG}.query`).optional()),
  fromDate: dateParam,
  toDate: dateParam,
  skip: z.preprocess((v) => (v === undefined || v === "" ? 0 : Number(v)), z.number().int().min(0).max(10_000_000)),
  take: z.preprocess((v) => (v === undefined || v === "" ? EXPORT_TAKE : Number(v)), z.number().int().min(1).max(EXPORT_TAKE)),
});
