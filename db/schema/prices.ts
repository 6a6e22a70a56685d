/**
 * Grain prices (issue 4; spec 1 "Price graph", spec 2 "Grain price page", "Price alerts", spec 3
 * "Grain price overview"): the daily price lists per price area, article and sort, the users'
 * price favourites, customers' price watches and the resellers' margins. Like articles and price
 * areas (./erp.ts), prices are ERP data; our database is the local implementation.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, markets, users } from "./core";
import { articles, priceAreas } from "./erp";

/**
 * The sorts (GrainType / "Sort", e.g. "Julius") a grain article is priced in. Every price,
 * favourite and watch names one of these (composite foreign keys).
 */
export const grainSorts = pgTable(
  "grain_sorts",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    sort: text("sort").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    // a constraint (not only an index): the composite foreign keys below reference it
    unique("grain_sorts_article_sort_key").on(t.articleId, t.sort),
    check("grain_sorts_sort_not_blank", sql`length(trim(${t.sort})) > 0`),
  ],
);

/**
 * One price of a price list: price area × article × sort × price period (PriceTypeId 1 spot,
 * 2 forward, 3 pool; PricePeriod the first day of the delivery period), published on price_date.
 * Price per ton in the market's currency (kr/ton in Sweden, €/t in Finland).
 */
export const grainPrices = pgTable(
  "grain_prices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    priceAreaId: integer("price_area_id")
      .notNull()
      .references(() => priceAreas.id, { onDelete: "cascade" }),
    articleId: integer("article_id").notNull(),
    sort: text("sort").notNull(),
    priceTypeId: integer("price_type_id").notNull(),
    pricePeriod: date("price_period", { mode: "string" }).notNull(),
    priceDate: date("price_date", { mode: "string" }).notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    foreignKey({
      name: "grain_prices_sort_fk",
      columns: [t.articleId, t.sort],
      foreignColumns: [grainSorts.articleId, grainSorts.sort],
    }).onDelete("cascade"),
    uniqueIndex("grain_prices_key").on(t.priceAreaId, t.articleId, t.sort, t.priceTypeId, t.pricePeriod, t.priceDate),
    index("grain_prices_area_date_idx").on(t.priceAreaId, t.priceDate),
    check("grain_prices_price_type_check", sql`${t.priceTypeId} in (1, 2, 3)`),
    check("grain_prices_price_positive", sql`${t.price} > 0`),
  ],
);

/**
 * A user's price favourites (spec 2 "Grain favourite", spec 3 "Price favourite"), one list per
 * kind: the grain price page (grain, limited per user, see lib/prices/constants.ts) and the three
 * price overviews. PriceGroupId is the article's price group (articles.price_group_id).
 */
export const priceFavorites = pgTable(
  "price_favorites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    priceAreaId: integer("price_area_id")
      .notNull()
      .references(() => priceAreas.id, { onDelete: "cascade" }),
    articleId: integer("article_id").notNull(),
    sort: text("sort").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "price_favorites_sort_fk",
      columns: [t.articleId, t.sort],
      foreignColumns: [grainSorts.articleId, grainSorts.sort],
    }).onDelete("cascade"),
    uniqueIndex("price_favorites_key").on(t.userId, t.kind, t.priceAreaId, t.articleId, t.sort),
    check("price_favorites_kind_check", sql`${t.kind} in ('grain', 'overview', 'reseller', 'reseller_admin')`),
  ],
);

/**
 * A customer's price watch (prisbevakning, spec 2 "Price alerts"): when the price of the crop in
 * the area reaches the lower or upper price before end_date, the target action runs (notify the
 * customer, or sign an agreement for the quantity). Removing sets removed_at (kept for history).
 */
export const priceWatches = pgTable(
  "price_watches",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** who created it (the farmer, or staff acting for the customer) */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    priceAreaId: integer("price_area_id")
      .notNull()
      .references(() => priceAreas.id),
    articleId: integer("article_id").notNull(),
    sort: text("sort").notNull(),
    priceTypeId: integer("price_type_id").notNull(),
    pricePeriod: date("price_period", { mode: "string" }).notNull(),
    lowerPrice: numeric("lower_price", { precision: 10, scale: 2, mode: "number" }),
    upperPrice: numeric("upper_price", { precision: 10, scale: 2, mode: "number" }),
    /** tons, for target action "sign" */
    quantity: numeric("quantity", { precision: 10, scale: 1, mode: "number" }),
    /** notify | sign */
    targetAction: text("target_action").notNull(),
    createdOn: date("created_on", { mode: "string" })
      .notNull()
      .default(sql`current_date`),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedByUserId: integer("removed_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    foreignKey({ name: "price_watches_sort_fk", columns: [t.articleId, t.sort], foreignColumns: [grainSorts.articleId, grainSorts.sort] }),
    index("price_watches_customer_idx").on(t.customerId, t.removedAt),
    check("price_watches_price_type_check", sql`${t.priceTypeId} in (1, 2, 3)`),
    check("price_watches_target_action_check", sql`${t.targetAction} in ('notify', 'sign')`),
    check("price_watches_has_limit", sql`${t.lowerPrice} is not null or ${t.upperPrice} is not null`),
    check(
      "price_watches_prices_positive",
      sql`(${t.lowerPrice} is null or ${t.lowerPrice} > 0) and (${t.upperPrice} is null or ${t.upperPrice} > 0)`,
    ),
    check("price_watches_lower_below_upper", sql`${t.lowerPrice} is null or ${t.upperPrice} is null or ${t.lowerPrice} <= ${t.upperPrice}`),
    // spec 2 §5/§9: the watch is valid at most 60 days
    check("price_watches_end_date_window", sql`${t.endDate} >= ${t.createdOn} and ${t.endDate} <= ${t.createdOn} + 60`),
    check("price_watches_quantity_positive", sql`${t.quantity} is null or ${t.quantity} > 0`),
    check("price_watches_sign_needs_quantity", sql`${t.targetAction} <> 'sign' or ${t.quantity} is not null`),
  ],
);

/**
 * The resellers' margin per price group (kr/ton or €/t): the cooperative pays a reseller the
 * farmer price plus this margin (the reseller overviews, spec 3).
 */
export const resellerMargins = pgTable(
  "reseller_margins",
  {
    market: text("market")
      .notNull()
      .references(() => markets.code),
    priceGroupId: integer("price_group_id").notNull(),
    margin: numeric("margin", { precision: 10, scale: 2, mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.market, t.priceGroupId] }), check("reseller_margins_margin_check", sql`${t.margin} >= 0`)],
);

export type GrainSort = typeof grainSorts.$inferSelect;
export type GrainPrice = typeof grainPrices.$inferSelect;
export type PriceFavorite = typeof priceFavorites.$inferSelect;
export type PriceWatch = typeof priceWatches.$inferSelect;
