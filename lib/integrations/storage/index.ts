/**
 * Stored files' bytes (decision 020). Callers see only the FileStorage interface and keys such as
 * "avatars/users/12/3f9c….png"; `getStorage(db)` picks the store from the environment:
 *
 *   FILE_STORAGE=pg (default)  in PostgreSQL (stored_file_chunks), inside the caller's transaction;
 *                              every app instance sees every file
 *   FILE_STORAGE=local         files in the folder UPLOAD_DIR (default ".data/uploads", relative to
 *                              the working directory): one instance, or a folder all instances mount
 *   FILE_STORAGE=s3            an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID,
 *                              S3_SECRET_ACCESS_KEY, S3_REGION, S3_FORCE_PATH_STYLE; see s3.ts)
 *
 * Who may read a file, its type and size live in the `stored_files` register (lib/files), not here.
 * Files reach the browser through GET /api/files/<key> (see `fileUrl`), whatever the store.
 * The three stores pass one contract test suite (storage-contract.ts).
 *
 * Not marked "server-only": scripts/start.ts imports it (the start-up avatar backfill runs under
 * tsx, where that marker throws). Its node:fs / pg imports keep it out of client bundles anyway.
 */
import { resolve } from "node:path";
import type { DbOrTx } from "@/db";
import type { FileStorage } from "./keys";
import { localFolderStorage } from "./local";
import { pgStorage } from "./pg";
import { s3ConfigFromEnv, s3Storage } from "./s3";

export * from "./keys";
export { localFolderStorage } from "./local";
export { pgStorage, PG_CHUNK_BYTES } from "./pg";
export { s3ConfigFromEnv, s3Storage, type S3Config } from "./s3";

export const FILE_STORAGE_KINDS = ["pg", "local", "s3"] as const;

/** The local folder: UPLOAD_DIR, resolved from the working directory. */
export function uploadDir(): string {
  return resolve(/* turbopackIgnore: true */ process.cwd(), process.env.UPLOAD_DIR || ".data/uploads");
}

/** FILE_STORAGE, or "pg"; throws on an unknown value so a typo never silently picks another store. */
export function fileStorageKind(): FileStorage["kind"] {
  const kind = (process.env.FILE_STORAGE || "pg").toLowerCase();
  if (!(FILE_STORAGE_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`FILE_STORAGE=${kind} is not a known file storage (known: ${FILE_STORAGE_KINDS.join(", ")})`);
  }
  return kind as FileStorage["kind"];
}

const instances = new Map<string, FileStorage>();

/**
 * The configured store. `db` is the handle the pg store works in: pass the transaction of the
 * change that uses the file (so the bytes commit with it), or the pool for reads. The other
 * stores ignore it (their instances are reused).
 */
export function getStorage(db: DbOrTx): FileStorage {
  const kind = fileStorageKind();
  if (kind === "pg") return pgStorage(db);
  const id = kind === "local" ? `local:${uploadDir()}` : `s3:${JSON.stringify(s3ConfigFromEnv())}`;
  let s = instances.get(id);
  if (!s) {
    s = kind === "local" ? localFolderStorage(uploadDir()) : s3Storage(s3ConfigFromEnv());
    instances.set(id, s);
  }
  return s;
}
