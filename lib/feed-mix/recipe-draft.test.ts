import { describe, expect, it } from "vitest";
import { addItem, applyDraft, removeItem } from "./recipe-draft";
import type { TRecipe } from "./schemas";

const feed = (FeedId: string, PlannedWeight: number, SortOrder: number) => ({
  FeedId,
  FeedName: FeedId.toLowerCase(),
  PlannedWeight,
  OriginalPlannedWeight: PlannedWeight,
  ActualWeight: null,
  MixUpdated: false,
  SortOrder,
  ActualSortOrder: null,
  AdditionalItem: false,
  Nutritions: { OriginalDryMatter: 30, DryMatter: 30 },
});

const recipe: TRecipe = {
  Id: 1,
  MixName: "TMR",
  CustomerNumber: "700101",
  CustomerName: "Mäkelän tila",
  Size: 2430,
  OriginalSize: 2430,
  AnimalCount: 50,
  OriginalAnimalCount: 50,
  ScaleAccordingToFirstItem: false,
  DailyIntake: 48.6,
  CanAdvise: false,
  CanMix: true,
  OpenMixId: null,
  Feeds: [feed("SILO-1", 2100, 1), feed("OHRA", 330, 2)],
  Catalog: [
    { FeedId: "SILO-1", FeedName: "silo", Kind: "silage", DryMatter: 30 },
    { FeedId: "OHRA", FeedName: "ohra", Kind: "grain", DryMatter: 87 },
    { FeedId: "MELASSI", FeedName: "Melassi", Kind: "other", DryMatter: 75 },
  ],
};

describe("the edit view's draft (additem / removeitem)", () => {
  it("an extra item needs an item and an amount", () => {
    expect(addItem(recipe, { FeedId: "MELASSI" }).status).toBe("Empty");
    expect(addItem(recipe, { PlannedWeight: 20 }).status).toBe("Empty");
    expect(addItem(recipe, { FeedId: "NOPE", PlannedWeight: 20 }).status).toBe("Empty");
  });
  it("a component already in the recipe is a duplicate", () => {
    expect(addItem(recipe, { FeedId: "OHRA", PlannedWeight: 20 }).status).toBe("Duplicate");
    expect(addItem(recipe, { FeedName: "ohra", PlannedWeight: 20 }).status).toBe("Duplicate");
  });
  it("OK adds it last as an extra item with the feed's dry matter; its amount adds to the size", () => {
    const r = addItem(recipe, { FeedId: "MELASSI", PlannedWeight: 20 });
    expect(r.status).toBe("OK");
    expect(r.recipe.Size).toBe(2450);
    expect(r.recipe.DailyIntake).toBe(49);
    expect(r.recipe.Feeds.at(-1)).toMatchObject({ FeedId: "MELASSI", SortOrder: 3, AdditionalItem: true, Nutritions: { DryMatter: 75 } });
  });
  it("remove renumbers and takes the amount off the size", () => {
    const r = removeItem(recipe, "SILO-1");
    expect(r.status).toBe("OK");
    expect(r.recipe.Feeds).toMatchObject([{ FeedId: "OHRA", SortOrder: 1 }]);
    expect(r.recipe.Size).toBe(330);
    expect(removeItem(recipe, "KAURA").status).toBe("NotFound");
  });
  it("a draft keeps its order and drops components that are neither in the recipe nor the feed list", () => {
    const d = applyDraft(recipe, {
      Id: 1,
      Size: 2000,
      Feeds: [
        { FeedId: "OHRA", PlannedWeight: 300, SortOrder: 1 },
        { FeedId: "SILO-1", PlannedWeight: 1700, SortOrder: 2, Nutritions: { DryMatter: 25 } },
        { FeedId: "XX", PlannedWeight: 1, SortOrder: 3 },
      ],
    });
    expect(d.Feeds.map((f) => [f.FeedId, f.SortOrder, f.PlannedWeight])).toEqual([
      ["OHRA", 1, 300],
      ["SILO-1", 2, 1700],
    ]);
    expect(d.Feeds[1]?.Nutritions).toEqual({ OriginalDryMatter: 30, DryMatter: 25 });
    expect(d.Size).toBe(2000);
  });
});
