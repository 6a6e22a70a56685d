/**
 * Requests and replies of the agreement calls (spec 1 §7 "Agreements", spec 2 §7 "Workshop, start
 * pages and agreements"; endpoints.tsv area `agreements`). Parameter names are the spec's. Where
 * the legacy reply was markup (ModelString), the reply is structured data the React components
 * render, keeping the spec's named fields (agreementNumber, acceptedQuantity, TotalQuantity, unit,
 * agreementType, AgreementsCommaseparatedList, ProvNr). Quantities are numbers in ton unless a row
 * says otherwise (`unit`); days are yyyy-MM-dd, points in time ISO 8601.
 *
 * Internal-only fields sit under `internal` and are filled only when the caller is internal staff
 * acting for the customer; replies are passed through these schemas, so nothing else leaves.
 */
import { z } from "zod";
import { customerNumber as customerNumberField, optional, required, swedishDate } from "@/lib/validation";
import { AGREEMENT_KINDS, AGREEMENT_STATUSES, CURRENT_OR_INACTIVE } from "./constants";

// ─── request fields ─────────────────────────────────────────────────────────────────────────

/** JSON bodies may carry numbers where forms carry text. */
const asText = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v);

const digits = (min: number, max: number, key: string) =>
  z.preprocess(
    asText,
    required(
      z
        .string({ error: `agreements.errors.${key}` })
        .trim()
        .regex(new RegExp(`^[0-9]{${min},${max}}$`), `agreements.errors.${key}`),
      `agreements.errors.${key}Required`,
    ),
  );

export const agreementNumberField = () => digits(4, 12, "agreementNumber");
export const customerNumberParam = () => z.preprocess(asText, customerNumberField());
export const transIdField = () => digits(4, 16, "transId");
export const sampleNumberField = () => digits(4, 12, "provnr");
export const weighInNumberField = () => digits(4, 16, "weighInNumber");

/** pageId / currentPageId: the page the call comes from; optional, a positive whole number when given. */
export const pageIdField = () =>
  z.preprocess(
    asText,
    optional(z.coerce.number({ error: "agreements.errors.pageId" }).int("agreements.errors.pageId").positive("agreements.errors.pageId")),
  );

/** A year (seed year, harvest year) in the dropdowns. */
export const yearField = (key = "year") =>
  z.preprocess(
    asText,
    required(
      z.coerce
        .number({ error: `agreements.errors.${key}` })
        .int(`agreements.errors.${key}`)
        .min(2000, `agreements.errors.${key}`)
        .max(2100, `agreements.errors.${key}`),
      `agreements.errors.${key}Required`,
    ),
  );

/**
 * The `{isInternal}` path segment: "1"/"0" (or true/false). It never grants anything: internal
 * fields depend on the caller really being internal staff acting for the customer.
 */
export const isInternalParam = () =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(["0", "1", "true", "false"], { error: "agreements.errors.isInternal" }),
    )
    .transform((v) => v === "1" || v === "true");

const currentOrInactive = () =>
  required(z.enum(CURRENT_OR_INACTIVE, { error: "agreements.errors.selectedvalue" }), "agreements.errors.selectedvalueRequired");

// ─── requests ───────────────────────────────────────────────────────────────────────────────

/** POST /api/myagreements/{grain|forage|feed|merchandise}[-subcustomer]: pageId, activeCustomerNumber. */
export const ZSectionRequest = z.object({
  pageId: pageIdField(),
  activeCustomerNumber: customerNumberParam(),
});
export type TSectionRequest = z.infer<typeof ZSectionRequest>;

/**
 * POST /api/myagreements/seed[-subcustomer]: pageId, activeCustomerNumber; optional
 * agreementNumber (the page's toggle) selects the year of that agreement.
 */
export const ZSeedSectionRequest = ZSectionRequest.extend({
  agreementNumber: z.preprocess(
    asText,
    optional(
      z
        .string()
        .trim()
        .regex(/^[0-9]{4,12}$/, "agreements.errors.agreementNumber"),
    ),
  ),
});
export type TSeedSectionRequest = z.infer<typeof ZSeedSectionRequest>;

/** POST /api/seedagreement/getconnectedseedagreements[-subcustomer]. acceptedQuantity is sent empty and ignored. */
export const ZConnectedSeedRequest = z.object({
  agreementNumber: agreementNumberField(),
  pageId: pageIdField(),
  acceptedQuantity: z.unknown().optional(),
  activeCustomerNumber: customerNumberParam(),
});

/** POST /api/seedagreement/getseedagreements[-subcustomer]: selectedvalue = the seed year. */
export const ZSeedYearRequest = z.object({
  selectedvalue: yearField("selectedvalue"),
  pageId: pageIdField(),
  activeCustomerNumber: customerNumberParam(),
});

