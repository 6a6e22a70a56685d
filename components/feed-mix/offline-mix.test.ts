/**
 * The phone applies a cancel after "calculate final recipe" the same way as the server
 * (decision 043): the pre-scale planned amounts come back and the final recipe can be used again.
 */
import { describe, expect, it } from "vitest";
import type { TMix } from "@/lib/feed-mix/schemas";
import { applyOp } from "./offline-mix";

const feed = (SortOrder: number, w: number) => ({
  FeedId: `f${SortOrder}`,
  FeedName: `Rehu ${SortOrder}`,
  PlannedWeight: w,
  RecipeWeight: w,
  ActualWeight: null,
  MixUpdated: false,
  SortOrder,
  ActualSortOrder: null,
  AdditionalItem: false,
});
const MIX: TMix = {
  MixId: 1,
  RecipeId: 1,
  MixName: "Testi",
  AnimalCount: 60,
  OriginalWeight: 3000,
  LoadedWeight: 0,
  ScaleAccordingToFirstItem: true,
  ScaleButtonEnabled: false,
  Scaled: false,
  Done: false,
  NextSortOrder: 1,
  ExpectedCumulative: 2000,
  StartedOn: "2026-11-26T10:00:00Z",
  Feeds: [feed(1, 2000), feed(2, 600), feed(3, 400)],
};
const op = <C extends string, P>(call: C, params: P) => ({ call, key: "k", params }) as never;

describe("offline mix: cancel after the final recipe", () => {
  it("restores the pre-scale planned amounts and enables the final recipe again", () => {
    let m = applyOp(MIX, op("updatemix", { mixId: 1, feedName: "Rehu 1", weight: 2200, sortOrder: 1, scaleaccordingcomponentsBtn: false }));
    m = applyOp(m, op("scaleaccordingcomponents", { mixId: 1 }));
    expect(m.Feeds.map((f) => f.PlannedWeight)).toEqual([2000, 660, 440]);
    expect(m.Scaled).toBe(true);
    m = applyOp(m, op("updatemix", { mixId: 1, feedName: "Rehu 2", weight: 2860, sortOrder: 2, scaleaccordingcomponentsBtn: false }));
    m = applyOp(m, op("cancelrecentfeed", { mixId: 1, currentDate: "2026-11-26T10:05:00Z" }));
    expect(m.Feeds.map((f) => f.PlannedWeight)).toEqual([2000, 600, 400]);
    expect(m).toMatchObject({ Scaled: false, ScaleButtonEnabled: true, LoadedWeight: 2200, ExpectedCumulative: 2800 });
  });

  it("a cancel without the final recipe keeps the planned amounts", () => {
    let m = applyOp(MIX, op("updatemix", { mixId: 1, feedName: "Rehu 1", weight: 2100, sortOrder: 1, scaleaccordingcomponentsBtn: false }));
    m = applyOp(m, op("cancelrecentfeed", { mixId: 1, currentDate: "2026-11-26T10:05:00Z" }));
    expect(m.Feeds.map((f) => f.PlannedWeight)).toEqual([2000, 600, 400]);
    expect(m.LoadedWeight).toBe(0);
  });
});
