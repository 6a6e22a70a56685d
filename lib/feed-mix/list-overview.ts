import "server-only";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, feedMixes, feedRecipes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { getSavedMixes } from "./get-saved-mix";
import type { TOverviewResponse } from "./schemas";

/** A recipe counts as new (the "Uusi" badge) this long after the advisor made or assigned it, until it is first mixed. */
export const NEW_RECIPE_DAYS = 14;

/** How many saved mixes My mixes lists (newest first). */
export const MIX_LIST_LIMIT = 50;

/**
 * The screen's two tabs (not a spec call): the recipes the actor sees — the farm's (customer in play)
 * and, for a feed advisor, those of the customers their store looks after (agro admin: all Finnish)
 * — and the saved mixes of the customer in play, newest first.
 */
export async function listOverview(db: DbOrTx, opts: { actor: Actor }): Promise<TOverviewResponse> {
  const { actor } = opts;
  const own = actor.activeCustomerNumber;
  const advisor = actor.roles.agroAdmin || actor.roles.store;
  const stores = advisor
    ? (await db.select({ id: customerUsers.customerId }).from(customerUsers).where(eq(customerUsers.userId, actor.userId))).map((s) => s.id)
    : [];
  const scope = [];
  if (own) scope.push(eq(customers.customerNumber, own));
  if (actor.roles.agroAdmin) scope.push(eq(customers.market, "fi"));
  else if (stores.length) scope.push(inArray(feedRecipes.storeCustomerId, stores));
  const recipes = scope.length
    ? await db
        .select({
          Id: feedRecipes.id,
          MixName: feedRecipes.mixName,
          CustomerNumber: customers.customerNumber,
          CustomerName: customers.name,
          Size: feedRecipes.size,
          AnimalCount: feedRecipes.animalCount,
          createdAt: feedRecipes.createdAt,
        })
        .from(feedRecipes)
        .innerJoin(customers, eq(customers.id, feedRecipes.customerId))
        .where(and(eq(feedRecipes.active, true), eq(customers.market, "fi"), or(...scope)))
        .orderBy(asc(customers.name), asc(feedRecipes.mixName))
    : [];
  // per recipe: its open mix (if any) and whether it was ever mixed
  const mixed = recipes.length
    ? await db
        .select({
          recipeId: feedMixes.recipeId,
          openId: sql<number | null>`max(${feedMixes.id}) filter (where ${feedMixes.status} = 'open')`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
        })
        .from(feedMixes)
        .where(
          inArray(
            feedMixes.recipeId,
            recipes.map((r) => r.Id),
          ),
        )
        .groupBy(feedMixes.recipeId)
    : [];
  const mixIds = own
    ? (
        await db
          .select({ id: feedMixes.id })
          .from(feedMixes)
          .innerJoin(customers, eq(customers.id, feedMixes.customerId))
          .where(and(eq(customers.customerNumber, own), eq(customers.market, "fi"), eq(feedMixes.status, "saved")))
          .orderBy(desc(feedMixes.savedOn), desc(feedMixes.id))
          .limit(MIX_LIST_LIMIT)
      ).map((m) => m.id)
    : [];
  const newSince = Date.now() - NEW_RECIPE_DAYS * 86_400_000;
  return {
    Recipes: recipes.map(({ createdAt, ...r }) => ({
      ...r,
      OpenMixId: mixed.find((m) => m.recipeId === r.Id)?.openId ?? null,
      New: createdAt.getTime() > newSince && !mixed.some((m) => m.recipeId === r.Id),
    })),
    Mixes: await getSavedMixes(db, mixIds),
    CanAdvise: advisor,
  };
}
