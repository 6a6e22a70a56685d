/**
 * Agro-desk news (spec 4 §3 "News item", §7; issue 15 item 2; decision 056).
 *
 * - `news_categories`: the category checkboxes (`number` is what the list call's categoryNumbers carry), ordered.
 * - `news_articles`: one article in Finnish and (optionally) Swedish; visible once published and its
 *   publish time has come.
 * - `news_article_categories`: an article's categories.
 * - `news_views`: who opened which article (the viewed marker), once per user.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./core";

export const newsCategories = pgTable(
  "news_categories",
  {
    id: serial("id").primaryKey(),
    number: integer("number").notNull(),
    nameFi: text("name_fi").notNull(),
    nameSv: text("name_sv").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("news_categories_number_key").on(t.number), check("news_categories_number_check", sql`${t.number} > 0`)],
);

export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    titleFi: text("title_fi").notNull(),
    titleSv: text("title_sv"),
    bodyFi: text("body_fi").notNull(),
    bodySv: text("body_sv"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    published: boolean("published").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("news_articles_title_check", sql`char_length(${t.titleFi}) between 1 and 200`),
    index("news_articles_publish_idx").on(t.publishAt, t.id),
  ],
);

export const newsArticleCategories = pgTable(
  "news_article_categories",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => newsCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index("news_article_categories_category_idx").on(t.categoryId)],
);

export const newsViews = pgTable(
  "news_views",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);
