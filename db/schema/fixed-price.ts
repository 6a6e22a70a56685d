/**
 * Fixed price agreements for feed (issue 11 item 5; spec 2 §3 "Fixed price agreement save
 * payload", §5 "Fixed price", §9; decision 065). The catalogue the page picks from:
 *
 * - `fixed_price_categories`: the page's category (code 410, 411, 412, …). Its end-date mode (a
 *   date picker for 410/411/412, whole months for the others) and discount limit (0–30 kr/ton, or
 *   up to the price for the special categories 411 and 412) are data, not code.
 * - `fixed_price_article_groups`: product groups of a category (ProductGroupId, ProductGroupName).
 * - `fixed_price_articles`: which article is sold in which group, its list price (defaultPrice)
 *   and the allowed quantity and term supplement of a line.
 * - `customer_article_prices`: a customer's own base price of an article (customerPrice); without
 *   one the list price applies.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./core";
import { articles } from "./erp";

export const FIXED_PRICE_END_MODES = ["date", "months"] as const;
export type FixedPriceEndMode = (typeof FIXED_PRICE_END_MODES)[number];

export const fixedPriceCategories = pgTable(
  "fixed_price_categories",
  {
    id: serial("id").primaryKey(),
    market: text("market").notNull(),
    /** the category code of the spec (410, 411, 412, …); categoryId of article-groups */
    code: integer("code").notNull(),
    name: text("name").notNull(),
    /** `date`: the end date is picked; `months`: the agreement runs whole months */
    endMode: text("end_mode").notNull().default("months"),
    /** the largest manual discount per ton; null: up to the customer's price (special categories) */
    discountMax: numeric("discount_max", { precision: 10, scale: 2, mode: "number" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("fixed_price_categories_market_code_key").on(t.market, t.code),
    check("fixed_price_categories_end_mode_check", sql`${t.endMode} in ('date', 'months')`),
    check("fixed_price_categories_discount_check", sql`${t.discountMax} is null or ${t.discountMax} >= 0`),
  ],
);

export const fixedPriceArticleGroups = pgTable(
  "fixed_price_article_groups",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => fixedPriceCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("fixed_price_article_groups_name_key").on(t.categoryId, t.name)],
);

export const fixedPriceArticles = pgTable(
  "fixed_price_articles",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => fixedPriceArticleGroups.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** list price, kr/ton */
    defaultPrice: numeric("default_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    quantityMin: integer("quantity_min").notNull().default(1),
    quantityMax: integer("quantity_max").notNull().default(1000),
    supplementMin: numeric("supplement_min", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    supplementMax: numeric("supplement_max", { precision: 10, scale: 2, mode: "number" }).notNull().default(200),
  },
  (t) => [
    uniqueIndex("fixed_price_articles_article_key").on(t.articleId),
    index("fixed_price_articles_group_idx").on(t.groupId),
    check("fixed_price_articles_price_check", sql`${t.defaultPrice} > 0`),
    check("fixed_price_articles_quantity_check", sql`${t.quantityMin} >= 1 and ${t.quantityMax} >= ${t.quantityMin}`),
    check("fixed_price_articles_supplement_check", sql`${t.supplementMin} >= 0 and ${t.supplementMax} >= ${t.supplementMin}`),
  ],
);

export const customerArticlePrices = pgTable(
  "customer_article_prices",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** kr/ton */
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("customer_article_prices_key").on(t.customerId, t.articleId),
    check("customer_article_prices_price_check", sql`${t.price} > 0`),
  ],
);

export type FixedPriceCategory = typeof fixedPriceCategories.$inferSelect;
