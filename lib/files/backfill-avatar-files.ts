import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { storedFiles, users } from "@/db/schema";
import { FILE_URL_PREFIX, getStorage, localFolderStorage, readAll, uploadDir } from "@/lib/integrations/storage";
import { userAvatarKey } from "@/lib/profile/avatar-files";
import { detectImageType } from "./image";
import { reencodeImage } from "./reencode-image";
import { saveStoredFile } from "./save-stored-file";

export interface BackfillResult {
  /** avatars registered (their bytes re-encoded into the configured store) */
  registered: number;
  /** avatar URLs set back to the default image: no bytes found, not an image, or not the user's own */
  cleared: number;
}

/**
 * Start-up data migration for avatars uploaded before the stored_files register (decision 020):
 * every users.avatar_url that points at /api/files/… without a register row gets one. Its bytes
 * are read from where they were kept until then, the local folder UPLOAD_DIR (or from the
 * configured store, when they are already there), re-encoded like a new upload and written to the
 * configured store. An avatar whose bytes cannot be found or decoded, or that lies outside the
 * user's own avatar folder, is reset to the default image. Idempotent and cheap when there is
 * nothing to do (one query); safe when two instances start at once (the user row is locked and
 * the register re-checked).
 */
export async function backfillAvatarFiles(db: Db, opts: { legacyDir?: string; log?: (m: string) => void } = {}): Promise<BackfillResult> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const legacy = localFolderStorage(opts.legacyDir ?? uploadDir());
  const unregistered = () =>
    db
      .select({ id: users.id, avatarUrl: users.avatarUrl })
      .from(users)
      .where(
        and(
          like(users.avatarUrl, `${FILE_URL_PREFIX}%`),
          sql`not exists (select 1 from ${storedFiles} where ${storedFiles.key} = substr(${users.avatarUrl}, ${FILE_URL_PREFIX.length + 1}))`,
        ),
      )
      .orderBy(users.id);

  const result: BackfillResult = { registered: 0, cleared: 0 };
  const clear = async (userId: number, url: string, why: string) => {
    const changed = await db
      .update(users)
      .set({ avatarUrl: null })
      .where(and(eq(users.id, userId), eq(users.avatarUrl, url)))
      .returning({ id: users.id });
    if (changed.length) {
      result.cleared++;
      log(`[files] avatar of user ${userId} reset to the default image: ${why}`);
    }
  };

  for (const user of await unregistered()) {
    const url = user.avatarUrl!;
    const key = userAvatarKey(user.id, url);
    if (!key) continue; // not in the user's own folder: decided after the loop
    let found = await legacy.get(key).catch(() => null);
    found ??= await getStorage(db)
      .get(key)
      .catch(() => null);
    if (!found) {
      await clear(user.id, url, `no stored bytes for ${key}`);
      continue;
    }
    const bytes = await readAll(found.body);
    const type = detectImageType(bytes);
    if (!type || !key.endsWith(`.${type.extension}`)) {
      await clear(user.id, url, `${key} is not the image its name says`);
      continue;
    }
    let encoded: Uint8Array;
    try {
      encoded = (await reencodeImage(bytes, type)).bytes;
    } catch {
      await clear(user.id, url, `${key} does not decode as an image`);
      continue;
    }
    const done = await db.transaction(async (tx) => {
      const [current] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, user.id)).for("update");
      if (current?.avatarUrl !== url) return false;
      const [exists] = await tx.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
      if (exists) return false;
      await saveStoredFile(tx, { key, bytes: encoded, contentType: type.contentType, ownerUserId: user.id, visibility: "public" });
      return true;
    });
    if (done) result.registered++;
  }

  // whatever still points at an unregistered file (e.g. another user's folder) shows the default image
  for (const user of await unregistered()) await clear(user.id, user.avatarUrl!, "not a registered file of the user");
  if (result.registered || result.cleared)
    log(`[files] avatars moved into the file register: ${result.registered}, reset: ${result.cleared}`);
  return result;
}

/** The backfill against a database URL, on its own small pool (scripts/start.ts, before the app starts). */
export async function backfillAvatarFilesAt(url: string, log: (m: string) => void): Promise<void> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const schema = await import("@/db/schema");
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  try {
    await backfillAvatarFiles(drizzle(pool, { schema }), { log });
  } catch (e) {
    // never blocks the start: an avatar that is not registered shows as a 404 until the next start
    console.error("[files] avatar backfill failed:", e instanceof Error ? e.message : e);
  } finally {
    await pool.end();
  }
}
