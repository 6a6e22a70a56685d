/**
 * Master data that the legacy portal read from the cooperative's ERP: articles (items) and price
 * areas. Our database is the local implementation of lib/integrations/erp.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** An article (item): grain, seed, forage, feed, merchandise or a service such as freight. */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    itemNumber: text("item_number").notNull(),
    market: text("market").notNull(),
    name: text("name").notNull(),
    /** grain | seed | forage | feed | merchandise | freight */
    category: text("category").notNull(),
    /** grain type / crop, e.g. "Höstvete", "Maltkorn" (price groups in the overviews) */
    grainType: text("grain_type"),
    /** price group of the price overviews (PriceGroupId) */
    priceGroupId: integer("price_group_id"),
    priceGroupName: text("price_group_name"),
    /** ton | kg | st | säck */
    unit: text("unit").notNull().default("ton"),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("articles_market_item_key").on(t.market, t.itemNumber),
    index("articles_category_idx").on(t.market, t.category),
    check("articles_category_check", sql`${t.category} in ('grain', 'seed', 'forage', 'feed', 'merchandise', 'freight')`),
  ],
);

/** A grain price area (prisområde), e.g. "Väst", "Pohjanmaa". */
export const priceAreas = pgTable(
  "price_areas",
  {
    id: serial("id").primaryKey(),
    market: text("market").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("price_areas_market_code_key").on(t.market, t.code)],
);

export type Article = typeof articles.$inferSelect;
export type PriceArea = typeof priceAreas.$inferSelect;
