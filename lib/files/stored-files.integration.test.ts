/**
 * GET /api/files/<key> through the real route wrapper against a real database (only the session
 * lookup is replaced): every read is checked against the file's stored_files row (decision 020).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { customers, storedFiles, users, type FileVisibility } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { getStorage } from "@/lib/integrations/storage";
import type { Market } from "@/lib/market";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import { saveStoredFile } from "./save-stored-file";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { GET } = (await import("@/app/api/files/[...key]/route")) as unknown as { GET: Handler };

const t = useTestDb();
beforeAll(() => {
  delete process.env.FILE_STORAGE;
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function get(key: string, opts: { as?: Actor | null; host?: string; ifNoneMatch?: string } = {}) {
  state.sessionId = opts.as?.sessionId ?? null;
  const host = opts.host ?? "portal.test";
  const headers: Record<string, string> = { host };
  if (opts.ifNoneMatch) headers["if-none-match"] = opts.ifNoneMatch;
  const res = await GET(new NextRequest(`http://${host}/api/files/${key}`, { headers }), {
    params: Promise.resolve({ key: key.split("/") } as never),
  });
  return res;
}

let n = 0;
async function stored(
  visibility: FileVisibility,
  opts: { owner?: number | null; customerNumber?: string; market?: Market; bytes?: Uint8Array; contentType?: string } = {},
) {
  const key = `test/${visibility}/${++n}-${randomBytes(4).toString("hex")}.${opts.contentType === "application/pdf" ? "pdf" : "png"}`;
  const bytes = opts.bytes ?? new Uint8Array(randomBytes(100));
  await t.db.transaction((tx) =>
    saveStoredFile(tx, {
      key,
      bytes,
      contentType: opts.contentType ?? "image/png",
      ownerUserId: opts.owner ?? null,
      visibility,
      customerNumber: opts.customerNumber,
      market: opts.market,
    }),
  );
  return { key, bytes };
}

/** a customer with one user (a farmer), signed in */
async function farmerOf(parent?: number) {
  const customer = await makeCustomer(t.db, { parent });
  const user = await makeUser(t.db, { customers: [{ id: customer.id }] });
  return { customer, actor: await signInAs(t.db, user.id) };
}

async function staff(opts: { acting?: string; agroAdmin?: boolean; internal?: boolean } = {}) {
  const user = await makeUser(t.db, { internal: opts.internal ?? true });
  if (opts.agroAdmin) await t.db.update(users).set({ isAgroAdmin: true }).where(eq(users.id, user.id));
  return signInAs(t.db, user.id, { acting: opts.acting });
}

