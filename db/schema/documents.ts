/**
 * Agro-desk document library (spec 4 §3 "Document tree node", §7; issue 15 item 1; decision 055).
 *
 * `document_nodes`: one tree of folders and files per content block (`block_id`). A folder has no
 * file; a file points at its bytes in the foundation's storage (`stored_files.key`, decision 020)
 * and keeps the text extracted from it (PDF/plain text) for the site search. Deleting a folder
 * deletes its subtree.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./core";
import { storedFiles } from "./files";

export const documentNodes = pgTable(
  "document_nodes",
  {
    id: serial("id").primaryKey(),
    blockId: integer("block_id").notNull(),
    /** the folder it sits in; null: the block's top level */
    parentId: integer("parent_id").references((): AnyPgColumn => documentNodes.id, { onDelete: "cascade" }),
    isFolder: boolean("is_folder").notNull(),
    name: text("name").notNull(),
    /** files only: the stored file (visibility public, market fi: readable by agro-desk users on the Finnish host) */
    fileKey: text("file_key").references(() => storedFiles.key),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    /** files only: text taken from a PDF or text file, for the search (null when none) */
    textContent: text("text_content"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("document_nodes_kind_check", sql`(${t.isFolder} and ${t.fileKey} is null) or (not ${t.isFolder} and ${t.fileKey} is not null)`),
    check("document_nodes_name_check", sql`char_length(${t.name}) between 1 and 200`),
    check("document_nodes_block_check", sql`${t.blockId} > 0`),
    index("document_nodes_parent_idx").on(t.blockId, t.parentId),
    uniqueIndex("document_nodes_name_key").on(t.blockId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

export type DocumentNodeRow = typeof documentNodes.$inferSelect;
