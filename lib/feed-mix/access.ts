/**
 * Who may do what with recipes and mixes (issue 17 item 6, decision 042):
 * - everything here is on the Finnish site only (403 elsewhere);
 * - the farm's own users (canAccessCustomer on the recipe's customer) see, adjust and mix the
 *   farm's recipes and see, change and delete its mixes;
 * - feed advisors (store staff) see and edit the plans of the customers their store looks after
 *   (the recipe's store is one of the advisor's own customers); agro admins every Finnish plan.
 * An id that does not exist answers 403 like another customer's id (nothing to probe).
 */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, feedMixes, feedRecipes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import type { Market } from "@/lib/market";

export function requireFinnish(market: Market): void {
  if (market !== "fi") throw new AppError("FORBIDDEN", "feedMix.errors.finnishOnly");
}

/** Is the actor a feed advisor of a recipe whose store is `storeCustomerId`? */
export async function isAdvisorOf(db: DbOrTx, actor: Actor, storeCustomerId: number | null): Promise<boolean> {
  if (actor.roles.agroAdmin) return true;
  if (!actor.roles.store || storeCustomerId === null) return false;
  const [row] = await db
    .select({ id: customerUsers.customerId })
    .from(customerUsers)
    .where(and(eq(customerUsers.userId, actor.userId), eq(customerUsers.customerId, storeCustomerId)))
    .limit(1);
  return Boolean(row);
}

export interface RecipeAccess {
  recipeId: number;
  customerId: number;
  customerNumber: string;
  customerName: string;
  canMix: boolean;
  canAdvise: boolean;
}

/** The recipe and what the actor may do with it; 403 when neither farm user nor advisor (or not Finnish). */
export async function recipeAccess(db: DbOrTx, actor: Actor, recipeId: number, need: "view" | "mix" | "edit"): Promise<RecipeAccess> {
  const [row] = await db
    .select({
      id: feedRecipes.id,
      customerId: feedRecipes.customerId,
      storeCustomerId: feedRecipes.storeCustomerId,
      active: feedRecipes.active,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      market: customers.market,
    })
    .from(feedRecipes)
    .innerJoin(customers, eq(customers.id, feedRecipes.customerId))
    .where(eq(feedRecipes.id, recipeId))
    .limit(1);
  if (!row || !row.active || row.market !== "fi") throw new AppError("FORBIDDEN");
  const canMix = await canAccessCustomer(db, actor, row.customerNumber);
  const canAdvise = await isAdvisorOf(db, actor, row.storeCustomerId);
  const allowed = need === "mix" ? canMix : canMix || canAdvise;
  if (!allowed) throw new AppError("FORBIDDEN");
  return {
    recipeId: row.id,
    customerId: row.customerId,
    customerNumber: row.customerNumber,
    customerName: row.customerName,
    canMix,
    canAdvise,
  };
}

export interface MixAccess {
  mixId: number;
  customerId: number;
  customerNumber: string;
  status: string;
}

/**
 * A mix the actor may work on (`change`: the farm's own users) or see (`view`: also the advisors of
 * its recipe's store). Without an id: the most recent open mix of the customer in play.
 */
export async function mixAccess(db: DbOrTx, actor: Actor, mixId: number | undefined, need: "view" | "change"): Promise<MixAccess> {
  let id = mixId;
  if (id === undefined) {
    const number = actor.activeCustomerNumber;
    if (!number) throw new AppError("BAD_REQUEST", "feedMix.errors.noOpenMix", { fields: { mixId: ["feedMix.errors.noOpenMix"] } });
    const [open] = await db
      .select({ id: feedMixes.id })
      .from(feedMixes)
      .innerJoin(customers, eq(customers.id, feedMixes.customerId))
      .where(and(eq(customers.customerNumber, number), eq(feedMixes.status, "open")))
      .orderBy(desc(feedMixes.createdOn))
      .limit(1);
    if (!open) throw new AppError("BAD_REQUEST", "feedMix.errors.noOpenMix", { fields: { mixId: ["feedMix.errors.noOpenMix"] } });
    id = open.id;
  }
  const [row] = await db
    .select({
      id: feedMixes.id,
      customerId: feedMixes.customerId,
      status: feedMixes.status,
      customerNumber: customers.customerNumber,
      market: customers.market,
      storeCustomerId: feedRecipes.storeCustomerId,
    })
    .from(feedMixes)
    .innerJoin(customers, eq(customers.id, feedMixes.customerId))
    .leftJoin(feedRecipes, eq(feedRecipes.id, feedMixes.recipeId))
    .where(eq(feedMixes.id, id))
    .limit(1);
  if (!row || row.market !== "fi") throw new AppError("FORBIDDEN");
  const own = await canAccessCustomer(db, actor, row.customerNumber);
  if (!own && !(need === "view" && (await isAdvisorOf(db, actor, row.storeCustomerId ?? null)))) throw new AppError("FORBIDDEN");
  return { mixId: row.id, customerId: row.customerId, customerNumber: row.customerNumber, status: row.status };
}
