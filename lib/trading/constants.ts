/**
 * The trading area's vocabulary and limits (spec 2 §3, §5, §9). Pure: no database or framework.
 */
import type { AgreementKind } from "@/lib/agreements/constants";

/** Spec 2 §3 "AgreementType" of the purchasing agreement wizard. */
export const TRADING_AGREEMENT_TYPES = [
  "FastPrisAvtalFoder",
  "Utsadesavtal",
  "Fröavtal",
  "PrissakringUtsadesavtal",
  "PrissakringDepaavtal",
  "Depaavtal",
  "SportAndForwardAvtal",
] as const;
export type TradingAgreementType = (typeof TRADING_AGREEMENT_TYPES)[number];

/** The types `POST /api/agreement/save` makes (FastPrisAvtalFoder goes through the fixed price page). */
export const WIZARD_AGREEMENT_TYPES = [
  "SportAndForwardAvtal",
  "Depaavtal",
  "PrissakringDepaavtal",
  "Utsadesavtal",
  "Fröavtal",
  "PrissakringUtsadesavtal",
] as const satisfies readonly TradingAgreementType[];
export type WizardAgreementType = (typeof WIZARD_AGREEMENT_TYPES)[number];

/** The `agreements.kind` of each type. */
export const KIND_OF: Record<WizardAgreementType, AgreementKind> = {
  SportAndForwardAvtal: "grain",
  Depaavtal: "grain",
  PrissakringDepaavtal: "grain",
  Utsadesavtal: "seed",
  Fröavtal: "seed",
  PrissakringUtsadesavtal: "seed",
};

/** Depot (storage) types: prices and periods of the storage list, delivery mode Depa. */
export const DEPA_TYPES: readonly WizardAgreementType[] = ["Depaavtal", "PrissakringDepaavtal"];
/** Price protection of an existing agreement of the customer ("Välj avtal"). */
export const HEDGE_TYPES: readonly WizardAgreementType[] = ["PrissakringDepaavtal", "PrissakringUtsadesavtal"];
/** The agreement a hedge type protects must be of this type. */
export const HEDGED_TYPE: Partial<Record<WizardAgreementType, string>> = {
  PrissakringDepaavtal: "Depaavtal",
  PrissakringUtsadesavtal: "Utsadesavtal",
};
/** Seed types carry the five area fields (hectares), summed to the customer's total area. */
export const SEED_TYPES: readonly WizardAgreementType[] = ["Utsadesavtal", "Fröavtal", "PrissakringUtsadesavtal"];
export const AREA_FIELDS = ["Area1", "Area2", "Area3", "Area4", "Area5"] as const;

/** WatchType of a spot-and-forward agreement: a fixed price now, or a price watch. */
export const WATCH_TYPES = ["FixedPrice", "WatchPrice"] as const;
export type WatchType = (typeof WATCH_TYPES)[number];
/** TargetAction of a price watch: a notice, or the agreement made at that price and sent for signing. */
export const TARGET_ACTIONS = ["notify", "sign"] as const;
export type TargetAction = (typeof TARGET_ACTIONS)[number];

export const DELIVERY_MODES = ["Spon", "Depa"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Spec 2 §9: default minimum price 500 kr/ton; no maximum unless configured. */
export const MIN_PRICE = 500;
export const MAX_PRICE: number | null = null;

/**
 * The committed quantity's limits per period (CommitQuantityMin/Max), ton: the ERP's values for
 * the legacy portal, not shown in the spec. Seed agreements are smaller.
 */
export const QUANTITY_LIMITS = {
  grain: { min: 10, max: 3000 },
  seed: { min: 1, max: 500 },
} as const;

/** The price watch step: the end date at most this many days ahead (spec 2 §9). */
export const WATCH_MAX_DAYS = 60;

/** Signing links live this long (configurable: SIGNING_LINK_DAYS). */
export const DEFAULT_SIGNING_LINK_DAYS = 14;
/** The one-time code: six digits, valid 10 minutes, five tries. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** The agreement's document id: "9" and the agreement number (digits, unique like the number). */
export const transIdOf = (agreementNumber: string) => `9${agreementNumber}`;

/** Spec 2 §3: the personal number shown masked except its last 4 digits. */
export function maskPersonalNumber(pn: string | null | undefined): string {
  const digits = (pn ?? "").replace(/\D/g, "");
  if (digits.length < 4) return "";
  return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** "1;2026-12-01" → { priceTypeId: 1, pricePeriod: "2026-12-01" } (spec 2 §3 AgreementPeriod). */
export function parseAgreementPeriod(value: string): { priceTypeId: number; pricePeriod: string } | null {
  const m = /^([123]);(\d{4}-\d{2}-\d{2})$/.exec(value.trim());
  if (!m) return null;
  return { priceTypeId: Number(m[1]), pricePeriod: m[2]! };
}