/** GET /api/agreement/{farmsample|pricehedging}/{id}/{isInternal}: id = agreement number. */
export const ZAgreementPopupRequest = z.object({
  id: agreementNumberField(),
  isInternal: isInternalParam(),
});

/** GET /api/agreement/{farmsample|pricehedging}-subcustomer/{id}/{customer}/{isInternal}. */
export const ZAgreementPopupSubRequest = ZAgreementPopupRequest.extend({
  customer: customerNumberParam(),
});

/** GET /api/weigh-in/more-info/{id}/{isInternal}?date&sort: id = agreement number; the weigh-ins of that day and sort. */
export const ZWeighInMoreInfoRequest = z.object({
  id: agreementNumberField(),
  isInternal: isInternalParam(),
  date: swedishDate({ required: true, messages: { required: "agreements.errors.dateRequired", valid: "agreements.errors.date" } }),
  sort: z.preprocess(asText, optional(z.string().trim().max(60, "agreements.errors.sort"))),
});

/** GET /api/weigh-in/analyze/{id}/{isInternal}?activeCustomerNumber: id = weigh-in number. */
export const ZWeighInAnalyzeRequest = z.object({
  id: weighInNumberField(),
  isInternal: isInternalParam(),
  activeCustomerNumber: customerNumberParam(),
});

/** GET /api/forageagreement/getharvestyeardata: selectedvalue = harvest year. */
export const ZForageHarvestYearRequest = z.object({
  selectedvalue: yearField("selectedvalue"),
  pageId: pageIdField(),
  agreementNumber: agreementNumberField(),
  customerNumber: customerNumberParam(),
});

/** POST /api/forageagreement/getanalysisresults: provnr. */
export const ZForageAnalysisRequest = z.object({ provnr: sampleNumberField() });

/** POST /api/feedagreement/getfeedagreementarticles: agreementNumber, pageId, unit (ton or kg, default the lines' own), activeCustomerNumber. */
export const ZFeedArticlesRequest = z.object({
  agreementNumber: agreementNumberField(),
  pageId: pageIdField(),
  unit: optional(z.enum(["ton", "kg"], { error: "agreements.errors.unit" })),
  activeCustomerNumber: customerNumberParam(),
});

/** POST /api/tradingagreement/gettradingagreementarticles[-subcustomer]: agreementNumber, agreementType, activeCustomerNumber. */
export const ZTradingArticlesRequest = z.object({
  agreementNumber: agreementNumberField(),
  agreementType: z.preprocess(
    asText,
    required(
      z
        .string()
        .trim()
        .regex(/^[A-Za-zÅÄÖåäö]{2,40}$/, "agreements.errors.agreementType"),
      "agreements.errors.agreementTypeRequired",
    ),
  ),
  activeCustomerNumber: customerNumberParam(),
});

/** POST /api/{feedagreement|tradingagreements}/get…currentorinactive[-subcustomer]: selectedvalue current | inactive. */
export const ZCurrentOrInactiveRequest = z.object({
  selectedvalue: currentOrInactive(),
  pageId: pageIdField(),
  activeCustomerNumber: customerNumberParam(),
});

/** POST /api/agreements/getopenagreements: activeCustomerNumber, currentPageId. */
export const ZOpenAgreementsRequest = z.object({
  activeCustomerNumber: customerNumberParam(),
  currentPageId: pageIdField(),
});

/** POST /api/agreementpdf/ViewAgreement: transid, pageId, agreementnumber → application/pdf. */
export const ZViewAgreementRequest = z.object({
  transid: transIdField(),
  pageId: pageIdField(),
  agreementnumber: agreementNumberField(),
});

/** GET /api/delivery-note/get-deliverynote-pdf: orderNumber, fabricId, rowNumber (optional: all rows) → application/pdf. */
export const ZDeliveryNoteRequest = z.object({
  orderNumber: digits(4, 16, "orderNumber"),
  fabricId: z.preprocess(
    asText,
    required(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{1,10}$/, "agreements.errors.fabricId"),
      "agreements.errors.fabricIdRequired",
    ),
  ),
  rowNumber: z.preprocess(
    asText,
    optional(
      z.coerce.number({ error: "agreements.errors.rowNumber" }).int("agreements.errors.rowNumber").positive("agreements.errors.rowNumber"),
    ),
  ),
});

// ─── replies ────────────────────────────────────────────────────────────────────────────────

const currency = z.enum(["SEK", "EUR"]);

export const ZAnalysisResult = z.object({ code: z.string(), value: z.number(), unit: z.string() });
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>;

export const ZAgreementLine = z.object({
  lineNumber: z.number().int(),
  itemNumber: z.string(),
  itemName: z.string(),
  sort: z.string().nullable(),
  quantity: z.number(),
  deliveredQuantity: z.number(),
  remainingQuantity: z.number(),
  unit: z.string(),
  price: z.number().nullable(),
  discountPerUnit: z.number(),
  termSupplement: z.number(),
  deliveryPeriod: z.string().nullable(),
  warehouse: z.string().nullable(),
});
export type TAgreementLine = z.infer<typeof ZAgreementLine>;

