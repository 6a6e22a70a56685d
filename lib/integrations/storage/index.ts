/**
 * Stored files (uploaded images). Callers see only the FileStorage interface and keys such as
 * "avatars/users/12/3f9c….png"; `getStorage()` picks the implementation from the environment:
 *
 *   FILE_STORAGE=local (default)  files in the folder UPLOAD_DIR (default ".data/uploads",
 *                                 relative to the working directory), the content type in a
 *                                 sidecar "<key>.meta.json"
 *
 * An S3-like store is added as another `FileStorage` and another case in `getStorage()`.
 * Files reach the browser through GET /api/files/<key> (see `fileUrl`), whatever the store.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve, sep } from "node:path";

export interface StoredFile {
  /** a plain (not shared) buffer, so it can be a Response body as it is */
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface FileStorage {
  /** stores (or replaces) the file under the key */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** the file, or null when the key is unknown */
  get(key: string): Promise<StoredFile | null>;
  /** removes the file; an unknown key is not an error */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/;
const META_SUFFIX = ".meta.json";
export const MAX_KEY_LENGTH = 512;

/**
 * A key is lower-case letters, digits and `/ _ - .`, made of non-empty segments, with no ".."
 * anywhere (so it can never leave the storage folder) and not naming a sidecar file.
 */
export function isValidKey(key: unknown): key is string {
  return (
    typeof key === "string" &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    KEY.test(key) &&
    !key.includes("..") &&
    !key.endsWith(META_SUFFIX)
  );
}

function assertKey(key: string): void {
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

const EXT_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

function isMissing(e: unknown): boolean {
  return (e as NodeJS.ErrnoException)?.code === "ENOENT";
}

/** Files in a local folder; the content type sits beside each file in "<name>.meta.json". */
export function localFolderStorage(root: string): FileStorage {
  const base = resolve(/* turbopackIgnore: true */ root);
  const pathOf = (key: string) => {
    assertKey(key);
    const p = join(base, key);
    // belt and braces: the key rules already keep every path inside the folder
    if (!p.startsWith(base + sep)) throw new Error("storage key leaves the storage folder");
    return p;
  };

  /** writes through a temporary file and a rename, so a reader never sees half a file */
  async function writeAtomic(path: string, data: Uint8Array | string): Promise<void> {
    const tmp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomic(path + META_SUFFIX, JSON.stringify({ contentType, size: bytes.byteLength }));
      await writeAtomic(path, bytes);
    },

    async get(key) {
      const path = pathOf(key);
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = new Uint8Array(await readFile(path));
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      let contentType = EXT_TYPES[extname(key)] ?? "application/octet-stream";
      try {
        const meta = JSON.parse(await readFile(path + META_SUFFIX, "utf8")) as { contentType?: unknown };
        if (typeof meta.contentType === "string" && meta.contentType) contentType = meta.contentType;
      } catch (e) {
        if (!isMissing(e)) throw e;
      }
      return { bytes, contentType };
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
    },
  };
}

/** The local folder: UPLOAD_DIR, resolved from the working directory. */
export function uploadDir(): string {
  return resolve(/* turbopackIgnore: true */ process.cwd(), process.env.UPLOAD_DIR ?? ".data/uploads");
}

const instances = new Map<string, FileStorage>();

/** The configured store (read from the environment on each call; instances are reused). */
export function getStorage(): FileStorage {
  const driver = (process.env.FILE_STORAGE ?? "local").toLowerCase();
  switch (driver) {
    case "local": {
      const dir = uploadDir();
      let s = instances.get(`local:${dir}`);
      if (!s) instances.set(`local:${dir}`, (s = localFolderStorage(dir)));
      return s;
    }
    default:
      throw new Error(`FILE_STORAGE=${driver} is not a known file storage (known: local)`);
  }
}
