/**
 * The feed-mixing arithmetic (spec 4 §4 "Mixing arithmetic", "Auto-scale option", §5 "Feed mixing",
 * §9 "Weights are rounded to whole kg. Daily intake has 1 decimal."). Pure functions shared by the
 * server (which decides) and the screens (which show the same numbers before the reply arrives).
 * Every weight is in whole kilograms.
 */

/** A weight rounded to whole kg (half up, as the legacy Math.round). */
export const roundKg = (kg: number): number => Math.round(kg);

/** Daily intake per animal = size ÷ animal count, one decimal; null unless the count is a positive number. */
export function dailyIntake(size: number, animalCount: number | null | undefined): number | null {
  if (animalCount === null || animalCount === undefined || !Number.isFinite(animalCount) || animalCount <= 0) return null;
  return Math.round((size / animalCount) * 10) / 10;
}

/**
 * A component's amount after its dry matter changes: original DM × amount ÷ new DM, whole kg.
 * A new DM that is not a positive number leaves the amount as it is.
 */
export function dryMatterAmount(originalDryMatter: number, amount: number, newDryMatter: number): number {
  if (!Number.isFinite(newDryMatter) || newDryMatter <= 0 || !Number.isFinite(originalDryMatter) || originalDryMatter <= 0) return amount;
  return roundKg((originalDryMatter * amount) / newDryMatter);
}

/** Size from the percent input: original × percent ÷ 100, whole kg; empty or 0 percent → the original size. */
export function sizeFromPercent(originalSize: number, percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent) || percent === 0) return originalSize;
  return roundKg((originalSize * percent) / 100);
}

/** Every amount scaled in proportion to a new size: amount × newSize ÷ baseSize, whole kg. */
export function scaleAmounts<T extends { PlannedWeight: number }>(items: readonly T[], baseSize: number, newSize: number): T[] {
  if (!(baseSize > 0) || newSize === baseSize) return items.map((i) => ({ ...i }));
  return items.map((i) => ({ ...i, PlannedWeight: roundKg((i.PlannedWeight * newSize) / baseSize) }));
}

/** The size of a recipe for another animal count: original size × count ÷ original count, whole kg. */
export function sizeForAnimals(originalSize: number, originalAnimalCount: number, animalCount: number): number {
  if (!(originalAnimalCount > 0) || !(animalCount > 0)) return originalSize;
  return roundKg((originalSize * animalCount) / originalAnimalCount);
}

export interface MixRow {
  SortOrder: number;
  PlannedWeight: number;
  ActualWeight: number | null;
  MixUpdated: boolean;
  ActualSortOrder: number | null;
}

/** Sum of the finished components' actual amounts. */
export const loadedSoFar = (rows: readonly MixRow[]): number =>
  rows.reduce((sum, r) => sum + (r.MixUpdated && r.ActualWeight !== null ? r.ActualWeight : 0), 0);

/** Expected cumulative reading: the finished components' actual amounts plus the current component's planned amount. */
export function expectedCumulative(rows: readonly MixRow[], currentSortOrder: number): number | null {
  const current = rows.find((r) => r.SortOrder === currentSortOrder);
  if (!current || current.MixUpdated) return null;
  return loadedSoFar(rows) + current.PlannedWeight;
}

export type ReadingResult =
  | { ok: true; actualWeight: number; difference: number; expected: number; actualSortOrder: number }
  | { ok: false; error: "unknownComponent" | "alreadyUpdated" | "belowLoaded" | "invalid" };

/**
 * The scale's actual cumulative reading for the current component. The difference to the expected
 * cumulative amount is added to, or taken from, the current component: its actual weight is the
 * reading minus what was loaded before (whole kg). A reading below what was already loaded is refused.
 */
