/**
 * Requests and replies of the agro desk's form calls (spec 4 §3, §5, §7 "Forms data"; issue 16;
 * decisions 060–064): /api/epiformsdata/* and /api/warrantyform/*, plus the area's own calls for
 * filing a form or a claim, the claim's status and comments, stores and serial numbers. Field
 * names as the spec writes them; messages are translation keys (locales/{fi,sv}/warranty.json).
 */
import { z } from "zod";
import { isBlank } from "@/lib/validation/field";
import { CLAIM_STATUSES, isClaimStatus, type ClaimStatus } from "./status";
import { parseDay, parseHundredths } from "./money";

export const W = {
  required: "warranty.validation.required",
  tooLong: "warranty.validation.tooLong",
  number: "warranty.validation.number",
  date: "warranty.validation.date",
  email: "warranty.validation.email",
  serial: "warranty.validation.serial",
  store: "warranty.validation.store",
  status: "warranty.validation.status",
  index: "warranty.validation.index",
  paging: "warranty.validation.paging",
  lines: "warranty.validation.lines",
  yesNo: "warranty.validation.yesNo",
  noLines: "warranty.validation.noLines",
  validity: "warranty.validation.validity",
  id: "warranty.validation.id",
  comment: "warranty.validation.comment",
  sameStore: "warranty.validation.sameStore",
} as const;

/** Spec 4 §9: inputs titled for at most 30 characters. */
export const TITLE_MAX = 30;
export const TEXT_MAX = 200;
export const LONG_MAX = 2000;
export const PAGE_SIZE = 20;
export const EXPORT_TAKE = 1000;
export const MAX_LINES = 100;

const trimmed = (max: number) =>
  z.string({ error: W.required }).transform((s, ctx) => {
    const v = s.trim();
    if (v.length > max) {
      ctx.addIssue({ code: "custom", message: W.tooLong, input: s });
      return z.NEVER;
    }
    return v;
  });

function req<S extends z.ZodType>(schema: S) {
  return z.preprocess((v, ctx) => {
    if (isBlank(v)) {
      ctx.addIssue({ code: "custom", message: W.required, input: v });
      return z.NEVER;
    }
    return typeof v === "number" ? String(v) : v;
  }, schema);
}
function opt<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (isBlank(v) ? undefined : typeof v === "number" ? String(v) : v), schema.optional());
}

export const text = (max = TEXT_MAX) => req(trimmed(max));
export const optText = (max = TEXT_MAX) => opt(trimmed(max));

export const serialNumber = z.string({ error: W.serial }).transform((s, ctx) => {
  const v = s.trim().toUpperCase().replace(/\s+/g, "");
  if (!/^[A-Z0-9-]{1,30}$/.test(v)) {
    ctx.addIssue({ code: "custom", message: W.serial, input: s });
    return z.NEVER;
  }
  return v;
});

const day = z.string({ error: W.date }).transform((s, ctx) => {
  const v = parseDay(s);
  if (!v) {
    ctx.addIssue({ code: "custom", message: W.date, input: s });
    return z.NEVER;
  }
  return v;
});
export const reqDay = req(day);
export const optDay = opt(day);

const emailText = z.string({ error: W.email }).transform((s, ctx) => {
  const v = s.trim();
  if (v.length > TEXT_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) {
    ctx.addIssue({ code: "custom", message: W.email, input: s });
    return z.NEVER;
  }
  return v.toLowerCase();
});
export const reqEmail = req(emailText);
export const optEmail = opt(emailText);

const storeNo = z.string({ error: W.store }).transform((s, ctx) => {
  const v = s.trim();
  if (!/^\d{1,12}$/.test(v)) {
    ctx.addIssue({ code: "custom", message: W.store, input: s });
    return z.NEVER;
  }
  return v;
});
export const reqStore = req(storeNo);
export const optStore = opt(storeNo);

const yesNo = z.enum(["Kyllä", "Ei"], { error: W.yesNo });

