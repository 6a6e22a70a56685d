/**
 * The pure rules of the delivery assurance form (spec 1 §4 "Delivery form", §5 "Delivery
 * assurance form", §9; spec 2 §4/§5 "Delivery assurance step 2"), shared by the form and the
 * server through ./schemas.ts. Dates are local dates (yyyy-MM-dd) of the market's time zone; the rules
 * that need the clock (today in the market's time zone) are in ./date-rules.ts, so the form's first
 * load carries no time-zone code.
 */
import { addDays } from "@/lib/market/calendar";

/** One lorry load: 1 to 39 tons (spec 1 §9). */
export const QUANTITY_MIN_TONS = 1;
export const QUANTITY_MAX_TONS = 39;
/** Own farm transport: from this local hour, tomorrow is refused too (spec 1 §5, §9). */
export const OWN_TRANSPORT_CUTOFF_HOUR = 9;
/** Step 2 "create more like this": at most this many at once (our limit, the spec names none). */
export const MAX_NO_OF_NEW = 20;

/** Transportation: own farm transport, or one of the cooperative's transport terms. */
export const OWN_TRANSPORT = "OWN";
export const TERMS_OPTIONS = ["FRITT_GARD", "FRITT_LAGER"] as const;
export const TRANSPORTATIONS = [OWN_TRANSPORT, ...TERMS_OPTIONS] as const;
export type Transportation = (typeof TRANSPORTATIONS)[number];

/** DeliveryType values (spec 2 §9). */
export const DELIVERY_TYPES = ["Spon", "Depa"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The per-market settings the rules read (db delivery_assurance_settings). */
export interface DeliveryAssuranceSettingsView {
  glyphosateActive: boolean;
  nightLoadingActive: boolean;
  loadHeightActive: boolean;
  warehouseListActive: boolean;
  /** yyyy-MM-dd */
  harvestFrom: string;
  harvestTo: string;
  preDays: number;
  postDays: number;
}

/** The dates a delivery may be promised for: the harvest period widened by the pre/post days. */
export function deliveryWindow(s: DeliveryAssuranceSettingsView): { from: string; to: string } {
  return { from: addDays(s.harvestFrom, -s.preDays), to: addDays(s.harvestTo, s.postDays) };
}

export const isInHarvestPeriod = (date: string, s: DeliveryAssuranceSettingsView): boolean => date >= s.harvestFrom && date <= s.harvestTo;

/**
 * Which conditional questions apply (spec 1 §4, §5, §9): lorry type for own farm transport; night
 * loading when active and own farm transport; load height when active, own farm transport and a
 * delivery date within the harvest period; glyphosate when active.
 */
export function activeQuestions(
  s: DeliveryAssuranceSettingsView,
  v: { transportation?: string | null; deliveryDate?: string | null },
): { lorryType: boolean; nightLoading: boolean; loadHeight: boolean; glyphosate: boolean } {
  const own = v.transportation === OWN_TRANSPORT;
  return {
    lorryType: own,
    nightLoading: own && s.nightLoadingActive,
    loadHeight: own && s.loadHeightActive && Boolean(v.deliveryDate) && isInHarvestPeriod(v.deliveryDate!, s),
    glyphosate: s.glyphosateActive,
  };
}

/** Quantity in tons: comma or dot decimals, 1–39. */
export function parseQuantity(raw: string): number | "range" {
  const s = raw.trim().replace(/\s/g, "");
  if (!/^\d+([.,]\d{1,3})?$/.test(s)) return "range";
  const n = Number(s.replace(",", "."));
  return n >= QUANTITY_MIN_TONS && n <= QUANTITY_MAX_TONS ? n : "range";
}

/** A form value as it arrives: text from the form, or a JSON scalar. */
export type FormScalar = string | number | boolean | null | undefined;

/** noOfNew (spec 2 §5): digits only, 1 to MAX_NO_OF_NEW. */
export function checkNoOfNew(raw: FormScalar): { ok: true; value: number } | { ok: false; error: "required" | "digits" | "range" } {
  const s = raw === undefined || raw === null ? "" : String(raw).trim();
  if (!s) return { ok: false, error: "required" };
  if (!/^\d+$/.test(s)) return { ok: false, error: "digits" };
  const n = Number(s);
  return n >= 1 && n <= MAX_NO_OF_NEW ? { ok: true, value: n } : { ok: false, error: "range" };
}

/** A ja/nej answer: "ja"/"nej", "true"/"false", "1"/"0" or a boolean; undefined when not answered. */
export function parseYesNo(raw: FormScalar): boolean | undefined | "invalid" {
  if (typeof raw === "boolean") return raw;
  if (raw === undefined || raw === null) return undefined;
  const s = String(raw).trim().toLowerCase();
  if (s === "") return undefined;
  if (s === "ja" || s === "true" || s === "1" || s === "kyllä") return true;
  if (s === "nej" || s === "false" || s === "0" || s === "ei") return false;
  return "invalid";
}
