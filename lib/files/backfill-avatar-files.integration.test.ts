/** The start-up data migration of avatars stored before the file register (decision 020). */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storedFiles, users } from "@/db/schema";
import { getStorage, readAll } from "@/lib/integrations/storage";
import { makeUser } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { backfillAvatarFiles } from "./backfill-avatar-files";

const t = useTestDb();
const HTML = "<html><script>alert(1)</script></html>";
let legacy: string;
let png: Buffer;
const quiet = { log: () => {} };

beforeAll(async () => {
  legacy = await mkdtemp(join(tmpdir(), "portal-legacy-uploads-"));
  png = Buffer.concat([
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d4a" } })
      .png()
      .toBuffer(),
    Buffer.from(HTML),
  ]);
});
afterAll(() => rm(legacy, { recursive: true, force: true }));
beforeEach(() => {
  delete process.env.FILE_STORAGE;
});

/** a user whose avatar was uploaded the old way: a file (and its sidecar) in the folder, no register row */
async function legacyAvatar(opts: { bytes?: Buffer | null; ext?: string; folderOf?: number } = {}) {
  const user = await makeUser(t.db);
  const key = `avatars/users/${opts.folderOf ?? user.id}/${randomBytes(16).toString("hex")}.${opts.ext ?? "png"}`;
  if (opts.bytes !== null) {
    await mkdir(dirname(join(legacy, key)), { recursive: true });
    await writeFile(join(legacy, key), opts.bytes ?? png);
    await writeFile(join(legacy, `${key}.meta.json`), JSON.stringify({ contentType: "image/png" }));
  }
  await t.db
    .update(users)
    .set({ avatarUrl: `/api/files/${key}` })
    .where(eq(users.id, user.id));
  return { userId: user.id, key };
}

const avatarOf = async (id: number) =>
  must((await t.db.select({ a: users.avatarUrl }).from(users).where(eq(users.id, id)))[0], "the user").a;
const rowOf = async (key: string) => (await t.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0] ?? null;

describe("avatar backfill", () => {
  it("registers an old avatar as the user's public file and moves its re-encoded bytes into the PostgreSQL store", async () => {
    const { userId, key } = await legacyAvatar();
    const result = await backfillAvatarFiles(t.db, { legacyDir: legacy, ...quiet });
    expect(result.registered).toBeGreaterThanOrEqual(1);
    expect(await avatarOf(userId)).toBe(`/api/files/${key}`);
    expect(await rowOf(key)).toMatchObject({ ownerUserId: userId, visibility: "public", contentType: "image/png" });
    const bytes = Buffer.from(await readAll((await getStorage(t.db).get(key))!.body));
    expect(bytes.includes(Buffer.from("<script>"))).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(8);
  });

  it("does nothing the second time", async () => {
    await legacyAvatar();
    await backfillAvatarFiles(t.db, { legacyDir: legacy, ...quiet });
    expect(await backfillAvatarFiles(t.db, { legacyDir: legacy, ...quiet })).toEqual({ registered: 0, cleared: 0 });
  });

  it("resets to the default image an avatar whose file is gone, that is not an image, or that lies in another user's folder", async () => {
    const gone = await legacyAvatar({ bytes: null });
    const text = await legacyAvatar({ bytes: Buffer.from("just text") });
    const fake = await legacyAvatar({ bytes: Buffer.concat([png.subarray(0, 8), Buffer.alloc(50)]) });
    const wrongExt = await legacyAvatar({ ext: "jpg" });
    const elsewhere = await legacyAvatar({ folderOf: 999_999 });
    const result = await backfillAvatarFiles(t.db, { legacyDir: legacy, ...quiet });
    expect(result.cleared).toBe(5);
    for (const u of [gone, text, fake, wrongExt, elsewhere]) {
      expect(await avatarOf(u.userId)).toBeNull();
      expect(await rowOf(u.key)).toBeNull();
    }
  });

  it("two instances starting at once register each avatar once", async () => {
    const { key } = await legacyAvatar();
    const results = await Promise.all([1, 2, 3].map(() => backfillAvatarFiles(t.db, { legacyDir: legacy, ...quiet })));
    expect(results.reduce((sum, r) => sum + r.registered, 0)).toBe(1);
    expect(await rowOf(key)).not.toBeNull();
  });

  it("with FILE_STORAGE=local on the same folder: the file is re-encoded in place and its old sidecar removed", async () => {
    process.env.FILE_STORAGE = "local";
    const previous = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = legacy;
    try {
      const { key } = await legacyAvatar();
      await backfillAvatarFiles(t.db, { legacyDir: legacy, ...quiet });
      const onDisk = await readFile(join(legacy, key));
      expect(onDisk.includes(Buffer.from("<script>"))).toBe(false);
      expect(await readdir(dirname(join(legacy, key)))).toEqual([key.split("/").pop()]);
      expect((await rowOf(key))?.sizeBytes).toBe(onDisk.length);
    } finally {
      if (previous === undefined) delete process.env.UPLOAD_DIR;
      else process.env.UPLOAD_DIR = previous;
    }
  });
});