const bool = z
  .union([z.boolean(), z.string(), z.null(), z.undefined()])
  .transform((v) => v === true || (typeof v === "string" && ["true", "1", "on", "kyllä"].includes(v.trim().toLowerCase())));

const int = (min: number, max: number, key: string) =>
  z.union([z.number(), z.string()], { error: key }).transform((v, ctx) => {
    const n = Number(String(v).trim());
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: key, input: v });
      return z.NEVER;
    }
    return n;
  });

const uuid = z.string({ error: W.id }).transform((s, ctx) => {
  const v = s.trim().toLowerCase();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v)) {
    ctx.addIssue({ code: "custom", message: W.id, input: s });
    return z.NEVER;
  }
  return v;
});
export const reqUuid = req(uuid);

const statuses = z.union([z.string(), z.array(z.string())], { error: W.status }).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean);
  const out: ClaimStatus[] = [];
  for (const p of parts) {
    if (!isClaimStatus(p)) {
      ctx.addIssue({ code: "custom", message: W.status, input: v });
      return z.NEVER;
    }
    if (!out.includes(p)) out.push(p);
  }
  return out;
});

/** The lists' filters (spec 4 §7): query, store, manufacturer, fromDate, toDate, submittedByMe; paging skip/take. */
export const ZListRequest = z.object({
  query: optText(100),
  store: optStore,
  manufacturer: optText(100),
  fromDate: optDay,
  toDate: optDay,
  submittedByMe: opt(bool),
  skip: opt(int(0, 1_000_000, W.paging)),
  take: opt(int(1, EXPORT_TAKE, W.paging)),
});
export type TListRequest = z.infer<typeof ZListRequest>;
export const ZClaimListRequest = ZListRequest.extend({ statuses: opt(statuses) });
export type TClaimListRequest = z.infer<typeof ZClaimListRequest>;

export const ZReleaseRow = z.object({
  SubmittedOn: z.string(),
  Id: z.string(),
  StoreId: z.string(),
  CustomerFirstName: z.string(),
  CustomerLastName: z.string(),
  CustomerBusinessName: z.string().optional(),
  CustomerBusinessId: z.string(),
  CustomerPostOffice: z.string(),
  CustomerEmail: z.string(),
  SalesmenName: z.string(),
  SalesmenEmail: z.string(),
  SalemenStore: z.string(),
  ManufactureName: z.string(),
  Brand: z.string(),
  Model: z.string(),
  SerialNumber: z.string(),
  SparePartsStore: z.string(),
  ServicePointStore: z.string(),
  SubmittedByMe: z.boolean(),
});
export type TReleaseRow = z.infer<typeof ZReleaseRow>;
export const ZReleaseListResponse = z.object({ total: z.number(), skip: z.number(), take: z.number(), rows: z.array(ZReleaseRow) });
export type TReleaseListResponse = z.infer<typeof ZReleaseListResponse>;

export const ZClaimRow = z.object({
  StoreId: z.string(),
  Status: z.enum(CLAIM_STATUSES),
  Id: z.string(),
  HuoltoliikkeenNimi: z.string(),
  Toimipaikka: z.string(),
  PuhelinNumero: z.string(),
  HuoltoliikkeenLaskunNumero: z.string(),
  KoneenSarjanumero: z.string(),
  KoneenMerkkiJaMalli: z.string(),
  TakuunAlkamispaivamaara: z.string(),
  HehtaaritPaalitTunnit: z.string(),
  VaurionPaivamaara: z.string(),
  KorjauksenPaivamaara: z.string(),
  AsiakasEtunimi: z.string(),
  AsiakasSukunimi: z.string(),
  Paivamaara: z.string(),
  Yhteensa: z.string(),
  SubmittedByMe: z.boolean(),
});
export type TClaimRow = z.infer<typeof ZClaimRow>;
export const ZClaimListResponse = z.object({ total: z.number(), skip: z.number(), take: z.number(), rows: z.array(ZClaimRow) });
export type TClaimListResponse = z.infer<typeof ZClaimListResponse>;

