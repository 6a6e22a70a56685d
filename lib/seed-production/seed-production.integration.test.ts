/**
 * The seed production tables for staff (issue 14 item 7, decision 066) through the real route
 * wrapper: staff only, the market's rows, search, sort (only by a known column), paging, and the
 * Excel export of what the search finds.
 */
import { unzipSync, strFromU8 } from "fflate";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { seedSeedProduction } from "@/seed/seed-production";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import type { TSeedTableReply } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const list = must(((await import("@/app/api/seed-production/[table]/route")) as Record<string, Handler>).GET);
const exportCall = must(((await import("@/app/api/seed-production/[table]/export/route")) as Record<string, Handler>).GET);

const t = useTestDb();
beforeAll(async () => {
  await seedSeedProduction(t.db, { demo: true });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

async function get(handler: Handler, table: string, query: Record<string, string> = {}, host = "portal.test") {
  const url = `http://${host}/api/seed-production/${table}?${new URLSearchParams(query)}`;
  const res = await handler(new NextRequest(url, { headers: { host, accept: "application/json" } }), {
    params: Promise.resolve({ table }),
  });
  return res;
}
const json = async (res: Response) => parseReply<TSeedTableReply>(await res.text());

describe("GET /api/seed-production/{table}", () => {
  it("staff only: 401 signed out, 403 for a farmer; an unknown table is 400", async () => {
    expect((await get(list, "growers")).status).toBe(401);
    const c = await makeCustomer(t.db);
    as(await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: c.id }] })).id));
    expect((await get(list, "growers")).status).toBe(403);
    as(await signInAs(t.db, (await makeUser(t.db, { internal: true })).id));
    expect((await get(list, "seeds")).status).toBe(400);
  });

  it("pages, sorts by a known column only, and searches the text columns of the market's rows", async () => {
    as(await signInAs(t.db, (await makeUser(t.db, { internal: true })).id));
    const all = await json(await get(list, "growers", { page: "1", pageSize: "10", sort: "name", dir: "asc" }));
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => r.name)).toEqual([...all.rows.map((r) => String(r.name))].sort((a, b) => a.localeCompare(b, "sv")));
    expect(all.rows.every((r) => String(r.growerNumber).startsWith("U"))).toBe(true);
    const page2 = await json(await get(list, "lots", { page: "2", pageSize: "10", sort: "quantityKg", dir: "desc" }));
    expect(page2.rows).toHaveLength(10);
    const q = page2.rows.map((r) => Number(r.quantityKg));
    expect(q).toEqual([...q].sort((a, b) => b - a));
    // a sort key that is not a column falls back to the default (no SQL from the request)
    const evil = await get(list, "lots", { sort: 'lotNumber"; drop table seed_lots; --', dir: "asc" });
    expect(evil.status).toBe(200);
    const hit = await json(await get(list, "lots", { q: "ellvis" }));
    expect(hit.total).toBeGreaterThan(0);
    expect(hit.rows.every((r) => r.varietyName === "Ellvis")).toBe(true);
    expect((await json(await get(list, "growers", { q: "100%_" }))).total).toBe(0);
  });

  it("the Finnish site shows the Finnish rows to an agro admin", async () => {
    const admin = await makeUser(t.db, { market: "fi" });
    const { users } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    await t.db.update(users).set({ isAgroAdmin: true }).where(eq(users.id, admin.id));
    as(await signInAs(t.db, admin.id));
    const fi = await json(await get(list, "varieties", {}, "portal.test.fi"));
    expect(fi.rows.map((r) => r.crop)).toContain("Ohra");
    expect(fi.rows.some((r) => r.crop === "Höstvete")).toBe(false);
  });
});

describe("readFirstSeedPage (the page the seed production page opens with)", () => {
  it("reads the growers in the state the table remembers, the same page the call answers for it", async () => {
    const { readFirstSeedPage } = await import("./read-first-page");
    const { listSeedTable } = await import("./tables");
    const fresh = await readFirstSeedPage(t.db, { market: "se" });
    expect(fresh.state).toEqual({ page: 1, pageSize: 10, sort: "name", dir: "asc" });
    expect(fresh).toMatchObject(
      await listSeedTable(t.db, { market: "se", table: "growers", q: "", page: 1, pageSize: 10, sort: "name", dir: "asc" }),
    );
    const remembered = encodeURIComponent(JSON.stringify({ page: 2, pageSize: 25, sort: "municipality", dir: "desc" }));
    const page = await readFirstSeedPage(t.db, { market: "se", remembered });
    expect(page.state).toEqual({ page: 2, pageSize: 25, sort: "municipality", dir: "desc" });
    expect(page.total).toBe(fresh.total);
    // a forged sort column is not taken
    const forged = await readFirstSeedPage(t.db, {
      market: "se",
      remembered: encodeURIComponent(JSON.stringify({ sort: "x; drop", dir: "asc" })),
    });
    expect(forged.state.sort).toBe("name");
  });
});

describe("GET /api/seed-production/{table}/export", () => {
  it("an .xlsx of what the search finds, headers in the page's language, numbers as numbers", async () => {
    as(await signInAs(t.db, (await makeUser(t.db, { internal: true })).id));
    const res = await get(exportCall, "lots", { q: "ellvis", sort: "lotNumber", dir: "asc" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = strFromU8(must(files["xl/worksheets/sheet1.xml"]));
    expect(sheet).toContain("Partinummer");
    expect(sheet).toContain("Ellvis");
    expect(sheet).not.toContain("Julius");
    expect(sheet).toMatch(/<c r="H2"[^>]*><v>\d+<\/v><\/c>/);
  });
});