describe("GET /api/files/<key>", () => {
  it("signed out: 401, whatever the file", async () => {
    const { key } = await stored("public");
    const res = await get(key, { as: null });
    expect(res.status).toBe(401);
    expect(parseReply<ErrorReply>(await res.text()).error.code).toBe("UNAUTHORIZED");
  });

  it("a public file (an avatar): any signed-in user reads it, streamed with its type, size and hash, cacheable by the browser", async () => {
    const { actor: owner } = await farmerOf();
    const { actor: stranger } = await farmerOf();
    const bytes = new Uint8Array(randomBytes(700_000)); // more than two chunks
    const { key } = await stored("public", { owner: owner.userId, bytes });
    const res = await get(key, { as: stranger });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe("700000");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  describe("a customer document", () => {
    it("its customer's users read it (200); another customer's user gets 403", async () => {
      const a = await farmerOf();
      const b = await farmerOf();
      const { key, bytes } = await stored("customer", {
        owner: a.actor.userId,
        customerNumber: a.customer.customerNumber,
        contentType: "application/pdf",
      });

      const mine = await get(key, { as: a.actor });
      expect(mine.status).toBe(200);
      expect(mine.headers.get("cache-control")).toBe("private, no-cache");
      expect(mine.headers.get("content-disposition")).toBe("attachment");
      expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

      const theirs = await get(key, { as: b.actor });
      expect(theirs.status).toBe(403);
      expect(parseReply<ErrorReply>(await theirs.text()).error.code).toBe("FORBIDDEN");
    });

    it("users of the parent customer read a sub-customer's document; the sub-customer's users not the parent's", async () => {
      const parent = await farmerOf();
      const sub = await farmerOf(parent.customer.id);
      const subDoc = await stored("customer", { customerNumber: sub.customer.customerNumber });
      const parentDoc = await stored("customer", { customerNumber: parent.customer.customerNumber });
      expect((await get(subDoc.key, { as: parent.actor })).status).toBe(200);
      expect((await get(parentDoc.key, { as: sub.actor })).status).toBe(403);
    });

    it("staff read it only while acting for that customer", async () => {
      const a = await farmerOf();
      const other = await farmerOf();
      const { key } = await stored("customer", { customerNumber: a.customer.customerNumber });
      expect((await get(key, { as: await staff() })).status).toBe(403);
      expect((await get(key, { as: await staff({ acting: other.customer.customerNumber }) })).status).toBe(403);
      expect((await get(key, { as: await staff({ acting: a.customer.customerNumber }) })).status).toBe(200);
    });

    it("the uploader who has lost access to the customer no longer reads it", async () => {
      const a = await farmerOf();
      const { key } = await stored("customer", { owner: a.actor.userId, customerNumber: a.customer.customerNumber });
      await t.db
        .update(customers)
        .set({ customerNumber: `9${a.customer.customerNumber.slice(1)}` })
        .where(eq(customers.id, a.customer.id));
      expect((await get(key, { as: a.actor })).status).toBe(403);
    });
  });

  it("an owner-only file: the uploader and staff read it, a colleague at the same customer does not", async () => {
    const a = await farmerOf();
    const colleague = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: a.customer.id }] })).id);
    const { key } = await stored("owner", { owner: a.actor.userId, customerNumber: a.customer.customerNumber });
    expect((await get(key, { as: a.actor })).status).toBe(200);
    expect((await get(key, { as: colleague })).status).toBe(403);
    expect((await get(key, { as: await staff() })).status).toBe(200);
  });

  it("an admin-only file: a farmer gets 403 (even its uploader's customer), staff and agro admins read it", async () => {
    const a = await farmerOf();
    const { key } = await stored("admin", { owner: a.actor.userId, customerNumber: a.customer.customerNumber });
    const farmer = await get(key, { as: a.actor });
    expect(farmer.status).toBe(403);
    expect(parseReply<ErrorReply>(await farmer.text()).error.code).toBe("FORBIDDEN");
    expect((await get(key, { as: await staff() })).status).toBe(200);
    expect((await get(key, { as: await staff({ internal: false, agroAdmin: true }) })).status).toBe(200);
  });

  it("a key with no register row is a 404, even when its bytes are in the store", async () => {
    const { actor } = await farmerOf();
    const key = `test/unregistered/${randomBytes(4).toString("hex")}.png`;
    await getStorage(t.db).put(key, new Uint8Array([1, 2, 3]), "image/png");
    const res = await get(key, { as: actor });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(parseReply<ErrorReply>(await res.text()).error.code).toBe("NOT_FOUND");
  });

  it.each([
    ["a path out of the folder", "../../etc/passwd"],
    ["a sidecar name", "avatars/users/1/abc.png.meta.json"],
    ["upper case", "A/B.png"],
  ])("%s: 404", async (_, key) => {
    const { actor } = await farmerOf();
    expect((await get(key, { as: actor })).status).toBe(404);
  });

  it("a file of one market is a 404 on the other market's host", async () => {
    const { actor } = await farmerOf();
    const { key } = await stored("public", { market: "fi" });
    expect((await get(key, { as: actor, host: "portal.test" })).status).toBe(404);
    expect((await get(key, { as: actor, host: "portal.test.fi" })).status).toBe(200);
  });

  it("a registered file whose bytes are gone is a 404, not a 500", async () => {
    const { actor } = await farmerOf();
    const { key } = await stored("public");
    await getStorage(t.db).delete(key);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await get(key, { as: actor })).status).toBe(404);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("its bytes are missing"));
    spy.mockRestore();
  });

  it("answers 304 without the bytes when the browser's copy is current, still only to readers", async () => {
    const a = await farmerOf();
    const b = await farmerOf();
    const { key } = await stored("customer", { customerNumber: a.customer.customerNumber });
    const first = await get(key, { as: a.actor });
    const etag = first.headers.get("etag")!;
    const again = await get(key, { as: a.actor, ifNoneMatch: etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get(key, { as: a.actor, ifNoneMatch: '"0000"' })).status).toBe(200);
    expect((await get(key, { as: b.actor, ifNoneMatch: etag })).status).toBe(403);
  });

  it("the register refuses a customer file without its customer, and the same key twice", async () => {
    await expect(stored("customer")).rejects.toThrow(/needs its customer number/);
    const { key } = await stored("public");
    await expect(
      t.db.transaction((tx) =>
        saveStoredFile(tx, { key, bytes: new Uint8Array([1]), contentType: "image/png", ownerUserId: null, visibility: "public" }),
      ),
    ).rejects.toThrow();
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toHaveLength(1);
  });
});