/** GET loggedincustomerinfo (spec 4 §3 "Logged-in customer info"). */
export const ZLoggedInInfoResponse = z.object({
  formFields: z.object({
    name: z.string(),
    email: z.string(),
    store: z.string(),
    businessId: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    place: z.string(),
  }),
  dbUser: z.object({
    Name: z.string(),
    Email: z.string(),
    CustomerName: z.string(),
    OrganisationNo: z.string(),
    Street: z.string(),
    Zip: z.string(),
    City: z.string(),
  }),
  StoreId: z.string().nullable(),
  isAdmin: z.boolean(),
  isStore: z.boolean(),
  engineersEmail: z.string(),
});
export type TLoggedInInfoResponse = z.infer<typeof ZLoggedInInfoResponse>;

export const ZSerialRequest = z.object({ serialnumber: req(serialNumber) });
/** Prefill by serial number: the latest form of the machine the actor may see, keyed by FIELD names. */
export const ZSerialResponse = z.object({ found: z.boolean(), values: z.record(z.string(), z.string()) });
export type TSerialResponse = z.infer<typeof ZSerialResponse>;

const ZPreview = z.object({
  customer: z.record(z.string(), z.string()),
  salesman: z.record(z.string(), z.string()),
  machine: z.record(z.string(), z.string()),
  accessories: z.string(),
  engine: z.record(z.string(), z.string()),
  sparePartsStore: z.string(),
  servicePointStore: z.string(),
  releaseDate: z.string(),
  mileageOrHours: z.string(),
  place: z.string(),
  signedOn: z.string(),
  confirmations: z.record(z.string(), z.boolean()),
});
export const ZPreviewResponse = z.object({ Id: z.string(), SubmittedOn: z.string(), old: z.boolean(), preview: ZPreview });
export type TPreviewResponse = z.infer<typeof ZPreviewResponse>;
export const ZSubmissionRequest = z.object({ submissionId: reqUuid });
export const ZOldFormRequest = z.object({ StoreId: reqUuid });

export const ZDeleteEntryRequest = z.object({ storeId: reqUuid });
export const ZDeleteEntryResponse = z.object({ deleted: z.boolean(), kind: z.enum(["release", "old", "claim"]) });

/** The release and warranty form (spec 4 §2, §5; issue 16 item 1). */
export const ZReleaseFormRequest = z.object({
  StoreId: reqStore,
  CustomerFirstName: text(TITLE_MAX),
  CustomerLastName: text(TITLE_MAX),
  CustomerBusinessName: optText(),
  CustomerBusinessId: optText(TITLE_MAX),
  CustomerStreet: text(),
  CustomerZip: text(TITLE_MAX),
  CustomerPostOffice: text(TITLE_MAX),
  CustomerPhone: text(TITLE_MAX),
  CustomerEmail: optEmail,
  SalesmenName: text(),
  SalesmenEmail: reqEmail,
  SalemenStore: text(),
  SalesmenBusinessId: optText(TITLE_MAX),
  SalesmenStreet: optText(),
  SalesmenZip: optText(TITLE_MAX),
  SalesmenCity: optText(TITLE_MAX),
  ProductGroup: text(TITLE_MAX),
  ManufactureName: text(TITLE_MAX),
  Brand: optText(TITLE_MAX),
  Model: text(TITLE_MAX),
  WorkWidth: optText(TITLE_MAX),
  SerialNumber: req(serialNumber),
  Accessories: optText(LONG_MAX),
  EngineManufacturer: optText(TITLE_MAX),
  EngineModel: optText(TITLE_MAX),
  EngineSerialNumber: optText(TITLE_MAX),
  SparePartsStore: reqStore,
  ServicePointStore: reqStore,
  ReleaseDate: reqDay,
  MileageOrHours: text(TITLE_MAX),
  Place: text(TITLE_MAX),
  SignedOn: reqDay,
  UsageManualGiven: req(yesNo),
  WarrantyTermsExplained: req(yesNo),
  MachineInspected: req(yesNo),
  MarketingApproval: req(yesNo),
});
export type TReleaseFormRequest = z.infer<typeof ZReleaseFormRequest>;
export const ZSubmitResponse = z.object({ submissionId: z.string() });
export type TSubmitResponse = z.infer<typeof ZSubmitResponse>;

