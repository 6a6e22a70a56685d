/** Serving stored files through the route wrapper; the session and database are stubbed. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth/current", () => ({ getActor: vi.fn() }));
vi.mock("@/db", () => ({ getDb: async () => ({}) }));

const { getActor } = await import("@/lib/auth/current");
const { getStorage } = await import("@/lib/integrations/storage");
const { GET } = await import("./route");

const get = (key: string[]) =>
  GET(new NextRequest(`http://portal.test/api/files/${key.join("/")}`, { headers: { host: "portal.test" } }), { params: Promise.resolve({ key }) });

let dir: string;
const before = process.env.UPLOAD_DIR;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portal-files-"));
  process.env.UPLOAD_DIR = dir;
  await getStorage().put("avatars/users/1/abc.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png");
});
afterAll(async () => {
  if (before === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = before;
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue({ userId: 2 } as never);
});

describe("GET /api/files/[...key]", () => {
  it("sends the stored bytes with their type, cacheable for good by the browser only", async () => {
    const res = await get(["avatars", "users", "1", "abc.png"]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe("4");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it.each([
    ["an unknown key", ["avatars", "users", "1", "nope.png"]],
    ["a path out of the folder", ["..", "..", "etc", "passwd"]],
    ["a sidecar file", ["avatars", "users", "1", "abc.png.meta.json"]],
  ])("%s: 404 JSON, not cached", async (_, key) => {
    const res = await get(key);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("signed out: 401", async () => {
    vi.mocked(getActor).mockResolvedValue(null);
    const res = await get(["avatars", "users", "1", "abc.png"]);
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
