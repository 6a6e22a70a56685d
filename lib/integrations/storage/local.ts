/**
 * FILE_STORAGE=local: files in a folder (UPLOAD_DIR). Only for a single instance or a folder that
 * every instance mounts; the default is the PostgreSQL store (decision 020).
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { assertKey, LEGACY_META_SUFFIX, type FileStorage } from "./keys";

function isMissing(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

export function localFolderStorage(root: string): FileStorage {
  const base = resolve(/* turbopackIgnore: true */ root);
  const pathOf = (key: string) => {
    assertKey(key);
    const p = join(base, key);
    // belt and braces: the key rules already keep every path inside the folder
    if (!p.startsWith(base + sep)) throw new Error("storage key leaves the storage folder");
    return p;
  };

  return {
    kind: "local",
    transactional: false,

    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // through a temporary file and a rename, so a reader never sees half a file
      const tmp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, path);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
      // the content type now lives in stored_files; drop a sidecar of the earlier layout
      await rm(path + LEGACY_META_SUFFIX, { force: true });
    },

    async get(key) {
      const path = pathOf(key);
      // open first: a file removed after this still reads whole from the open handle
      let handle;
      try {
        handle = await open(path, "r");
      } catch (e) {
        if (isMissing(e) || (e as NodeJS.ErrnoException)?.code === "EISDIR") return null;
        throw e;
      }
      try {
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        const stream = handle.createReadStream({ highWaterMark: 256 * 1024, autoClose: true });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: s.size };
      } catch (e) {
        await handle.close().catch(() => {});
        throw e;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + LEGACY_META_SUFFIX, { force: true });
    },
  };
}
