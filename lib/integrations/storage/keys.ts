/**
 * The storage contract shared by every store, and the key rules. Keys look like
 * "avatars/users/12/3f9c….png": lower-case letters, digits and `/ _ - .`, never "..".
 */

/** A stored file's bytes, streamed (never loaded whole), and their length. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStorage {
  readonly kind: "pg" | "local" | "s3";
  /**
   * true when put/delete take part in the database transaction the store was made with (pg):
   * they are undone with it. Other stores write at once; a caller removes bytes whose
   * transaction failed (lib/files/remove-stored-bytes.ts).
   */
  readonly transactional: boolean;
  /** stores (or replaces) the bytes under the key */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** the bytes, or null when the key is unknown */
  get(key: string): Promise<StoredObject | null>;
  /** removes the bytes; an unknown key is not an error */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/;
/** the content-type sidecar of the first local-folder layout (still refused as a key, removed on delete) */
export const LEGACY_META_SUFFIX = ".meta.json";
export const MAX_KEY_LENGTH = 512;

/**
 * A key is lower-case letters, digits and `/ _ - .`, made of non-empty segments, with no ".."
 * anywhere (so it can never leave a storage folder) and not naming a sidecar file.
 */
export function isValidKey(key: unknown): key is string {
  return (
    typeof key === "string" &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    KEY.test(key) &&
    !key.includes("..") &&
    !key.endsWith(LEGACY_META_SUFFIX)
  );
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** Where the browser reads a stored file (app/api/files/[...key]). */
export const FILE_URL_PREFIX = "/api/files/";

export function fileUrl(key: string): string {
  assertKey(key);
  return FILE_URL_PREFIX + key;
}

/** The key behind a URL made by `fileUrl`, or null for any other URL (e.g. the default avatar). */
export function keyFromFileUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(FILE_URL_PREFIX)) return null;
  const key = url.slice(FILE_URL_PREFIX.length);
  return isValidKey(key) ? key : null;
}

/** All of a stream's bytes (for tests and the start-up backfill; readers stream instead). */
export async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}
