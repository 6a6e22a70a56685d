import { describe, expect, it } from "vitest";
import { scaleRows, setAmount, setDryMatter, toRows } from "./edit-draft";

const feed = (FeedId: string, PlannedWeight: number, dm: number) => ({
  FeedId,
  FeedName: FeedId,
  PlannedWeight,
  OriginalPlannedWeight: PlannedWeight,
  ActualWeight: null,
  MixUpdated: false,
  SortOrder: 1,
  ActualSortOrder: null,
  AdditionalItem: false,
  Nutritions: { OriginalDryMatter: dm, DryMatter: dm },
});

describe("edit rows", () => {
  const [silage] = toRows([feed("SILO-1", 2100, 30)]);
  it("dry matter: original DM × amount ÷ new DM, whole kg, without compounding while typing", () => {
    if (!silage) throw new Error("row");
    const typed = setDryMatter(setDryMatter(silage, 2), 25);
    expect(typed.PlannedWeight).toBe(2520);
    expect(setDryMatter(silage, 33).PlannedWeight).toBe(1909);
    expect(setDryMatter(silage, "").PlannedWeight).toBe(2100);
  });
  it("an amount set by hand becomes the base of the next dry matter change", () => {
    if (!silage) throw new Error("row");
    const r = setDryMatter(setAmount(setDryMatter(silage, 25), 2500), 20);
    expect(r.PlannedWeight).toBe(3125);
  });
  it("size scales every amount from the base size", () => {
    const rows = toRows([feed("A", 1800, 30), feed("B", 455, 87)]);
    expect(scaleRows(rows, rows, 2255, 3000).map((r) => r.PlannedWeight)).toEqual([2395, 605]);
  });
});
