/**
 * What the portal reads from the cooperative's ERP about agreements (spec 1 §7 "Agreements",
 * spec 2 §7): agreements with their lines, farm samples, price hedgings, weigh-ins and forage
 * analyses. Records are keyed by the ERP's own numbers (agreement number, sample number/provnr,
 * weigh-in number, order number + facility + row), never by our row ids, so a real ERP client can
 * implement the same interface. Quantities of agreements and hedgings are in ton.
 *
 * The interface does not check access: lib/agreements/* decides who may see what and hides the
 * internal-only fields (internalNote, internalMargin, labNote) from customers.
 */
import type { AgreementKind, AgreementStatus } from "@/lib/agreements/constants";

export type { AgreementKind, AgreementStatus };

export interface ErpAgreement {
  agreementNumber: string;
  transId: string;
  customerNumber: string;
  customerName: string;
  market: "se" | "fi";
  kind: AgreementKind;
  agreementType: string;
  status: AgreementStatus;
  year: number;
  harvestYear: number | null;
  /** yyyy-MM-dd */
  validFrom: string;
  validTo: string;
  totalQuantity: number;
  acceptedQuantity: number;
  /** the unit the price is per (ton, kg, st, säck) */
  unit: string;
  price: number | null;
  currency: "SEK" | "EUR";
  priceAreaName: string | null;
  warehouse: string | null;
  deliveryMode: string | null;
  description: string | null;
  handlerName: string | null;
  connectedToAgreementNumber: string | null;
  signedAt: Date | null;
  signedBy: string | null;
  /** the first line's article, as the agreement's headline */
  mainItemNumber: string | null;
  mainItemName: string | null;
  counts: { lines: number; farmSamples: number; priceHedgings: number; weighIns: number; connected: number; forageAnalyses: number };
  /** internal only */
  internalNote: string | null;
  internalMargin: number | null;
}

export interface ErpAgreementLine {
  agreementNumber: string;
  lineNumber: number;
  itemNumber: string;
  itemName: string;
  sort: string | null;
  quantity: number;
  deliveredQuantity: number;
  unit: string;
  price: number | null;
  discountPerUnit: number;
  termSupplement: number;
  deliveryPeriod: string | null;
  warehouse: string | null;
}

export interface ErpAnalysisValue {
  code: string;
  value: number;
  unit: string;
}

export interface ErpFarmSample {
  sampleNumber: string;
  agreementNumber: string;
  takenAt: string;
  itemNumber: string;
  itemName: string;
  sort: string | null;
  status: "received" | "analysed";
  analysedAt: string | null;
  values: ErpAnalysisValue[];
  /** internal only */
  labNote: string | null;
}

export interface ErpPriceHedging {
  hedgeNumber: string;
  agreementNumber: string;
  hedgedAt: string;
  quantity: number;
  price: number;
  currency: "SEK" | "EUR";
  pricePeriod: string;
  status: "active" | "delivered" | "cancelled";
  /** internal only */
  internalMargin: number | null;
}

export interface ErpWeighIn {
  weighInNumber: string;
  customerNumber: string;
  agreementNumber: string | null;
  orderNumber: string;
  fabricId: string;
  facilityName: string;
  rowNumber: number;
  weighedAt: Date;
  /** the weighing day in the customer's market time zone, yyyy-MM-dd */
  date: string;
  itemNumber: string;
  itemName: string;
  sort: string | null;
  harvestYear: number | null;
  vehicleRegistration: string | null;
  grossKg: number;
  tareKg: number;
  netKg: number;
  settledKg: number | null;
  moisture: number | null;
  protein: number | null;
  hectolitreWeight: number | null;
  fallingNumber: number | null;
  /** internal only */
  internalNote: string | null;
}

/** Weigh-ins of an agreement summed per day and sort (the rows that open "more info"). */
export interface ErpDeliveryDay {
  agreementNumber: string;
  date: string;
  sort: string | null;
  itemName: string;
  loads: number;
  netKg: number;
  settledKg: number;
}

export interface ErpForageAnalysis {
  sampleNumber: string;
  agreementNumber: string;
  harvestYear: number;
  cut: number | null;
  sampledAt: string;
  description: string | null;
  status: "received" | "analysed";
  analysedAt: string | null;
  values: ErpAnalysisValue[];
  /** internal only */
  labNote: string | null;
}

export interface AgreementQuery {
  customerNumber: string;
  kind?: AgreementKind;
  statuses?: readonly AgreementStatus[];
  year?: number;
  /** "top": only agreements not connected to another; a number: the agreements connected to it */
  connectedTo?: string;
}

export interface WeighInQuery {
  agreementNumber?: string;
  /** yyyy-MM-dd in the customer's market time zone */
  date?: string;
  /** null: weigh-ins without a sort */
  sort?: string | null;
  orderNumber?: string;
  fabricId?: string;
  rowNumber?: number;
}

/** The agreement data of the ERP. */
export interface ErpAgreements {
  listAgreements(q: AgreementQuery): Promise<ErpAgreement[]>;
  getAgreement(agreementNumber: string): Promise<ErpAgreement | null>;
  /** the distinct agreement years of a customer's agreements of one kind (top-level only for seed), newest first */
  listAgreementYears(q: { customerNumber: string; kind: AgreementKind }): Promise<number[]>;
  listAgreementLines(agreementNumbers: readonly string[]): Promise<ErpAgreementLine[]>;
  listDeliveryDays(agreementNumbers: readonly string[]): Promise<ErpDeliveryDay[]>;
  listFarmSamples(agreementNumber: string): Promise<ErpFarmSample[]>;
  listPriceHedgings(agreementNumber: string): Promise<ErpPriceHedging[]>;
  listWeighIns(q: WeighInQuery): Promise<ErpWeighIn[]>;
  getWeighIn(weighInNumber: string): Promise<(ErpWeighIn & { values: ErpAnalysisValue[] }) | null>;
  /** harvest years with forage analyses per agreement */
  listForageHarvestYears(agreementNumbers: readonly string[]): Promise<{ agreementNumber: string; harvestYear: number }[]>;
  listForageAnalyses(q: { agreementNumber: string; harvestYear: number }): Promise<ErpForageAnalysis[]>;
  getForageAnalysis(sampleNumber: string): Promise<ErpForageAnalysis | null>;
}
