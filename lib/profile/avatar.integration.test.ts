import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionLog, users } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { getStorage, keyFromFileUrl } from "@/lib/integrations/storage";
import { MAX_IMAGE_BYTES } from "@/lib/files/image";
import { DEFAULT_AVATAR_URL } from "./avatar-files";
import { deleteUserAvatar } from "./delete-user-avatar";
import { uploadUserAvatar } from "./upload-user-avatar";

const t = useTestDb();

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0];

function file(header: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return new File([bytes], name, { type });
}
const png = (size = 128) => file(PNG_HEADER, size, "me.png", "image/png");

let dir: string;
const previousDir = process.env.UPLOAD_DIR;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portal-uploads-"));
  process.env.UPLOAD_DIR = dir;
});
afterAll(async () => {
  if (previousDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousDir;
  await rm(dir, { recursive: true, force: true });
});

async function signedInUser() {
  const customer = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: customer.id }] });
  return signInAs(t.db, user.id);
}

async function avatarOf(userId: number) {
  const [u] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  return u.avatarUrl;
}

async function logged(userId: number, action: string) {
  return t.db.select().from(actionLog).where(and(eq(actionLog.userId, userId), eq(actionLog.action, action)));
}

describe("user avatar", () => {
  it("stores an uploaded PNG, points the user at it and logs the change", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png(), ctx: { requestId: "req-1", ip: "127.0.0.1" } });

    expect(imageUrl).toMatch(new RegExp(`^/api/files/avatars/users/${actor.userId}/[0-9a-f]{32}\\.png$`));
    expect(await avatarOf(actor.userId)).toBe(imageUrl);
    const stored = await getStorage().get(keyFromFileUrl(imageUrl)!);
    expect(stored?.contentType).toBe("image/png");
    expect(stored?.bytes.byteLength).toBe(128);
    expect([...stored!.bytes.slice(0, 8)]).toEqual(PNG_HEADER);

    const rows = await logged(actor.userId, "profile.avatar.uploaded");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requestId: "req-1", ip: "127.0.0.1", details: { contentType: "image/png", bytes: 128, previous: null } });
  });

  it("stores a JPEG by its content even when the browser calls it something else", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: file(JPEG_HEADER, 64, "photo.png", "application/octet-stream") });
    expect(imageUrl).toMatch(/\.jpg$/);
    expect((await getStorage().get(keyFromFileUrl(imageUrl)!))?.contentType).toBe("image/jpeg");
  });

  it("removes the previous file when a new avatar is uploaded", async () => {
    const actor = await signedInUser();
    const first = await uploadUserAvatar(t.db, { actor, file: png() });
    const second = await uploadUserAvatar(t.db, { actor, file: png(256) });

    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(await avatarOf(actor.userId)).toBe(second.imageUrl);
    expect(await getStorage().get(keyFromFileUrl(first.imageUrl)!)).toBeNull();
    expect(await getStorage().get(keyFromFileUrl(second.imageUrl)!)).not.toBeNull();
    expect(await logged(actor.userId, "profile.avatar.uploaded")).toHaveLength(2);
  });

  it("refuses an image over 10485760 bytes with PAYLOAD_TOO_LARGE and keeps the avatar", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png() });

    await expect(uploadUserAvatar(t.db, { actor, file: png(MAX_IMAGE_BYTES + 1) })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: "upload.image.tooLarge",
    });
    expect(await avatarOf(actor.userId)).toBe(imageUrl);
    expect(await getStorage().get(keyFromFileUrl(imageUrl)!)).not.toBeNull();
    expect(await logged(actor.userId, "profile.avatar.uploaded")).toHaveLength(1);
  });

  it("accepts an image of exactly 10485760 bytes", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png(MAX_IMAGE_BYTES) });
    expect((await getStorage().get(keyFromFileUrl(imageUrl)!))?.bytes.byteLength).toBe(MAX_IMAGE_BYTES);
  });

  it("refuses a text file named .png with UNSUPPORTED_MEDIA_TYPE", async () => {
    const actor = await signedInUser();
    const text = new File(["not an image, honestly\n"], "cat.png", { type: "image/png" });
    await expect(uploadUserAvatar(t.db, { actor, file: text })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
      message: "upload.image.wrongType",
    });
    expect(await avatarOf(actor.userId)).toBeNull();
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

  it("deletes the avatar: avatar_url null, file gone, default image returned, change logged", async () => {
    const actor = await signedInUser();
    const { imageUrl } = await uploadUserAvatar(t.db, { actor, file: png() });

    expect(await deleteUserAvatar(t.db, { actor, ctx: { requestId: "req-2" } })).toEqual({ imageUrl: DEFAULT_AVATAR_URL });
    expect(DEFAULT_AVATAR_URL).toBe("/images/default-avatar.svg");
    expect(await avatarOf(actor.userId)).toBeNull();
    expect(await getStorage().get(keyFromFileUrl(imageUrl)!)).toBeNull();
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
    expect(await getStorage().get(keyFromFileUrl(othersUrl)!)).not.toBeNull();
  });
});
