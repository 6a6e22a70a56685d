import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { storedFiles, type FileVisibility } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getStorage, isValidKey } from "@/lib/integrations/storage";
import type { Market } from "@/lib/market";
import { canReadStoredFile } from "./can-read-stored-file";

export interface StoredFileRead {
  contentType: string;
  size: number;
  /** hex SHA-256 of the bytes: the ETag */
  sha256: string;
  visibility: FileVisibility;
  /** the bytes, streamed; absent when the caller's copy is current (`ifNoneMatch`) */
  body: ReadableStream<Uint8Array> | null;
}

/**
 * A stored file for the actor (GET /api/files/<key>), checked against its register row on every
 * read: a malformed key, a key with no row, or a file of the other market → 404; a file the actor
 * may not read → 403 (canReadStoredFile). When `ifNoneMatch` names the file's hash the bytes are
 * not opened (304).
 */
export async function readStoredFile(
  db: Db,
  opts: { actor: Actor; key: string | string[]; market: Market; ifNoneMatch?: string | null },
): Promise<StoredFileRead> {
  const key = Array.isArray(opts.key) ? opts.key.join("/") : opts.key;
  if (!isValidKey(key)) throw new AppError("NOT_FOUND");
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  if (!file || (file.market !== null && file.market !== opts.market)) throw new AppError("NOT_FOUND");
  if (!(await canReadStoredFile(db, opts.actor, file))) throw new AppError("FORBIDDEN");
  const meta = { contentType: file.contentType, size: file.sizeBytes, sha256: file.sha256, visibility: file.visibility };
  if (opts.ifNoneMatch && etagMatches(opts.ifNoneMatch, file.sha256)) return { ...meta, body: null };
  const stored = await getStorage(db).get(key);
  if (!stored) {
    console.error(`[storage] ${key} is registered but its bytes are missing`);
    throw new AppError("NOT_FOUND");
  }
  return { ...meta, body: stored.body };
}

/** Does an If-None-Match header name this hash (`"<sha256>"`, a list, or `*`)? */
export function etagMatches(header: string, sha256: string): boolean {
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === `"${sha256}"`);
}
