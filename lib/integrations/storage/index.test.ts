import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileUrl, getStorage, isValidKey, keyFromFileUrl, localFolderStorage, uploadDir, type FileStorage } from "./index";

describe("storage keys", () => {
  it.each(["avatars/users/12/0a1b.png", "a", "x_y-z.1/2.jpg"])("accepts %s", (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["parent folder", "avatars/../secret.png"],
    ["bare ..", ".."],
    ["dots inside a name", "a..b.png"],
    ["absolute", "/etc/passwd"],
    ["backslash", "a\\b.png"],
    ["upper case", "A.png"],
    ["empty segment", "a//b.png"],
    ["trailing slash", "a/"],
    ["a sidecar", "a.png.meta.json"],
    ["encoded", "a%2e%2e/b"],
    ["not a string", 12],
  ])("refuses %s", (_, key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it("maps keys to /api/files URLs and back", () => {
    expect(fileUrl("avatars/users/1/ab.png")).toBe("/api/files/avatars/users/1/ab.png");
    expect(keyFromFileUrl("/api/files/avatars/users/1/ab.png")).toBe("avatars/users/1/ab.png");
    expect(keyFromFileUrl("/images/default-avatar.svg")).toBeNull();
    expect(keyFromFileUrl("/api/files/../x")).toBeNull();
    expect(keyFromFileUrl(null)).toBeNull();
    expect(() => fileUrl("../x")).toThrow();
  });
});

describe("local folder storage", () => {
  let dir: string;
  let store: FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-storage-"));
    store = localFolderStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("puts, gets and deletes a file with its content type", async () => {
    await store.put("a/b/c.png", new Uint8Array([1, 2, 3]), "image/png");
    expect(await store.get("a/b/c.png")).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "image/png" });
    expect((await readdir(join(dir, "a/b"))).sort()).toEqual(["c.png", "c.png.meta.json"]);
    await store.delete("a/b/c.png");
    expect(await store.get("a/b/c.png")).toBeNull();
    expect(await readdir(join(dir, "a/b"))).toEqual([]);
  });

  it("answers null for an unknown key and ignores deleting one", async () => {
    expect(await store.get("nothing/here.png")).toBeNull();
    await expect(store.delete("nothing/here.png")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the folder", async () => {
    await expect(store.put("../escape.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/invalid storage key/);
    await expect(store.get("../../etc/passwd")).rejects.toThrow(/invalid storage key/);
    await expect(store.delete("/etc/passwd")).rejects.toThrow(/invalid storage key/);
  });

  it("is chosen by getStorage() with UPLOAD_DIR", async () => {
    const before = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = dir;
    try {
      expect(uploadDir()).toBe(dir);
      await store.put("via/env.jpg", new Uint8Array([9]), "image/jpeg");
      expect((await getStorage().get("via/env.jpg"))?.contentType).toBe("image/jpeg");
    } finally {
      if (before === undefined) delete process.env.UPLOAD_DIR;
      else process.env.UPLOAD_DIR = before;
    }
  });

  it("refuses an unknown FILE_STORAGE", () => {
    const before = process.env.FILE_STORAGE;
    process.env.FILE_STORAGE = "s3";
    try {
      expect(() => getStorage()).toThrow(/FILE_STORAGE=s3/);
    } finally {
      if (before === undefined) delete process.env.FILE_STORAGE;
      else process.env.FILE_STORAGE = before;
    }
  });
});