/** Money and amounts as typed ("12,50"); kept as given, checked as numbers. */
const decimal = z.union([z.string(), z.number()], { error: W.number }).transform((v, ctx) => {
  const h = parseHundredths(v);
  if (h === null) {
    ctx.addIssue({ code: "custom", message: W.number, input: v });
    return z.NEVER;
  }
  return h;
});
const positive = decimal.refine((h) => h > 0, { message: W.number });

/** Spare part line (spec 4 §3): Maara, LMVaraosanumero, VaraosanNimi, AHinta, RivinHinta (recomputed). */
export const ZSparePartIn = z.object({
  Maara: req(positive),
  LMVaraosanumero: text(TITLE_MAX),
  VaraosanNimi: text(),
  AHinta: req(decimal),
  RivinHinta: opt(z.union([z.string(), z.number()])),
});
/** Service hour line (spec 4 §3): TakuutyonHintaPerTunt, Maara, Tyoseloste, Hinta (recomputed). */
export const ZServiceHourIn = z.object({
  TakuutyonHintaPerTunt: req(decimal),
  Maara: req(positive),
  Tyoseloste: text(LONG_MAX),
  Hinta: opt(z.union([z.string(), z.number()])),
});
export const ZSparePartOut = z.object({
  Maara: z.string(),
  LMVaraosanumero: z.string(),
  VaraosanNimi: z.string(),
  AHinta: z.string(),
  RivinHinta: z.string(),
  RivinHintaCents: z.number(),
});
export type TSparePart = z.infer<typeof ZSparePartOut>;
export const ZServiceHourOut = z.object({
  TakuutyonHintaPerTunt: z.string(),
  Maara: z.string(),
  Tyoseloste: z.string(),
  Hinta: z.string(),
  HintaCents: z.number(),
});
export type TServiceHour = z.infer<typeof ZServiceHourOut>;

const partLines = opt(z.array(ZSparePartIn, { error: W.lines }).max(MAX_LINES, { message: W.lines }));
const hourLines = opt(z.array(ZServiceHourIn, { error: W.lines }).max(MAX_LINES, { message: W.lines }));

export const ZAddSparePartRequest = ZSparePartIn.extend({ lines: partLines });
export const ZDeleteSparePartRequest = z.object({ lines: partLines, index: req(int(0, MAX_LINES, W.index)) });
export const ZSparePartsResponse = z.object({ lines: z.array(ZSparePartOut), totalCents: z.number(), total: z.string() });
export type TSparePartsResponse = z.infer<typeof ZSparePartsResponse>;
export const ZAddServiceHoursRequest = ZServiceHourIn.extend({ lines: hourLines });
export const ZDeleteServiceHourRequest = z.object({ lines: hourLines, index: req(int(0, MAX_LINES, W.index)) });
export const ZServiceHoursResponse = z.object({ lines: z.array(ZServiceHourOut), totalCents: z.number(), total: z.string() });
export type TServiceHoursResponse = z.infer<typeof ZServiceHoursResponse>;

