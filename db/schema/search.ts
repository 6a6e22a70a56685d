/**
 * The site search's index (issue 15 item 7, decision 058): one row per searchable thing and
 * language (news, documents, agro-desk pages, facilities, feed recipes), written by the areas when
 * their content changes (lib/search/index-content.ts). The full-text vector (`tsv`, finnish or
 * swedish configuration by `language`) and the trigram indexes are added by the hand-written
 * migration (search-extra), so drizzle only sees the plain columns.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const SEARCH_SOURCES = ["news", "document", "page", "facility", "recipe"] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
export const SEARCH_AUDIENCES = ["all", "store", "admin"] as const;
export type SearchAudience = (typeof SEARCH_AUDIENCES)[number];

export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    source: text("source").$type<SearchSource>().notNull(),
    sourceId: text("source_id").notNull(),
    language: text("language").$type<"fi" | "sv">().notNull(),
    market: text("market").notNull().default("fi"),
    /** who may find it: every agro-desk user, store staff, or admins only */
    audience: text("audience").$type<SearchAudience>().notNull().default("all"),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    url: text("url").notNull(),
    /** set: only users with access to this customer find it (a farm's feed recipes) */
    customerNumber: text("customer_number"),
    /** a category name (news categories, document folders), for the category facet */
    category: text("category"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("search_documents_source_key").on(t.source, t.sourceId, t.language),
    check("search_documents_source_check", sql`${t.source} in ('news', 'document', 'page', 'facility', 'recipe')`),
    check("search_documents_language_check", sql`${t.language} in ('fi', 'sv')`),
    check("search_documents_audience_check", sql`${t.audience} in ('all', 'store', 'admin')`),
    index("search_documents_published_idx").on(t.publishedAt),
  ],
);
