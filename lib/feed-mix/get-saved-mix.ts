import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, feedMixItems, feedMixes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { leftoverShare } from "./arithmetic";
import type { TSavedMix } from "./schemas";

/** Saved mixes by id, in the order given (My mixes, the finished-mix view, the chart). */
export async function getSavedMixes(db: DbOrTx, ids: number[]): Promise<TSavedMix[]> {
  if (!ids.length) return [];
  const mixes = await db
    .select({ m: feedMixes, customerNumber: customers.customerNumber })
    .from(feedMixes)
    .innerJoin(customers, eq(customers.id, feedMixes.customerId))
    .where(inArray(feedMixes.id, ids));
  const items = await db.select().from(feedMixItems).where(inArray(feedMixItems.mixId, ids)).orderBy(asc(feedMixItems.sortOrder));
  const byId = new Map(mixes.map((x) => [x.m.id, x]));
  return ids.flatMap((id) => {
    const x = byId.get(id);
    if (!x) return [];
    const own = items.filter((i) => i.mixId === id);
    const actual = own.reduce((s, i) => s + (i.actualWeight ?? 0), 0);
    return [
      {
        RecordId: id,
        RecipeId: x.m.recipeId,
        OriginalWeight: own.reduce((s, i) => s + i.recipeWeight, 0),
        ActualWeight: actual,
        Guideline: x.m.guideline,
        AnimalCount: x.m.animalCount,
        CreatedOn: (x.m.savedOn ?? x.m.createdOn).toISOString(),
        LeftOvers: x.m.leftovers,
        LeftoverShare: leftoverShare(x.m.leftovers, actual),
        Manual: x.m.manual,
        CustomerNumber: x.customerNumber,
        CustomerMixFeeds: own.map((i) => ({ FeedName: i.feedName, ActualWeight: i.actualWeight, PlannedWeight: i.recipeWeight })),
      },
    ];
  });
}

export async function getSavedMix(db: DbOrTx, id: number): Promise<TSavedMix> {
  const [mix] = await getSavedMixes(db, [id]);
  if (!mix) throw new AppError("FORBIDDEN");
  return mix;
}
