import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { feedMixes, feedMixItems } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { expectedCumulative, loadedSoFar, nextComponent } from "./arithmetic";
import type { TMix } from "./schemas";

/** An open (or just finished) mix as the mixing view shows it. */
export async function getMix(db: DbOrTx, mixId: number): Promise<TMix> {
  const [m] = await db.select().from(feedMixes).where(eq(feedMixes.id, mixId)).limit(1);
  if (!m) throw new AppError("FORBIDDEN");
  const items = await db.select().from(feedMixItems).where(eq(feedMixItems.mixId, m.id)).orderBy(asc(feedMixItems.sortOrder));
  const feeds = items.map((i) => ({
    FeedId: i.feedId,
    FeedName: i.feedName,
    PlannedWeight: i.plannedWeight,
    RecipeWeight: i.recipeWeight,
    ActualWeight: i.actualWeight,
    MixUpdated: i.mixUpdated,
    SortOrder: i.sortOrder,
    ActualSortOrder: i.actualSortOrder,
    AdditionalItem: i.additionalItem,
  }));
  const next = nextComponent(feeds);
  const done = feeds.every((f) => f.MixUpdated);
  const started = feeds.some((f) => f.MixUpdated);
  return {
    MixId: m.id,
    RecipeId: m.recipeId,
    MixName: m.guideline,
    AnimalCount: m.animalCount,
    OriginalWeight: feeds.reduce((s, f) => s + f.RecipeWeight, 0),
    LoadedWeight: loadedSoFar(feeds),
    ScaleAccordingToFirstItem: m.autoScale,
    ScaleButtonEnabled: m.autoScale && !m.scaled && started && !done,
    Scaled: m.scaled,
    Done: done,
    NextSortOrder: next?.SortOrder ?? null,
    ExpectedCumulative: next ? expectedCumulative(feeds, next.SortOrder) : null,
    StartedOn: m.createdOn.toISOString(),
    Feeds: feeds,
  };
}
