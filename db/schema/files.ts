/**
 * Stored files (decision 020; issue 9 item 3, issue 10 item 7).
 *
 * `stored_files` is the register: every file the portal stores has exactly one row, written in the
 * same transaction as the change that uses the file (an avatar upload sets users.avatar_url and
 * registers its file together). A read of /api/files/<key> checks the row: no row → 404; the
 * visibility decides who may read it:
 * - `public`   any signed-in user (avatars: they show in the signed-in header);
 * - `customer` users with access to `customer_number` (canAccessCustomer: the customer's users,
 *              users of its parent, staff acting for it or its parent);
 * - `owner`    the uploading user, and internal staff;
 * - `admin`    internal staff and agro admins only (ADMIN_FILE_ROLES in lib/files/visibility.ts).
 * A file with a `market` is read only on that market's host (else 404).
 *
 * `stored_file_chunks` holds the bytes when FILE_STORAGE=pg (the default): ~256 KB per row, read
 * one chunk at a time, so a file is streamed, never loaded whole. It is the pg store's own table
 * (lib/integrations/storage/pg.ts), deliberately without a foreign key to the register: the stores
 * are interchangeable blob stores, the register sits above them.
 */
import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { markets, users } from "./core";

export const FILE_VISIBILITIES = ["public", "customer", "owner", "admin"] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
});

export const storedFiles = pgTable(
  "stored_files",
  {
    /** the storage key, e.g. "avatars/users/12/3f9c….png" (lib/integrations/storage isValidKey) */
    key: text("key").primaryKey(),
    /** who stored it (null: stored by the system, or the user was removed) */
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    /** the customer the file belongs to (required for `customer` files) */
    customerNumber: text("customer_number"),
    /** readable only on this market's host; null: both */
    market: text("market").references(() => markets.code),
    visibility: text("visibility").$type<FileVisibility>().notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** hex SHA-256 of the stored bytes (also the ETag) */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stored_files_visibility_check", sql`${t.visibility} in ('public', 'customer', 'owner', 'admin')`),
    check("stored_files_customer_check", sql`${t.visibility} <> 'customer' or ${t.customerNumber} is not null`),
    check("stored_files_size_check", sql`${t.sizeBytes} >= 0`),
    check("stored_files_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    index("stored_files_owner_idx").on(t.ownerUserId),
    index("stored_files_customer_idx").on(t.customerNumber),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The bytes of a file under FILE_STORAGE=pg, in order of `seq` (0, 1, …); at least one row per file. */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    key: text("key").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] }), check("stored_file_chunks_seq_check", sql`${t.seq} >= 0`)],
);