export const ZDeliveryDay = z.object({
  date: z.string(),
  sort: z.string().nullable(),
  itemName: z.string(),
  loads: z.number().int(),
  netKg: z.number(),
  settledKg: z.number(),
});
export type TDeliveryDay = z.infer<typeof ZDeliveryDay>;

/** Internal staff only. */
export const ZAgreementInternal = z.object({ note: z.string().nullable(), margin: z.number().nullable() });

/** One agreement row of a section (spec 1 §3 "Agreement"). acceptedQuantity and TotalQuantity in ton. */
export const ZAgreementRow = z.object({
  agreementNumber: z.string(),
  transId: z.string(),
  customerNumber: z.string(),
  kind: z.enum(AGREEMENT_KINDS),
  agreementType: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  year: z.number().int(),
  harvestYear: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  description: z.string().nullable(),
  acceptedQuantity: z.number(),
  TotalQuantity: z.number(),
  remainingQuantity: z.number(),
  /** the unit the price is per */
  unit: z.string(),
  price: z.number().nullable(),
  currency,
  priceArea: z.string().nullable(),
  warehouse: z.string().nullable(),
  deliveryMode: z.string().nullable(),
  handlerName: z.string().nullable(),
  connectedToAgreementNumber: z.string().nullable(),
  connectedCount: z.number().int(),
  signedAt: z.string().nullable(),
  signedBy: z.string().nullable(),
  hasFarmSamples: z.boolean(),
  hasPriceHedgings: z.boolean(),
  hasWeighIns: z.boolean(),
  internal: ZAgreementInternal.optional(),
});
export type TAgreementRow = z.infer<typeof ZAgreementRow>;

/** Grain rows carry their lines and the weigh-ins summed per day and sort (each opens "more info"). */
export const ZGrainAgreementRow = ZAgreementRow.extend({ lines: z.array(ZAgreementLine), deliveries: z.array(ZDeliveryDay) });
export type TGrainAgreementRow = z.infer<typeof ZGrainAgreementRow>;

/** Forage rows carry the harvest years that have analyses (newest first) for the row's dropdown. */
export const ZForageAgreementRow = ZAgreementRow.extend({ harvestYears: z.array(z.number().int()) });
export type TForageAgreementRow = z.infer<typeof ZForageAgreementRow>;

export const ZGrainSectionResponse = z.object({ customerNumber: z.string(), agreements: z.array(ZGrainAgreementRow) });
export type TGrainSectionResponse = z.infer<typeof ZGrainSectionResponse>;

export const ZSeedSectionResponse = z.object({
  customerNumber: z.string(),
  years: z.array(z.number().int()),
  selectedYear: z.number().int().nullable(),
  agreements: z.array(ZAgreementRow),
  /** the seed agreements in the list that have connected agreements, comma separated */
  AgreementsCommaseparatedList: z.string(),
});
export type TSeedSectionResponse = z.infer<typeof ZSeedSectionResponse>;

export const ZSeedYearResponse = z.object({
  customerNumber: z.string(),
  selectedValue: z.number().int(),
  agreements: z.array(ZAgreementRow),
  AgreementsCommaseparatedList: z.string(),
});
export type TSeedYearResponse = z.infer<typeof ZSeedYearResponse>;

export const ZConnectedSeedResponse = z.object({
  agreementNumber: z.string(),
  agreements: z.array(ZAgreementRow),
  /** the connected agreements' total quantity, in ton */
  TotalQuantity: z.number(),
  acceptedQuantity: z.number(),
});
export type TConnectedSeedResponse = z.infer<typeof ZConnectedSeedResponse>;

export const ZForageSectionResponse = z.object({ customerNumber: z.string(), agreements: z.array(ZForageAgreementRow) });
export type TForageSectionResponse = z.infer<typeof ZForageSectionResponse>;

/** Feed and merchandise sections and their current/inactive dropdown. */
export const ZStatusSectionResponse = z.object({
  customerNumber: z.string(),
  selectedValue: z.enum(CURRENT_OR_INACTIVE),
  agreements: z.array(ZAgreementRow),
});
export type TStatusSectionResponse = z.infer<typeof ZStatusSectionResponse>;

export const ZFarmSample = z.object({
  ProvNr: z.string(),
  takenAt: z.string(),
  itemNumber: z.string(),
  itemName: z.string(),
  sort: z.string().nullable(),
  status: z.enum(["received", "analysed"]),
  analysedAt: z.string().nullable(),
  results: z.array(ZAnalysisResult),
  internal: z.object({ labNote: z.string().nullable() }).optional(),
});
export type TFarmSample = z.infer<typeof ZFarmSample>;

