/**
 * Feed-mixing planner, Maiturimix (spec 4 §3 "Feed recipe", "Saved mix", "Manual mix"; issue 17;
 * decisions 040–044). Finnish market only.
 *
 * - `feed_products`: the cooperative's feeds a recipe can use (silages, grains, concentrates, minerals)
 *   with their usual dry matter.
 * - `feed_recipes` + `feed_recipe_items`: a feeding plan made for a farm (customer) by the feed
 *   advisor of a store. The advisor's plan (`original_*`) and the farm's current version
 *   (size, amounts, dry matter) are kept side by side: "recalculate" returns to the plan.
 * - `feed_mixes` + `feed_mix_items`: one mixing of a recipe. `status = 'open'` while the wagon is
 *   being loaded (at most one open mix per recipe and customer), `'saved'` once finished (RecordId =
 *   id). Manual mixes are saved mixes entered afterwards.
 * - `feed_mix_requests`: idempotency keys of mixing updates (and of the advisor's create/assign);
 *   a replayed key gets the stored reply.
 * - `store_farms`: which farm customers a store looks after (decision 090): its feed advisors create
 *   plans for those farms and assign (copy) plans between them.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, users } from "./core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const feedProducts = pgTable(
  "feed_products",
  {
    feedId: text("feed_id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    dryMatter: numeric("dry_matter", { precision: 4, scale: 1, mode: "number" }).notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("feed_products_kind_check", sql`${t.kind} in ('silage', 'grain', 'concentrate', 'mineral', 'other')`),
    check("feed_products_dm_check", sql`${t.dryMatter} > 0 and ${t.dryMatter} <= 100`),
    check("feed_products_id_check", sql`${t.feedId} ~ '^[A-Z0-9-]{1,20}$'`),
  ],
);

export const feedRecipes = pgTable(
  "feed_recipes",
  {
    id: serial("id").primaryKey(),
    /** the farm the plan is for */
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** the store (a customer row of the store) whose advisors look after this farm's plans */
    storeCustomerId: integer("store_customer_id").references(() => customers.id, { onDelete: "set null" }),
    mixName: text("mix_name").notNull(),
    originalSize: integer("original_size").notNull(),
    originalAnimalCount: integer("original_animal_count").notNull(),
    size: integer("size").notNull(),
    animalCount: integer("animal_count").notNull(),
    scaleAccordingToFirstItem: boolean("scale_according_to_first_item").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** the advisor's recipe this one was assigned (copied) from (decision 091) */
    sourceRecipeId: integer("source_recipe_id").references((): AnyPgColumn => feedRecipes.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feed_recipes_customer_idx").on(t.customerId),
    // a recipe is assigned to a farm at most once (a double click or a replay never makes two copies)
    uniqueIndex("feed_recipes_assigned_key")
      .on(t.customerId, t.sourceRecipeId)
      .where(sql`${t.sourceRecipeId} is not null and ${t.active}`),
    index("feed_recipes_store_idx").on(t.storeCustomerId),
    check("feed_recipes_name_check", sql`length(trim(${t.mixName})) between 1 and 80`),
    check("feed_recipes_size_check", sql`${t.size} between 1 and 100000 and ${t.originalSize} between 1 and 100000`),
    check("feed_recipes_animals_check", sql`${t.animalCount} between 1 and 10000 and ${t.originalAnimalCount} between 1 and 10000`),
  ],
);

