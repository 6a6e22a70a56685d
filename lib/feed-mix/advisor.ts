/**
 * The feed advisor's own calls (not in the spec; decisions 090, 091): the farms a store looks after
 * (`store_farms`), a new plan for one of them, and a plan assigned (copied) to another of them.
 * Advisors are store staff (users of the store's customer row); an agro admin works with every
 * Finnish farm. A farm outside the advisor's stores answers 403 like one that does not exist.
 */
import "server-only";
import { and, asc, eq, inArray, min, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db";
import { pgCode } from "@/db/errors";
import { customerUsers, customers, feedMixRequests, feedProducts, feedRecipeItems, feedRecipes, storeFarms } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { recipeAccess, type RecipeAccess } from "./access";
import { getRecipe, listCatalog } from "./get-recipe";
import {
  FM,
  type TAdvisorFarmsResponse,
  type TAdvisorRecipeResponse,
  type TAssignRecipeRequest,
  type TCreateRecipeRequest,
} from "./schemas";

export const ADVISOR_ERRORS = {
  sameFarm: "feedMix.errors.sameFarm",
  alreadyAssigned: "feedMix.errors.alreadyAssigned",
  emptyRecipe: "feedMix.errors.emptyRecipe",
  keyReused: "feedMix.errors.keyReused",
  duplicate: "feedMix.errors.duplicate",
} as const;

export interface AdvisorFarm {
  customerId: number;
  customerNumber: string;
  customerName: string;
  city: string | null;
  /** the store that looks after the farm for this advisor (null: an agro admin's farm no store looks after) */
  storeCustomerId: number | null;
}

function requireAdvisor(actor: Actor): void {
  if (!actor.roles.agroAdmin && !actor.roles.store) throw new AppError("FORBIDDEN");
}

/**
 * The farms the actor advises: for store staff the farms linked to any store they are a user of
 * (the lowest store id when several are); for an agro admin every active Finnish customer that is
 * not itself a store. `only` narrows to one customer number.
 */
export async function advisorFarms(db: DbOrTx, actor: Actor, only?: string): Promise<AdvisorFarm[]> {
  requireAdvisor(actor);
  const fi = and(eq(customers.market, "fi"), eq(customers.active, true), only ? eq(customers.customerNumber, only) : undefined);
  if (actor.roles.agroAdmin) {
    const stores = db.select({ id: storeFarms.storeCustomerId }).from(storeFarms);
    const rows = await db
      .select({
        customerId: customers.id,
        customerNumber: customers.customerNumber,
        customerName: customers.name,
        city: customers.city,
        storeCustomerId: min(storeFarms.storeCustomerId),
      })
      .from(customers)
      .leftJoin(storeFarms, eq(storeFarms.farmCustomerId, customers.id))
      .where(and(fi, notInArray(customers.id, stores)))
      .groupBy(customers.id)
      .orderBy(asc(customers.name), asc(customers.customerNumber));
    return rows;
  }
  return db
    .select({
      customerId: customers.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      city: customers.city,
      storeCustomerId: min(storeFarms.storeCustomerId),
    })
    .from(storeFarms)
    .innerJoin(customerUsers, and(eq(customerUsers.customerId, storeFarms.storeCustomerId), eq(customerUsers.userId, actor.userId)))
    .innerJoin(customers, eq(customers.id, storeFarms.farmCustomerId))
    .where(fi)
    .groupBy(customers.id)
    .orderBy(asc(customers.name), asc(customers.customerNumber));
}

export async function listAdvisorFarms(db: DbOrTx, actor: Actor): Promise<TAdvisorFarmsResponse> {
  const farms = await advisorFarms(db, actor);
  return {
    Farms: farms.map((f) => ({ CustomerNumber: f.customerNumber, CustomerName: f.customerName, City: f.city })),
    Catalog: await listCatalog(db),
  };
}

/** One farm of the advisor's stores, or 403 (also for a farm that does not exist). */
export async function requireAdvisorFarm(db: DbOrTx, actor: Actor, customerNumber: string): Promise<AdvisorFarm> {
  const [farm] = await advisorFarms(db, actor, customerNumber);
  if (!farm) throw new AppError("FORBIDDEN");
  return farm;
}

/**
 * Idempotency of create/assign (the same table as the mixing calls, decision 043): requests of one
 * user with one key run one after another (a transaction-level advisory lock), a replay answers the
 * stored reply; a key used for another call is a 400.
 */
async function replayOf(tx: Tx, userId: number, key: string | undefined, call: string): Promise<TAdvisorRecipeResponse | null> {
  if (!key) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feedmix-advisor:${userId}:${key}`}, 0))`);
  const [row] = await tx
    .select({ call: feedMixRequests.call, reply: feedMixRequests.reply })
    .from(feedMixRequests)
    .where(and(eq(feedMixRequests.userId, userId), eq(feedMixRequests.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.call !== call)
    throw new AppError("BAD_REQUEST", ADVISOR_ERRORS.keyReused, { fields: { idempotencyKey: [ADVISOR_ERRORS.keyReused] } });
  return { ...(row.reply as TAdvisorRecipeResponse), Replayed: true };
}

async function remember(tx: Tx, userId: number, key: string | undefined, call: string, reply: TAdvisorRecipeResponse): Promise<void> {
  if (!key) return;
  await tx.insert(feedMixRequests).values({ userId, idempotencyKey: key, mixId: null, call, reply });
}

const accessFor = async (tx: Tx, actor: Actor, recipeId: number, farm: AdvisorFarm): Promise<RecipeAccess> => ({
  recipeId,
  customerId: farm.customerId,
  customerNumber: farm.customerNumber,
  customerName: farm.customerName,
  canMix: await canAccessCustomer(tx, actor, farm.customerNumber),
  canAdvise: true,
});

/**
 * POST advisor/createrecipe: a new plan for a farm of the advisor's store. The plan's size is its
 * components' total (a Size that differs is a 400), the loading order that of `SortOrder`
 * (renumbered 1…n); each component is one of the cooperative's feeds, once; dry matter defaults to
 * the feed's usual. Plan = current version (decision 040). One transaction, one action-log row.
 */
export async function createRecipe(
  db: Db,
  opts: { actor: Actor; input: TCreateRecipeRequest; ctx: ActionContext },
): Promise<TAdvisorRecipeResponse> {
  const { actor, input } = opts;
  const farm = await requireAdvisorFarm(db, actor, input.CustomerNumber);
  const ids = input.Feeds.map((f) => f.FeedId);
  if (new Set(ids).size !== ids.length)
    throw new AppError("BAD_REQUEST", ADVISOR_ERRORS.duplicate, { fields: { Feeds: [ADVISOR_ERRORS.duplicate] } });
  const total = input.Feeds.reduce((s, f) => s + f.PlannedWeight, 0);
  if (total < 1) throw new AppError("BAD_REQUEST", FM.sizeTotal, { fields: { Feeds: [FM.sizeTotal] } });
  if (input.Size !== undefined && input.Size !== total)
    throw new AppError("BAD_REQUEST", FM.sizeTotal, { fields: { Size: [FM.sizeTotal] } });
  return db.transaction(async (tx) => {
    const replay = await replayOf(tx, actor.userId, input.idempotencyKey, "createrecipe");
    if (replay) return replay;
    const products = await tx
      .select()
      .from(feedProducts)
      .where(and(inArray(feedProducts.feedId, ids), eq(feedProducts.active, true)));
    const productOf = new Map(products.map((p) => [p.feedId, p]));
    if (ids.some((id) => !productOf.has(id))) throw new AppError("BAD_REQUEST", FM.feedId, { fields: { Feeds: [FM.feedId] } });
    const [recipe] = await tx
      .insert(feedRecipes)
      .values({
        customerId: farm.customerId,
        storeCustomerId: farm.storeCustomerId,
        mixName: input.MixName,
        originalSize: total,
        size: total,
        originalAnimalCount: input.AnimalCount,
        animalCount: input.AnimalCount,
        scaleAccordingToFirstItem: input.ScaleAccordingToFirstItem ?? false,
        createdBy: actor.userId,
      })
      .returning({ id: feedRecipes.id });
    if (!recipe) throw new Error("createRecipe: the insert returned no row");
    const ordered = [...input.Feeds].sort((a, b) => a.SortOrder - b.SortOrder);
    await tx.insert(feedRecipeItems).values(
      ordered.map((f, i) => {
        const p = productOf.get(f.FeedId)!;
        const dm = f.Nutritions?.DryMatter ?? p.dryMatter;
        return {
          recipeId: recipe.id,
          feedId: f.FeedId,
          feedName: p.name,
          originalPlannedWeight: f.PlannedWeight,
          plannedWeight: f.PlannedWeight,
          sortOrder: i + 1,
          additionalItem: f.AdditionalItem ?? false,
          originalDryMatter: dm,
          dryMatter: dm,
        };
      }),
    );
    await logAction(
      tx,
      actor,
      "feedMix.plan.create",
      {
        recipeId: recipe.id,
        mixName: input.MixName,
        size: total,
        animalCount: input.AnimalCount,
        feeds: ordered.map((f) => [f.FeedId, f.PlannedWeight]),
      },
      { ...opts.ctx, customerNumber: farm.customerNumber },
    );
    const reply: TAdvisorRecipeResponse = { Recipe: await getRecipe(tx, await accessFor(tx, actor, recipe.id, farm)), Replayed: false };
    await remember(tx, actor.userId, input.idempotencyKey, "createrecipe", reply);
    return reply;
  });
}

/**
 * POST advisor/assignrecipe: copies the advisor's plan `id` (a recipe they advise) to another farm of
 * their store: the plan (original size, animal count, amounts and dry matter, loading order) without
 * the farm's own extra items, as both plan and current version. A plan is assigned to a farm once
 * (a partial unique index; a second assignment is a 409), a replay of the idempotency key answers
 * the first reply.
 */
export async function assignRecipe(
  db: Db,
  opts: { actor: Actor; input: TAssignRecipeRequest; ctx: ActionContext },
): Promise<TAdvisorRecipeResponse> {
  const { actor, input } = opts;
  const source = await recipeAccess(db, actor, input.id, "edit");
  if (!source.canAdvise) throw new AppError("FORBIDDEN");
  const farm = await requireAdvisorFarm(db, actor, input.CustomerNumber);
  if (farm.customerId === source.customerId)
    throw new AppError("CONFLICT", ADVISOR_ERRORS.sameFarm, { fields: { CustomerNumber: [ADVISOR_ERRORS.sameFarm] } });
  try {
    return await db.transaction(async (tx) => {
      const replay = await replayOf(tx, actor.userId, input.idempotencyKey, "assignrecipe");
      if (replay) return replay;
      const [plan] = await tx.select().from(feedRecipes).where(eq(feedRecipes.id, source.recipeId)).for("share");
      if (!plan) throw new AppError("FORBIDDEN");
      const [existing] = await tx
        .select({ id: feedRecipes.id })
        .from(feedRecipes)
        .where(and(eq(feedRecipes.customerId, farm.customerId), eq(feedRecipes.sourceRecipeId, plan.id), eq(feedRecipes.active, true)))
        .limit(1);
      if (existing)
        throw new AppError("CONFLICT", ADVISOR_ERRORS.alreadyAssigned, { fields: { CustomerNumber: [ADVISOR_ERRORS.alreadyAssigned] } });
      const items = await tx
        .select()
        .from(feedRecipeItems)
        .where(and(eq(feedRecipeItems.recipeId, plan.id), eq(feedRecipeItems.additionalItem, false)))
        .orderBy(asc(feedRecipeItems.sortOrder));
      const size = items.reduce((s, i) => s + i.originalPlannedWeight, 0);
      if (!items.length || size < 1) throw new AppError("CONFLICT", ADVISOR_ERRORS.emptyRecipe);
      const [copy] = await tx
        .insert(feedRecipes)
        .values({
          customerId: farm.customerId,
          storeCustomerId: farm.storeCustomerId,
          mixName: plan.mixName,
          originalSize: size,
          size,
          originalAnimalCount: plan.originalAnimalCount,
          animalCount: plan.originalAnimalCount,
          scaleAccordingToFirstItem: plan.scaleAccordingToFirstItem,
          createdBy: actor.userId,
          sourceRecipeId: plan.id,
        })
        .returning({ id: feedRecipes.id });
      if (!copy) throw new Error("assignRecipe: the insert returned no row");
      await tx.insert(feedRecipeItems).values(
        items.map((i, n) => ({
          recipeId: copy.id,
          feedId: i.feedId,
          feedName: i.feedName,
          originalPlannedWeight: i.originalPlannedWeight,
          plannedWeight: i.originalPlannedWeight,
          sortOrder: n + 1,
          additionalItem: false,
          originalDryMatter: i.originalDryMatter,
          dryMatter: i.originalDryMatter,
        })),
      );
      await logAction(
        tx,
        actor,
        "feedMix.plan.assign",
        { recipeId: copy.id, sourceRecipeId: plan.id, fromCustomerNumber: source.customerNumber },
        { ...opts.ctx, customerNumber: farm.customerNumber },
      );
      const reply: TAdvisorRecipeResponse = { Recipe: await getRecipe(tx, await accessFor(tx, actor, copy.id, farm)), Replayed: false };
      await remember(tx, actor.userId, input.idempotencyKey, "assignrecipe", reply);
      return reply;
    });
  } catch (e) {
    // two advisors assigning the same plan to the same farm at once: the unique index decides
    if (pgCode(e) === "23505")
      throw new AppError("CONFLICT", ADVISOR_ERRORS.alreadyAssigned, { fields: { CustomerNumber: [ADVISOR_ERRORS.alreadyAssigned] } });
    throw e;
  }
}