export function applyReading(rows: readonly MixRow[], currentSortOrder: number, reading: number): ReadingResult {
  if (!Number.isFinite(reading) || reading < 0) return { ok: false, error: "invalid" };
  const current = rows.find((r) => r.SortOrder === currentSortOrder);
  if (!current) return { ok: false, error: "unknownComponent" };
  if (current.MixUpdated) return { ok: false, error: "alreadyUpdated" };
  const before = loadedSoFar(rows);
  const value = roundKg(reading);
  if (value < before) return { ok: false, error: "belowLoaded" };
  const expected = before + current.PlannedWeight;
  const actualSortOrder = rows.filter((r) => r.MixUpdated).length + 1;
  return { ok: true, actualWeight: value - before, difference: value - expected, expected, actualSortOrder };
}

/** The component confirmed last (highest actual loading position), if any. */
export function mostRecent<T extends MixRow>(rows: readonly T[]): T | undefined {
  return rows.filter((r) => r.MixUpdated).sort((a, b) => (b.ActualSortOrder ?? 0) - (a.ActualSortOrder ?? 0))[0];
}

/**
 * "Calculate final recipe" with auto-scale: the remaining components are scaled by the ratio of the
 * finished components' actual to planned amounts (whole kg). Null when nothing is finished yet, all
 * are finished, or the finished components had no planned weight.
 */
export function scaleRemaining<T extends MixRow>(rows: readonly T[]): { rows: T[]; factor: number } | null {
  const done = rows.filter((r) => r.MixUpdated);
  if (!done.length || done.length === rows.length) return null;
  const planned = done.reduce((s, r) => s + r.PlannedWeight, 0);
  const actual = loadedSoFar(rows);
  if (!(planned > 0)) return null;
  const factor = actual / planned;
  return { factor, rows: rows.map((r) => (r.MixUpdated ? { ...r } : { ...r, PlannedWeight: roundKg(r.PlannedWeight * factor) })) };
}

/**
 * Cancelling the most recent component after "calculate final recipe" (decision 043): the scale
 * factor rested on the finished components, so every planned amount goes back to its pre-scale
 * value (the recipe's amount for this mix) and the final recipe can be calculated again.
 */
export function undoScale<T extends MixRow & { RecipeWeight: number }>(rows: readonly T[]): T[] {
  return rows.map((r) => ({ ...r, PlannedWeight: r.RecipeWeight }));
}

/** The next component in loading order that is not finished yet. */
export function nextComponent<T extends MixRow>(rows: readonly T[]): T | undefined {
  return [...rows].sort((a, b) => a.SortOrder - b.SortOrder).find((r) => !r.MixUpdated);
}

/** Leftovers (refusals) as a share of the mixed ration, in percent with one decimal; null without a mixed amount. */
export function leftoverShare(leftovers: number | null, mixed: number): number | null {
  if (leftovers === null || !(mixed > 0)) return null;
  return Math.round((leftovers / mixed) * 1000) / 10;
}

/** Loading accuracy of a component: actual − planned (kg) and in percent of planned with one decimal. */
export function deviation(planned: number, actual: number | null): { kg: number; percent: number | null } | null {
  if (actual === null) return null;
  return { kg: actual - planned, percent: planned > 0 ? Math.round(((actual - planned) / planned) * 1000) / 10 : null };
}

/** Stepper bounds and steps (spec 4 §9): step 10, 5 for the final amount; hold repeats after 200 ms, then every 100 ms. */
export const STEPPER = { step: 10, finalStep: 5, repeatDelayMs: 200, repeatIntervalMs: 100 } as const;

/** Limits of the inputs (kg, animals, percent, dry matter %). */
export const LIMITS = {
  weight: { min: 0, max: 100_000 },
  size: { min: 1, max: 100_000 },
  animals: { min: 1, max: 10_000 },
  percent: { min: 0, max: 500 },
  dryMatter: { min: 1, max: 100 },
  leftover: { min: 0, max: 100_000 },
} as const;

/** One stepper press: value ± step, clamped to [min, max]. */
export function stepValue(value: number, direction: 1 | -1, step: number, min: number, max: number): number {
  const next = (Number.isFinite(value) ? value : min) + direction * step;
  return Math.min(max, Math.max(min, next));
}
