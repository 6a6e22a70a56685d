import { describe, expect, it } from "vitest";
import {
  applyReading,
  dailyIntake,
  deviation,
  dryMatterAmount,
  expectedCumulative,
  leftoverShare,
  mostRecent,
  nextComponent,
  scaleAmounts,
  scaleRemaining,
  sizeForAnimals,
  sizeFromPercent,
  stepValue,
  type MixRow,
} from "./arithmetic";

const row = (
  SortOrder: number,
  PlannedWeight: number,
  ActualWeight: number | null = null,
  ActualSortOrder: number | null = null,
): MixRow => ({
  SortOrder,
  PlannedWeight,
  ActualWeight,
  MixUpdated: ActualWeight !== null,
  ActualSortOrder,
});

describe("daily intake per animal (spec 4 §5: size ÷ animal count, one decimal, only for a positive count)", () => {
  it.each([
    [3000, 60, 50],
    [2750, 60, 45.8],
    [1000, 3, 333.3],
    [100, 7, 14.3],
  ])("%d kg for %d animals → %d", (size, count, want) => expect(dailyIntake(size, count)).toBe(want));
  it.each([0, -5, null, undefined, Number.NaN])("no intake for a count of %s", (c) => expect(dailyIntake(3000, c)).toBeNull());
});

describe("dry matter correction (original DM × amount ÷ new DM, whole kg)", () => {
  it("silage 30 % → 25 %: 1500 kg becomes 1800 kg", () => expect(dryMatterAmount(30, 1500, 25)).toBe(1800));
  it("rounds to whole kg", () => expect(dryMatterAmount(32, 1234, 27)).toBe(Math.round((32 * 1234) / 27)));
  it("33 % → 35 %: 1000 → 943", () => expect(dryMatterAmount(33, 1000, 35)).toBe(943));
  it("keeps the amount for an empty or zero new DM", () => {
    expect(dryMatterAmount(30, 1500, 0)).toBe(1500);
    expect(dryMatterAmount(30, 1500, Number.NaN)).toBe(1500);
  });
});

describe("size and percent scaling", () => {
  it("percent sets size = original × percent ÷ 100, rounded", () => {
    expect(sizeFromPercent(3000, 110)).toBe(3300);
    expect(sizeFromPercent(2755, 33)).toBe(909);
  });
  it.each([null, undefined, 0])("percent %s means the original size", (p) => expect(sizeFromPercent(3000, p)).toBe(3000));
  it("a new size scales every amount in proportion, whole kg", () => {
    const items = [{ PlannedWeight: 1800 }, { PlannedWeight: 455 }, { PlannedWeight: 33 }];
    expect(scaleAmounts(items, 2288, 3000).map((i) => i.PlannedWeight)).toEqual([2360, 597, 43]);
    expect(scaleAmounts(items, 2288, 2288).map((i) => i.PlannedWeight)).toEqual([1800, 455, 33]);
  });
  it("animal count scales the original size", () => {
    expect(sizeForAnimals(3000, 60, 45)).toBe(2250);
    expect(sizeForAnimals(3000, 60, 7)).toBe(350);
    expect(sizeForAnimals(3000, 0, 7)).toBe(3000);
  });
});

describe("mixing arithmetic (spec 4 §4)", () => {
  const rows = [row(1, 1800, 1850, 1), row(2, 600), row(3, 400), row(4, 50)];
  it("expected cumulative = finished actual + current planned", () => {
    expect(expectedCumulative(rows, 2)).toBe(1850 + 600);
    expect(expectedCumulative(rows, 4)).toBe(1850 + 50);
    expect(expectedCumulative(rows, 1)).toBeNull();
  });
  it("an over-shoot is added to the current component", () => {
    expect(applyReading(rows, 2, 2480)).toEqual({ ok: true, actualWeight: 630, difference: 30, expected: 2450, actualSortOrder: 2 });
  });
  it("an under-shoot is taken from the current component", () => {
    expect(applyReading(rows, 2, 2400)).toEqual({ ok: true, actualWeight: 550, difference: -50, expected: 2450, actualSortOrder: 2 });
  });
  it("the user may choose another component next", () => {
    expect(applyReading(rows, 4, 1905)).toMatchObject({ ok: true, actualWeight: 55, difference: 5 });
  });
  it("readings are whole kg", () => expect(applyReading(rows, 2, 2450.6)).toMatchObject({ actualWeight: 601 }));
  it("refuses a finished component, an unknown one and a reading below what is loaded", () => {
    expect(applyReading(rows, 1, 4000)).toEqual({ ok: false, error: "alreadyUpdated" });
    expect(applyReading(rows, 9, 4000)).toEqual({ ok: false, error: "unknownComponent" });
    expect(applyReading(rows, 2, 1800)).toEqual({ ok: false, error: "belowLoaded" });
    expect(applyReading(rows, 2, -1)).toEqual({ ok: false, error: "invalid" });
  });
  it("most recent and next component", () => {
    const r = [row(1, 100, 110, 2), row(2, 100, 90, 1), row(3, 100)];
    expect(mostRecent(r)?.SortOrder).toBe(1);
    expect(nextComponent(r)?.SortOrder).toBe(3);
  });
});

describe("auto-scale of the remaining components", () => {
  it("scales the rest by actual ÷ planned of the finished ones", () => {
    const r = scaleRemaining([row(1, 1800, 1980, 1), row(2, 600), row(3, 45)]);
    expect(r?.factor).toBeCloseTo(1.1);
    expect(r?.rows.map((x) => x.PlannedWeight)).toEqual([1800, 660, 50]);
  });
  it("under-shoot scales down", () => {
    const r = scaleRemaining([row(1, 1000, 900, 1), row(2, 500, 480, 2), row(3, 333)]);
    expect(r?.rows.map((x) => x.PlannedWeight)).toEqual([1000, 500, Math.round((333 * 1380) / 1500)]);
  });
  it("nothing to scale before the first or after the last component", () => {
    expect(scaleRemaining([row(1, 100), row(2, 100)])).toBeNull();
    expect(scaleRemaining([row(1, 100, 100, 1)])).toBeNull();
  });
});

describe("leftovers, deviation, steppers", () => {
  it("leftover share of the mixed ration", () => {
    expect(leftoverShare(150, 3000)).toBe(5);
    expect(leftoverShare(null, 3000)).toBeNull();
    expect(leftoverShare(10, 0)).toBeNull();
  });
  it("deviation per component", () => expect(deviation(600, 630)).toEqual({ kg: 30, percent: 5 }));
  it("steppers respect min and max", () => {
    expect(stepValue(95, 1, 10, 0, 100)).toBe(100);
    expect(stepValue(3, -1, 5, 0, 100)).toBe(0);
    expect(stepValue(50, 1, 5, 0, 100)).toBe(55);
  });
});
