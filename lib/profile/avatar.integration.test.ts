import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { actionLog, storedFileChunks, storedFiles, users } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { getStorage, keyFromFileUrl, readAll } from "@/lib/integrations/storage";
import { MAX_IMAGE_BYTES } from "@/lib/files/image";
import { DEFAULT_AVATAR_URL } from "./avatar-files";
import { deleteUserAvatar } from "./delete-user-avatar";
import { uploadUserAvatar } from "./upload-user-avatar";

const t = useTestDb();

/** A request id whose action-log row the database refuses: a change that fails after its file was saved. */
const FAIL_LOG = "fail-this-change";
beforeAll(async () => {
  await t.db.execute(
    sql.raw(`
    create function test_refuse_log() returns trigger language plpgsql as $$
    begin
      if new.request_id = '${FAIL_LOG}' then raise exception 'action log refused (test)'; end if;
      return new;
    end $$;
    create trigger test_refuse_log before insert on action_log for each row execute function test_refuse_log();
  `),
  );
});

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pixels = (w = 24, h = 16) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 46, g: 125, b: 74 } } });

let pngBytes: Buffer;
let jpegBytes: Buffer;
beforeAll(async () => {
  pngBytes = await pixels().png().toBuffer();
  jpegBytes = await pixels()
    .jpeg()
    .withExif({ IFD0: { Artist: "Anna Andersson" } })
    .toBuffer();
});
const png = (bytes: Uint8Array = pngBytes, name = "me.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" });

async function signedInUser() {
  const customer = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: customer.id }] });
  return signInAs(t.db, user.id);
}

async function avatarOf(userId: number) {
  const [u] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  if (!u) throw new Error(`no user ${userId}`);
  return u.avatarUrl;
}

async function registered(url: string) {
  const [row] = await t.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.key, keyFromFileUrl(url)!));
  return row ?? null;
}

async function storedBytes(url: string) {
  const got = await getStorage(t.db).get(keyFromFileUrl(url)!);
  return got ? Buffer.from(await readAll(got.body)) : null;
}

async function logged(userId: number, action: string) {
  return t.db
    .select()
    .from(actionLog)
    .where(and(eq(actionLog.userId, userId), eq(actionLog.action, action)));
}

