/**
 * Analysis request calls (spec 2 §3 "Analysis request", §5, §7 "Analysis request", PDF). Field
 * names as the spec; required fields say 'Detta fält är obligatoriskt.', the weight 'Ange vikt i
 * ton'. The form validates with ZSaveAnalysisRequest too.
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { optional, required } from "@/lib/validation/field";
import { customerNumber } from "@/lib/validation/customer-number";
import { email } from "@/lib/validation/email";
import { TRIGGERS } from "./constants";

export const REQUIRED = "analysis.validation.required";
export const WEIGHT = "analysis.validation.weight";
export { TRIGGERS };

const text = (max: number, msg = REQUIRED) =>
  z.string({ error: msg }).transform((s, ctx) => {
    const t = s.trim();
    if (t.length > max) {
      ctx.addIssue({ code: "custom", message: "analysis.validation.tooLong", input: s });
      return z.NEVER;
    }
    return t;
  });
const req = (max: number) => required(text(max), REQUIRED);
const opt = (max: number) => optional(text(max));
const code = (pattern: RegExp) =>
  required(
    z.string({ error: REQUIRED }).transform((s, ctx) => {
      const t = s.trim().toUpperCase();
      if (!pattern.test(t)) {
        ctx.addIssue({ code: "custom", message: REQUIRED, input: s });
        return z.NEVER;
      }
      return t;
    }),
    REQUIRED,
  );

/** Weight in tons: a number above 0 (comma or point), at most 100 000. */
const weight = required(
  z.union([z.string(), z.number()], { error: WEIGHT }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : Number(v.trim().replace(/\s/g, "").replace(",", "."));
    if (!Number.isFinite(n) || n <= 0 || n > 100_000) {
      ctx.addIssue({ code: "custom", message: WEIGHT, input: v });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  }),
  WEIGHT,
);

export const ZSaveAnalysisRequest = z.object({
  Trigger: required(z.enum(TRIGGERS, { error: REQUIRED }), REQUIRED),
  Faci: code(/^[A-Z0-9]{2,10}$/),
  CustomerNumber: customerNumber({ required: true, messages: { required: REQUIRED } }),
  Name: req(120),
  Address: req(120),
  PostalAddress: req(120),
  PhoneNumber: req(30),
  MobilePhone: opt(30),
  Email: email(),
  Article: code(/^[0-9]{3,10}$/),
  ItemDescSort: opt(80),
  AnalysisPackage: code(/^[A-Z0-9_]{1,20}$/),
  Weight: weight,
  OtherInformation: opt(1000),
});
export type TSaveAnalysisInput = z.input<typeof ZSaveAnalysisRequest>;
export type TSaveAnalysisRequest = z.output<typeof ZSaveAnalysisRequest>;
export const ZSaveAnalysisResponse = z.object({ SaveAnalysisResult: z.literal(true), AnalysisId: z.number() });
export type TSaveAnalysisResponse = z.infer<typeof ZSaveAnalysisResponse>;

export const ZCustomerPath = z.object({ customer: customerNumber({ required: true }) });
export const ZCompanyInfoResponse = z.object({
  CustomerNumber: z.string(),
  Name: z.string(),
  Address: z.string(),
  PostalAddress: z.string(),
  PhoneNumber: z.string(),
  MobilePhone: z.string(),
  Email: z.string(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfoResponse>;

const ZOption = z.object({ Value: z.string(), Text: z.string() });
export type TOption = z.infer<typeof ZOption>;
export const ZOptionsResponse = z.array(ZOption);

export const ZFaciPath = z.object({ faci: code(/^[A-Z0-9]{2,10}$/) });
export const ZCustomerListRequest = z.object({ term: optional(text(60)) });
export const ZCustomerListResponse = z.array(z.object({ CustomerNumber: z.string(), Name: z.string() }));

export const ZPackagesPath = z.object({
  faci: code(/^[A-Z0-9]{2,10}$/),
  article: code(/^[0-9]{3,10}$/),
  trigger: required(z.enum(TRIGGERS, { error: REQUIRED }), REQUIRED),
});
export const ZPackageContentPath = z.object({
  package: code(/^[A-Z0-9_]{1,20}$/),
  article: code(/^[0-9]{3,10}$/),
  faci: code(/^[A-Z0-9]{2,10}$/),
});
export const ZPackageContentResponse = z.array(z.object({ Code: z.string(), Name: z.string(), Unit: z.string() }));
export type TPackageContent = z.infer<typeof ZPackageContentResponse>;

const id = required(
  z.union([z.string(), z.number()], { error: "analysis.validation.id" }).transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647) {
      ctx.addIssue({ code: "custom", message: "analysis.validation.id", input: v });
      return z.NEVER;
    }
    return Number(s);
  }),
  "analysis.validation.id",
);
export const ZAnalysisIdPath = z.object({ id });
export const ZAnalysisResultResponse = z.object({
  AnalysisId: z.number(),
  Status: z.enum(["ordered", "ready"]),
  StatusText: message(),
  ResultsAt: z.string().nullable(),
  Results: z.array(z.object({ Code: z.string(), Name: z.string(), Value: z.number().nullable(), Unit: z.string() })),
});
export type TAnalysisResult = z.infer<typeof ZAnalysisResultResponse>;

export const ZAnalysisPdfRequest = z.object({
  analysisId: id,
  listingUrl: optional(text(300)),
  pdfUrlSegment: optional(text(100)),
});

/** Staff: the results of one request (code → value); all analyses of its package must have a value. */
export const ZSaveResultsRequest = z.object({
  analysisId: id,
  results: z.record(
    z.string().regex(/^[A-Z0-9_]{1,20}$/),
    z.union([z.string(), z.number()]).transform((v, ctx) => {
      const n = typeof v === "number" ? v : Number(v.trim().replace(",", "."));
      if (!Number.isFinite(n) || (typeof v === "string" && v.trim() === "")) {
        ctx.addIssue({ code: "custom", message: "analysis.validation.value", input: v });
        return z.NEVER;
      }
      return n;
    }),
  ),
});
export const ZSaveResultsResponse = z.object({ isSaved: z.literal(true), AnalysisId: z.number() });