export const ZFarmSampleResponse = z.object({ agreementNumber: z.string(), customerNumber: z.string(), samples: z.array(ZFarmSample) });
export type TFarmSampleResponse = z.infer<typeof ZFarmSampleResponse>;

export const ZPriceHedging = z.object({
  hedgeNumber: z.string(),
  hedgedAt: z.string(),
  quantity: z.number(),
  price: z.number(),
  currency,
  pricePeriod: z.string(),
  status: z.enum(["active", "delivered", "cancelled"]),
  internal: z.object({ margin: z.number().nullable() }).optional(),
});
export type TPriceHedging = z.infer<typeof ZPriceHedging>;

export const ZPriceHedgingResponse = z.object({
  agreementNumber: z.string(),
  customerNumber: z.string(),
  hedgings: z.array(ZPriceHedging),
  /** hedged quantity (not cancelled), in ton */
  TotalQuantity: z.number(),
  /** quantity-weighted price of the hedgings that count, or null */
  averagePrice: z.number().nullable(),
});
export type TPriceHedgingResponse = z.infer<typeof ZPriceHedgingResponse>;

export const ZWeighIn = z.object({
  weighInNumber: z.string(),
  agreementNumber: z.string().nullable(),
  orderNumber: z.string(),
  fabricId: z.string(),
  facilityName: z.string(),
  rowNumber: z.number().int(),
  weighedAt: z.string(),
  date: z.string(),
  itemNumber: z.string(),
  itemName: z.string(),
  sort: z.string().nullable(),
  harvestYear: z.number().int().nullable(),
  vehicleRegistration: z.string().nullable(),
  grossKg: z.number(),
  tareKg: z.number(),
  netKg: z.number(),
  settledKg: z.number().nullable(),
  moisture: z.number().nullable(),
  protein: z.number().nullable(),
  hectolitreWeight: z.number().nullable(),
  fallingNumber: z.number().nullable(),
  /** GET link of the delivery note PDF of this row */
  deliveryNoteUrl: z.string(),
  internal: z.object({ note: z.string().nullable() }).optional(),
});
export type TWeighIn = z.infer<typeof ZWeighIn>;

export const ZWeighInMoreInfoResponse = z.object({
  agreementNumber: z.string(),
  date: z.string(),
  sort: z.string().nullable(),
  weighIns: z.array(ZWeighIn),
  totalNetKg: z.number(),
  totalSettledKg: z.number(),
});
export type TWeighInMoreInfoResponse = z.infer<typeof ZWeighInMoreInfoResponse>;

export const ZWeighInAnalysisResponse = z.object({ weighIn: ZWeighIn, results: z.array(ZAnalysisResult) });
export type TWeighInAnalysisResponse = z.infer<typeof ZWeighInAnalysisResponse>;

export const ZForageSample = z.object({
  ProvNr: z.string(),
  harvestYear: z.number().int(),
  cut: z.number().int().nullable(),
  sampledAt: z.string(),
  description: z.string().nullable(),
  status: z.enum(["received", "analysed"]),
});
export type TForageSample = z.infer<typeof ZForageSample>;

export const ZForageHarvestYearResponse = z.object({
  agreementNumber: z.string(),
  customerNumber: z.string(),
  harvestYear: z.number().int(),
  harvestYears: z.array(z.number().int()),
  samples: z.array(ZForageSample),
});
export type TForageHarvestYearResponse = z.infer<typeof ZForageHarvestYearResponse>;

export const ZForageAnalysisResponse = ZForageSample.extend({
  agreementNumber: z.string(),
  analysedAt: z.string().nullable(),
  results: z.array(ZAnalysisResult),
  internal: z.object({ labNote: z.string().nullable() }).optional(),
});
export type TForageAnalysisResponse = z.infer<typeof ZForageAnalysisResponse>;

export const ZAgreementArticlesResponse = z.object({
  agreementNumber: z.string(),
  agreementType: z.string(),
  /** the unit line quantities are given in when one was asked for, else null (each line's own) */
  unit: z.string().nullable(),
  articles: z.array(ZAgreementLine),
  TotalQuantity: z.number(),
  acceptedQuantity: z.number(),
  internal: ZAgreementInternal.optional(),
});
export type TAgreementArticlesResponse = z.infer<typeof ZAgreementArticlesResponse>;

export const ZOpenAgreement = ZAgreementRow.extend({ awaitingSignature: z.boolean() });
export type TOpenAgreement = z.infer<typeof ZOpenAgreement>;
export const ZOpenAgreementsResponse = z.object({ customerNumber: z.string(), agreements: z.array(ZOpenAgreement) });
export type TOpenAgreementsResponse = z.infer<typeof ZOpenAgreementsResponse>;
