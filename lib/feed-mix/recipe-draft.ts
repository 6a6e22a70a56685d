/**
 * The edit view's draft: extra items added and removed before the recipe is saved (POST additem,
 * removeitem). Pure: the server checks the draft against the stored recipe and the feed list and
 * answers the new draft with the spec's Status (OK / Duplicate / empty item).
 */
import { dailyIntake } from "./arithmetic";
import type { TAddItemRequest, TFeedInput, TRecipe, TRecipeFeed } from "./schemas";

type Draft = TAddItemRequest["Recipe"];

/** The stored recipe with the draft's size, count, auto-scale and components (names and DM from the stored rows or the feed list). */
export function applyDraft(base: TRecipe, draft: Draft): TRecipe {
  const stored = new Map(base.Feeds.map((f) => [f.FeedId, f]));
  const catalog = new Map(base.Catalog.map((c) => [c.FeedId, c]));
  const feeds: TRecipeFeed[] = [];
  for (const f of [...draft.Feeds].sort((a, b) => a.SortOrder - b.SortOrder)) {
    const old = stored.get(f.FeedId);
    const product = catalog.get(f.FeedId);
    if (!old && !product) continue; // not a feed of this recipe or the list: dropped
    feeds.push(toFeed(f, old, product?.FeedName, product?.DryMatter, feeds.length + 1));
  }
  const size = draft.Size ?? base.Size;
  const animalCount = draft.AnimalCount ?? base.AnimalCount;
  return {
    ...base,
    Size: size,
    AnimalCount: animalCount,
    DailyIntake: dailyIntake(size, animalCount),
    ScaleAccordingToFirstItem: draft.ScaleAccordingToFirstItem ?? base.ScaleAccordingToFirstItem,
    Feeds: feeds,
  };
}

function toFeed(
  f: TFeedInput,
  old: TRecipeFeed | undefined,
  name: string | undefined,
  dm: number | undefined,
  sortOrder: number,
): TRecipeFeed {
  const original = old?.Nutritions.OriginalDryMatter ?? dm ?? 100;
  return {
    FeedId: f.FeedId,
    FeedName: old?.FeedName ?? name ?? f.FeedId,
    PlannedWeight: f.PlannedWeight,
    OriginalPlannedWeight: old?.OriginalPlannedWeight ?? 0,
    ActualWeight: null,
    MixUpdated: false,
    SortOrder: sortOrder,
    ActualSortOrder: null,
    AdditionalItem: old ? old.AdditionalItem : true,
    Nutritions: { OriginalDryMatter: original, DryMatter: f.Nutritions?.DryMatter ?? old?.Nutritions.DryMatter ?? original },
  };
}

export type ItemStatus = "OK" | "Duplicate" | "Empty";

/** Adds an extra item: it needs an item (from the feed list) and an amount; a component already in the recipe is a duplicate. */
export function addItem(recipe: TRecipe, item: TAddItemRequest["ItemToAdd"]): { status: ItemStatus; recipe: TRecipe } {
  const product = recipe.Catalog.find((c) => c.FeedId === item.FeedId) ?? recipe.Catalog.find((c) => c.FeedName === item.FeedName);
  if (!product || !item.PlannedWeight) return { status: "Empty", recipe };
  if (recipe.Feeds.some((f) => f.FeedId === product.FeedId)) return { status: "Duplicate", recipe };
  const feeds = [
    ...recipe.Feeds,
    {
      FeedId: product.FeedId,
      FeedName: product.FeedName,
      PlannedWeight: item.PlannedWeight,
      OriginalPlannedWeight: 0,
      ActualWeight: null,
      MixUpdated: false,
      SortOrder: recipe.Feeds.length + 1,
      ActualSortOrder: null,
      AdditionalItem: true,
      Nutritions: { OriginalDryMatter: product.DryMatter, DryMatter: product.DryMatter },
    },
  ];
  const size = recipe.Size + item.PlannedWeight;
  return { status: "OK", recipe: { ...recipe, Feeds: feeds, Size: size, DailyIntake: dailyIntake(size, recipe.AnimalCount) } };
}

/** Removes a component; its amount leaves the size. */
export function removeItem(recipe: TRecipe, feedId: string): { status: "OK" | "NotFound"; recipe: TRecipe } {
  const gone = recipe.Feeds.find((f) => f.FeedId === feedId);
  if (!gone) return { status: "NotFound", recipe };
  const feeds = recipe.Feeds.filter((f) => f.FeedId !== feedId).map((f, i) => ({ ...f, SortOrder: i + 1 }));
  const size = Math.max(1, recipe.Size - gone.PlannedWeight);
  return { status: "OK", recipe: { ...recipe, Feeds: feeds, Size: size, DailyIntake: dailyIntake(size, recipe.AnimalCount) } };
}
