import "server-only";
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, feedMixes, feedRecipes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { getSavedMixes } from "./get-saved-mix";
import type { TOverviewResponse } from "./schemas";

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
        })
        .from(feedRecipes)
        .innerJoin(customers, eq(customers.id, feedRecipes.customerId))
        .where(and(eq(feedRecipes.active, true), eq(customers.market, "fi"), or(...scope)))
        .orderBy(asc(customers.name), asc(feedRecipes.mixName))
    : [];
  const open = recipes.length
    ? await db
        .select({ id: feedMixes.id, recipeId: feedMixes.recipeId })
        .from(feedMixes)
        .where(
          and(
            eq(feedMixes.status, "open"),
            inArray(
              feedMixes.recipeId,
              recipes.map((r) => r.Id),
            ),
          ),
        )
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
  return {
    Recipes: recipes.map((r) => ({ ...r, OpenMixId: open.find((o) => o.recipeId === r.Id)?.id ?? null })),
    Mixes: await getSavedMixes(db, mixIds),
    CanAdvise: advisor,
  };
}