describe("user avatar (PostgreSQL store, the default)", () => {
  it("stores the re-encoded PNG, registers it as the user's public file, points the user at it and logs the change", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png(), ctx: { requestId: "req-1", ip: "127.0.0.1" } });

    expect(imageUrl).toMatch(new RegExp(`^/api/files/avatars/users/${actor.userId}/[0-9a-f]{32}\\.png$`));
    expect(await avatarOf(actor.userId)).toBe(imageUrl);
    const bytes = (await storedBytes(imageUrl))!;
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_HEADER);
    expect(await registered(imageUrl)).toMatchObject({
      ownerUserId: actor.userId,
      visibility: "public",
      customerNumber: null,
      market: null,
      contentType: "image/png",
      sizeBytes: bytes.byteLength,
      sha256: (await import("node:crypto")).createHash("sha256").update(bytes).digest("hex"),
    });

    const rows = await logged(actor.userId, "profile.avatar.uploaded");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requestId: "req-1",
      ip: "127.0.0.1",
      details: { contentType: "image/png", bytes: bytes.byteLength, uploadedBytes: pngBytes.length, previous: null },
    });
  });

  it("stores a JPEG by its content even when the browser calls it something else, without its EXIF", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, {
      actor,
      file: new File([new Uint8Array(jpegBytes)], "photo.png", { type: "application/octet-stream" }),
    });
    expect(imageUrl).toMatch(/\.jpg$/);
    expect((await registered(imageUrl))?.contentType).toBe("image/jpeg");
    const stored = (await storedBytes(imageUrl))!;
    expect(stored.includes(Buffer.from("Anna Andersson"))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it("a new avatar unregisters and removes the previous one in the same change", async () => {
    const actor = await signedInUser();
    const first = await uploadUserAvatar(t.db, { actor, file: png() });
    const second = await uploadUserAvatar(t.db, { actor, file: png(await pixels(30, 30).png().toBuffer()) });

    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(await avatarOf(actor.userId)).toBe(second.imageUrl);
    expect(await registered(first.imageUrl)).toBeNull();
    expect(await storedBytes(first.imageUrl)).toBeNull();
    expect(await registered(second.imageUrl)).not.toBeNull();
    expect(await logged(actor.userId, "profile.avatar.uploaded")).toHaveLength(2);
  });

  it("refuses an image over 10485760 bytes with PAYLOAD_TOO_LARGE and keeps the avatar", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png() });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngBytes);

    await expect(uploadUserAvatar(t.db, { actor, file: png(big) })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: "upload.image.tooLarge",
    });
    expect(await avatarOf(actor.userId)).toBe(imageUrl);
    expect(await storedBytes(imageUrl)).not.toBeNull();
    expect(await logged(actor.userId, "profile.avatar.uploaded")).toHaveLength(1);
  });

  it("accepts an image of exactly 10485760 bytes (and stores only the image, not the padding after it)", async () => {
    const actor = await signedInUser();
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(pngBytes);
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png(exact) });
    expect((await registered(imageUrl))?.sizeBytes).toBeLessThan(10_000);
  });

  it.each([
    ["a text file named .png", new TextEncoder().encode("not an image, honestly\n")],
    ["a PNG signature with no image behind it", new Uint8Array([...PNG_HEADER, ...new Uint8Array(120)])],
  ])("refuses %s with UNSUPPORTED_MEDIA_TYPE and stores nothing", async (_, bytes) => {
    const actor = await signedInUser();
    const before = await t.db.select({ key: storedFiles.key }).from(storedFiles);
    await expect(uploadUserAvatar(t.db, { actor, file: png(bytes, "cat.png") })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
      message: "upload.image.wrongType",
    });
    expect(await avatarOf(actor.userId)).toBeNull();
    expect(await t.db.select({ key: storedFiles.key }).from(storedFiles)).toEqual(before);
  });

  it("refuses a missing or empty file with 400 on the UploadedImage field", async () => {
    const actor = await signedInUser();
    for (const missing of [undefined, null, new File([], "")]) {
      await expect(uploadUserAvatar(t.db, { actor, file: missing })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        status: 400,
        fields: { UploadedImage: ["upload.image.missing"] },
      });
    }
  });

  it("an upload whose change fails after the file was saved leaves neither a register row nor bytes", async () => {
    const actor = await signedInUser();
    await expect(uploadUserAvatar(t.db, { actor, file: png(), ctx: { requestId: FAIL_LOG } })).rejects.toThrow(/insert into "action_log"/);
    const prefix = `avatars/users/${actor.userId}/`;
    const rows = await t.db.select().from(storedFiles);
    expect(rows.filter((r) => r.key.startsWith(prefix))).toEqual([]);
    const chunks = await t.db.select({ key: storedFileChunks.key }).from(storedFileChunks);
    expect(chunks.filter((c) => c.key.startsWith(prefix))).toEqual([]);
    expect(await avatarOf(actor.userId)).toBeNull();
  });

  it("deletes the avatar: avatar_url null, file unregistered and gone, default image returned, change logged", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png() });

    expect(await deleteUserAvatar(t.db, { actor, ctx: { requestId: "req-2" } })).toEqual({ imageUrl: DEFAULT_AVATAR_URL });
    expect(DEFAULT_AVATAR_URL).toBe("/images/default-avatar.svg");
    expect(await avatarOf(actor.userId)).toBeNull();
    expect(await registered(imageUrl)).toBeNull();
    expect(await storedBytes(imageUrl)).toBeNull();
    const rows = await logged(actor.userId, "profile.avatar.deleted");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requestId: "req-2", details: { previous: imageUrl } });
  });

  it("deleting without an avatar succeeds and logs nothing", async () => {
    const actor = await signedInUser();
    expect(await deleteUserAvatar(t.db, { actor })).toEqual({ imageUrl: DEFAULT_AVATAR_URL });
    expect(await logged(actor.userId, "profile.avatar.deleted")).toHaveLength(0);
  });

  it("never removes a file outside the user's own avatar folder", async () => {
    const actor = await signedInUser();
    const other = await signedInUser();
    const { imageUrl: othersUrl } = await uploadUserAvatar(t.db, { actor: other, file: png() });
    // e.g. a value copied between users by hand
    await t.db.update(users).set({ avatarUrl: othersUrl }).where(eq(users.id, actor.userId));

    await deleteUserAvatar(t.db, { actor });
    expect(await registered(othersUrl)).not.toBeNull();
    expect(await storedBytes(othersUrl)).not.toBeNull();
  });
});

describe("user avatar with FILE_STORAGE=local", () => {
  let dir: string;
  const saved = { FILE_STORAGE: process.env.FILE_STORAGE, UPLOAD_DIR: process.env.UPLOAD_DIR };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-uploads-"));
    process.env.FILE_STORAGE = "local";
    process.env.UPLOAD_DIR = dir;
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    process.env.FILE_STORAGE = "local";
  });

  it("writes the file into the folder, registers it, and removes the previous file after the change", async () => {
    const actor = await signedInUser();
    const first = await uploadUserAvatar(t.db, { actor, file: png() });
    const second = await uploadUserAvatar(t.db, { actor, file: png() });
    const files = await readdir(join(dir, `avatars/users/${actor.userId}`));
    expect(files).toEqual([keyFromFileUrl(second.imageUrl)!.split("/").pop()]);
    expect(await registered(first.imageUrl)).toBeNull();
    expect(await registered(second.imageUrl)).toMatchObject({ visibility: "public", ownerUserId: actor.userId });
  });

  it("a change that fails after the file was written removes the bytes again", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png() });
    await expect(uploadUserAvatar(t.db, { actor, file: png(), ctx: { requestId: FAIL_LOG } })).rejects.toThrow(/insert into "action_log"/);
    // only the avatar of the first upload is left, still registered and in use
    expect(await readdir(join(dir, `avatars/users/${actor.userId}`))).toEqual([keyFromFileUrl(imageUrl)!.split("/").pop()]);
    expect(await avatarOf(actor.userId)).toBe(imageUrl);
    expect(await registered(imageUrl)).not.toBeNull();
  });
});
