/**
 * The pure rules of the delivery fee (spec 1 §5 "Delivery fee calculator"): the quantity field,
 * the distance zone of an address, the fee row that applies, and the amount. No database here;
 * calculate-delivery-fee.ts feeds these with rows from the fee table.
 */
import { parseDecimal } from "@/lib/validation/number";

/** The largest quantity (tons) the calculator accepts. */
export const MAX_QUANTITY_TONS = 100_000;

export type QuantityProblem = "required" | "numeric" | "min" | "tooLarge";
export type QuantityCheck = { ok: true; value: number } | { ok: false; error: QuantityProblem };

/** Rounds to at most 3 decimals (kilograms). */
const toKg = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Quantity in tons (spec 1 §5: required, numeric, not starting with zero; spec 2 "Calculate
 * dialog": at least 1). Text takes comma or dot decimals and space thousands separators
 * ("12,5", "1 200"). Empty → required; not a number → numeric; starting with 0 ("0", "05",
 * "0,5") or below 1 → min; above MAX_QUANTITY_TONS → tooLarge.
 */
export function checkQuantity(raw: unknown): QuantityCheck {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return { ok: false, error: "required" };
  let n: number | undefined;
  if (typeof raw === "number") {
    n = Number.isFinite(raw) ? raw : undefined;
  } else if (typeof raw === "string") {
    const text = raw.trim();
    n = parseDecimal(text);
    if (n !== undefined && /^0/.test(text)) return { ok: false, error: "min" };
  }
  if (n === undefined) return { ok: false, error: "numeric" };
  if (n < 1) return { ok: false, error: "min" };
  if (n > MAX_QUANTITY_TONS) return { ok: false, error: "tooLarge" };
  return { ok: true, value: toKg(n) };
}

export interface ZoneRow {
  id: number;
  code: string;
  name: string;
  minKm: number;
  /** exclusive; null = no upper limit */
  maxKm: number | null;
}

/** The zone whose [minKm, maxKm) holds the distance, or null. */
export function zoneForDistance<Z extends ZoneRow>(zones: readonly Z[], distanceKm: number): Z | null {
  return zones.find((z) => distanceKm >= z.minKm && (z.maxKm === null || distanceKm < z.maxKm)) ?? null;
}

export interface FeeRow {
  id: number;
  minTons: number;
  /** exclusive; null = no upper limit */
  maxTons: number | null;
  feePerTon: number;
  minimumFee: number | null;
  /** yyyy-MM-dd, inclusive */
  validFrom: string;
  /** yyyy-MM-dd, inclusive; null = until further notice */
  validTo: string | null;
}

/**
 * The fee row for a quantity on a date: quantity in [minTons, maxTons) and date within
 * [validFrom, validTo]. The database keeps rows of one lorry type and zone from overlapping;
 * should two still match, the one valid from the latest date wins.
 */
export function selectFeeRow<R extends FeeRow>(rows: readonly R[], opts: { quantity: number; date: string }): R | null {
  const { quantity, date } = opts;
  const matching = rows.filter(
    (r) =>
      quantity >= r.minTons &&
      (r.maxTons === null || quantity < r.maxTons) &&
      r.validFrom <= date &&
      (r.validTo === null || date <= r.validTo),
  );
  matching.sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : b.id - a.id));
  return matching[0] ?? null;
}

export type BreakdownLine =
  { kind: "perTon"; quantity: number; feePerTon: number; amount: number } | { kind: "minimumFee"; minimumFee: number; amount: number };

export interface FeeAmount {
  /** quantity × fee per ton, rounded to öre/cent */
  perTonAmount: number;
  /** what the customer pays: the per-ton amount, or the minimum fee when that is higher */
  total: number;
  minimumApplied: boolean;
  /** total / quantity, rounded to öre/cent */
  effectiveFeePerTon: number;
  /** the lines that add up to the total */
  breakdown: BreakdownLine[];
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The fee: quantity × fee per ton, raised to the minimum fee when there is one and it is
 * higher (the raise is its own breakdown line). Computed in whole grams × cents, so no
 * floating-point drift: 12.345 t × 38.50 = 475.28.
 */
export function computeFee(opts: { quantity: number; feePerTon: number; minimumFee: number | null }): FeeAmount {
  const grams = Math.round(opts.quantity * 1000);
  const perTonCents = Math.round((grams * cents(opts.feePerTon)) / 1000);
  const minimumCents = opts.minimumFee === null ? 0 : cents(opts.minimumFee);
  const minimumApplied = minimumCents > perTonCents;
  const totalCents = minimumApplied ? minimumCents : perTonCents;
  const breakdown: BreakdownLine[] = [
    { kind: "perTon", quantity: grams / 1000, feePerTon: cents(opts.feePerTon) / 100, amount: perTonCents / 100 },
  ];
  if (minimumApplied) breakdown.push({ kind: "minimumFee", minimumFee: minimumCents / 100, amount: (minimumCents - perTonCents) / 100 });
  return {
    perTonAmount: perTonCents / 100,
    total: totalCents / 100,
    minimumApplied,
    effectiveFeePerTon: grams > 0 ? Math.round((totalCents * 1000) / grams) / 100 : 0,
    breakdown,
  };
}