export const feedRecipeItems = pgTable(
  "feed_recipe_items",
  {
    id: serial("id").primaryKey(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => feedRecipes.id, { onDelete: "cascade" }),
    feedId: text("feed_id")
      .notNull()
      .references(() => feedProducts.feedId),
    feedName: text("feed_name").notNull(),
    originalPlannedWeight: integer("original_planned_weight").notNull(),
    plannedWeight: integer("planned_weight").notNull(),
    sortOrder: integer("sort_order").notNull(),
    additionalItem: boolean("additional_item").notNull().default(false),
    originalDryMatter: numeric("original_dry_matter", { precision: 4, scale: 1, mode: "number" }).notNull(),
    dryMatter: numeric("dry_matter", { precision: 4, scale: 1, mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("feed_recipe_items_feed_key").on(t.recipeId, t.feedId),
    check(
      "feed_recipe_items_weight_check",
      sql`${t.plannedWeight} between 0 and 100000 and ${t.originalPlannedWeight} between 0 and 100000`,
    ),
    check(
      "feed_recipe_items_dm_check",
      sql`${t.dryMatter} > 0 and ${t.dryMatter} <= 100 and ${t.originalDryMatter} > 0 and ${t.originalDryMatter} <= 100`,
    ),
  ],
);

export const feedMixes = pgTable(
  "feed_mixes",
  {
    id: serial("id").primaryKey(),
    recipeId: integer("recipe_id").references(() => feedRecipes.id, { onDelete: "set null" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("open"),
    manual: boolean("manual").notNull().default(false),
    /** the recipe's name when mixed (Guideline) */
    guideline: text("guideline").notNull(),
    animalCount: integer("animal_count").notNull(),
    autoScale: boolean("auto_scale").notNull().default(false),
    /** "calculate final recipe" was used (the button is then disabled) */
    scaled: boolean("scaled").notNull().default(false),
    leftovers: integer("leftovers"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    savedOn: timestamp("saved_on", { withTimezone: true }),
  },
  (t) => [
    index("feed_mixes_customer_idx").on(t.customerId, t.status),
    uniqueIndex("feed_mixes_one_open_key")
      .on(t.customerId, t.recipeId)
      .where(sql`${t.status} = 'open'`),
    check("feed_mixes_status_check", sql`${t.status} in ('open', 'saved')`),
    check("feed_mixes_animals_check", sql`${t.animalCount} between 1 and 10000`),
    check("feed_mixes_leftovers_check", sql`${t.leftovers} is null or ${t.leftovers} between 0 and 100000`),
  ],
);

export const feedMixItems = pgTable(
  "feed_mix_items",
  {
    id: serial("id").primaryKey(),
    mixId: integer("mix_id")
      .notNull()
      .references(() => feedMixes.id, { onDelete: "cascade" }),
    feedId: text("feed_id").notNull(),
    feedName: text("feed_name").notNull(),
    /** the planned amount as scaled for this mix (auto-scale may change it) */
    plannedWeight: integer("planned_weight").notNull(),
    /** the planned amount before auto-scale (for planned-versus-actual) */
    recipeWeight: integer("recipe_weight").notNull(),
    actualWeight: integer("actual_weight"),
    mixUpdated: boolean("mix_updated").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
    actualSortOrder: integer("actual_sort_order"),
    additionalItem: boolean("additional_item").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("feed_mix_items_sort_key").on(t.mixId, t.sortOrder),
    // two confirmations can never take the same loading position
    uniqueIndex("feed_mix_items_actual_sort_key")
      .on(t.mixId, t.actualSortOrder)
      .where(sql`${t.actualSortOrder} is not null`),
    check("feed_mix_items_weight_check", sql`${t.plannedWeight} between 0 and 100000 and ${t.recipeWeight} between 0 and 100000`),
    check("feed_mix_items_actual_check", sql`${t.actualWeight} is null or ${t.actualWeight} between 0 and 200000`),
    check(
      "feed_mix_items_updated_check",
      sql`(${t.mixUpdated} and ${t.actualWeight} is not null and ${t.actualSortOrder} is not null) or (not ${t.mixUpdated} and ${t.actualSortOrder} is null)`,
    ),
  ],
);

export const feedMixRequests = pgTable(
  "feed_mix_requests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    mixId: integer("mix_id").references(() => feedMixes.id, { onDelete: "cascade" }),
    call: text("call").notNull(),
    reply: jsonb("reply").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.idempotencyKey] }),
    check("feed_mix_requests_key_check", sql`length(${t.idempotencyKey}) between 8 and 80`),
  ],
);

export const storeFarms = pgTable(
  "store_farms",
  {
    id: serial("id").primaryKey(),
    /** the store (its customer row); its users are the feed advisors */
    storeCustomerId: integer("store_customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** a farm the store looks after */
    farmCustomerId: integer("farm_customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("store_farms_pair_key").on(t.storeCustomerId, t.farmCustomerId),
    index("store_farms_farm_idx").on(t.farmCustomerId),
    check("store_farms_not_self_check", sql`${t.storeCustomerId} <> ${t.farmCustomerId}`),
  ],
);

export type FeedRecipe = typeof feedRecipes.$inferSelect;
export type FeedRecipeItem = typeof feedRecipeItems.$inferSelect;
export type FeedMix = typeof feedMixes.$inferSelect;
export type FeedMixItem = typeof feedMixItems.$inferSelect;
