import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/db";
import { storedFiles, type FileVisibility, type StoredFileRow } from "@/db/schema";
import { assertKey, getStorage } from "@/lib/integrations/storage";
import type { Market } from "@/lib/market";

export interface NewStoredFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  /** the uploading user (null: stored by the system) */
  ownerUserId: number | null;
  visibility: FileVisibility;
  /** required for `customer` files */
  customerNumber?: string | null;
  /** set: readable only on that market's host */
  market?: Market | null;
}

/**
 * Stores a file and registers it in `stored_files`, inside `tx`: the transaction of the change
 * that uses the file (e.g. the avatar upload that also sets users.avatar_url). With the pg store
 * the bytes commit or roll back with it; with the local and S3 stores the bytes are written at
 * once, and a caller whose transaction fails removes them (removeStoredBytesQuietly) — a file
 * without its row is never served (GET /api/files answers 404).
 */
export async function saveStoredFile(tx: Tx, file: NewStoredFile): Promise<StoredFileRow> {
  assertKey(file.key);
  if (file.visibility === "customer" && !file.customerNumber) throw new Error("a customer file needs its customer number");
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  await getStorage(tx).put(file.key, file.bytes, file.contentType);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      key: file.key,
      ownerUserId: file.ownerUserId,
      customerNumber: file.customerNumber ?? null,
      market: file.market ?? null,
      visibility: file.visibility,
      contentType: file.contentType,
      sizeBytes: file.bytes.byteLength,
      sha256,
    })
    .returning();
  if (!row) throw new Error("insert into stored_files returned no row");
  return row;
}