/** The warranty claim (spec 4 §3 "Warranty claim form data", "Warranty claim row"; §5). */
export const ZClaimRequest = z.object({
  StoreId: reqStore,
  HuoltoliikkeenNimi: text(),
  Toimipaikka: text(TITLE_MAX),
  PuhelinNumero: text(TITLE_MAX),
  HuoltoliikkeenLaskunNumero: optText(TITLE_MAX),
  AsiakasEtunimi: text(TITLE_MAX),
  AsiakasSukunimi: text(TITLE_MAX),
  AsiakasOsoite: text(),
  AsiakasPostinumero: text(TITLE_MAX),
  AsiakasPostitoimipaikka: text(TITLE_MAX),
  AsiakasPuhelin: text(TITLE_MAX),
  AsiakasSahkoposti: optEmail,
  KoneenSarjanumero: req(serialNumber),
  KoneenMerkkiJaMalli: text(),
  TakuunAlkamispaivamaara: reqDay,
  HehtaaritPaalitTunnit: optText(TITLE_MAX),
  VaurionPaivamaara: optDay,
  KorjauksenPaivamaara: optDay,
  Vikakuvaus: optText(LONG_MAX),
  spareParts: partLines,
  serviceHours: hourLines,
  /** the user accepted the validity warning (needed when the warranty started 366 days or more ago) */
  validityAccepted: opt(bool),
});
export type TClaimRequest = z.infer<typeof ZClaimRequest>;
export const ZClaimSubmitResponse = z.object({
  submissionId: z.string(),
  partsTotal: z.string(),
  workTotal: z.string(),
  total: z.string(),
  totalCents: z.number(),
});
export type TClaimSubmitResponse = z.infer<typeof ZClaimSubmitResponse>;

export const ZClaimDetailRequest = z.object({ id: reqUuid });
export const ZComment = z.object({
  id: z.number(),
  authorName: z.string(),
  side: z.enum(["store", "importer"]),
  body: z.string(),
  statusTo: z.string().nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZClaimDetailResponse = z.object({
  claim: ZClaimRow,
  Vikakuvaus: z.string(),
  spareParts: z.array(ZSparePartOut),
  serviceHours: z.array(ZServiceHourOut),
  partsTotal: z.string(),
  workTotal: z.string(),
  comments: z.array(ZComment),
  nextStatuses: z.array(z.enum(CLAIM_STATUSES)),
  canComment: z.boolean(),
  submitterEmail: z.string(),
});
export type TClaimDetailResponse = z.infer<typeof ZClaimDetailResponse>;

export const ZAddCommentRequest = z.object({ id: reqUuid, body: text(4000) });
export const ZChangeStatusRequest = z.object({
  id: reqUuid,
  from: req(z.enum(CLAIM_STATUSES, { error: W.status })),
  to: req(z.enum(CLAIM_STATUSES, { error: W.status })),
  comment: optText(4000),
});
export const ZChangeStatusResponse = z.object({ status: z.enum(CLAIM_STATUSES) });

/** The submitter move tool: POST /api/warrantyform/submit with EmailId, FromStore, ToStore → the count. */
export const ZMoveRequest = z.object({ EmailId: reqEmail, FromStore: reqStore, ToStore: reqStore });
export const ZMoveResponse = z.object({ count: z.number(), releaseForms: z.number(), claims: z.number() });
export type TMoveResponse = z.infer<typeof ZMoveResponse>;

export const ZStore = z.object({
  StoreId: z.string(),
  Name: z.string(),
  City: z.string(),
  spareParts: z.boolean(),
  servicePoint: z.boolean(),
});
export type TStore = z.infer<typeof ZStore>;
export const ZStoresResponse = z.object({ stores: z.array(ZStore), mine: z.array(z.string()) });
export type TStoresResponse = z.infer<typeof ZStoresResponse>;

export const ZSerialRow = z.object({
  SerialNumber: z.string(),
  ManufactureName: z.string(),
  Model: z.string(),
  Customer: z.string(),
  StoreId: z.string(),
  SubmittedOn: z.string(),
  Id: z.string(),
});
export type TSerialRow = z.infer<typeof ZSerialRow>;
export const ZSerialTableResponse = z.object({ rows: z.array(ZSerialRow) });
export type TSerialTableResponse = z.infer<typeof ZSerialTableResponse>;

export const ZMessageSettings = z.object({ emailOnStatus: bool, emailOnComment: bool });
export type TMessageSettings = z.infer<typeof ZMessageSettings>;
