/**
 * Agro-desk conventions (issue 15 item 8). A news publish day before today is refused unless the
 * article keeps its own earlier time (spec 4 §9 "minimum today").
 * Drag-and-drop order of document folders and news categories (spec 4 §1):
 * admins only (a farmer and store staff 403), the Finnish site only, every row of the parent
 * exactly once (else 409), and the readers (getfiles/getchildren, categories, the news list's
 * category names) follow the saved order; each change is in the action log.
 */
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { TDocumentNode } from "@/lib/documents/schemas";
import { DOCUMENT_BLOCK, NEWS_CATEGORIES, seedAgrodesk } from "@/seed/agrodesk";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const api = {
  getfiles: (await import("@/app/api/attachments/getfiles/route")).GET,
  getchildren: (await import("@/app/api/attachments/getchildren/route")).GET,
  reorder: (await import("@/app/api/attachments/reorder/route")).POST,
  categories: (await import("@/app/api/news/categories/route")).GET,
  reorderCategories: (await import("@/app/api/news/reordercategories/route")).POST,
  saveNews: (await import("@/app/api/news/save/route")).POST,
};
const GETS = new Set<Handler>([api.getfiles, api.getchildren, api.categories]);

const t = useTestDb();
let farmer: Actor;
let store: Actor;
let admin: Actor;

beforeAll(async () => {
  const farm = await makeCustomer(t.db, { market: "fi", name: "Mäkelän tila" });
  const shop = await makeCustomer(t.db, { market: "fi", name: "Agrokauppa" });
  const f = await makeUser(t.db, { market: "fi", customers: [{ id: farm.id }] });
  const s = await makeUser(t.db, { market: "fi", customers: [{ id: shop.id, profile: "user" }] });
  const a = await makeUser(t.db, { market: "fi", username: "admin@demo.fi", customers: [{ id: shop.id }] });
  await t.db.update(users).set({ isStore: true }).where(eq(users.id, s.id));
  await t.db.update(users).set({ isStore: true, isAgroAdmin: true }).where(eq(users.id, a.id));
  await seedAgrodesk(t.db, { demo: true });
  farmer = await signInAs(t.db, f.id);
  store = await signInAs(t.db, s.id);
  admin = await signInAs(t.db, a.id);
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(handler: Handler, params: Record<string, unknown>, opts: { host?: string } = {}) {
  const host = opts.host ?? "portal.test.fi";
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const get = GETS.has(handler);
  const url = new URL(`http://${host}/api/x`);
  let body: string | undefined;
  if (get) for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(params);
  }
  const res = await handler(new NextRequest(url, { method: get ? "GET" : "POST", headers, body }), { params: Promise.resolve({}) });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};
const folderNames = (nodes: TDocumentNode[]) => nodes.filter((n) => n.IsFolder).map((n) => n.Name);
type Categories = { Categories: { Number: number; NameFi: string }[] };

describe("document folder order", () => {
  it("admins reorder the top level and a folder's subfolders; getfiles and getchildren follow", async () => {
    as(admin);
    const top = await call<TDocumentNode[]>(api.getfiles, { blockId: DOCUMENT_BLOCK });
    expect(folderNames(top.body)).toEqual(["Viljakauppa", "Lannoitteet", "Rehut"]);
    const ids = top.body.map((n) => n.Id);
    const reversed = [...ids].reverse();
    const res = await call<{ Folders: TDocumentNode[] }>(api.reorder, { blockId: DOCUMENT_BLOCK, ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.Folders.map((n) => n.Name)).toEqual(["Rehut", "Lannoitteet", "Viljakauppa"]);
    as(farmer);
    for (const orderBy of ["name", "date", "datedesc"]) {
      const again = await call<TDocumentNode[]>(api.getfiles, { blockId: DOCUMENT_BLOCK, orderBy });
      expect(folderNames(again.body)).toEqual(["Rehut", "Lannoitteet", "Viljakauppa"]);
    }
    // a subfolder order inside Viljakauppa (one subfolder plus a new one)
    as(admin);
    const grain = ids[0] ?? 0;
    const { createFolder } = await import("@/lib/documents/change-documents");
    await createFolder(t.db, { actor: admin, blockId: DOCUMENT_BLOCK, parentId: grain, name: "Hinnastot", ctx: {} });
    const kids = await call<TDocumentNode[]>(api.getchildren, { blockId: DOCUMENT_BLOCK, folderId: grain });
    expect(folderNames(kids.body)).toEqual(["Laatuvaatimukset", "Hinnastot"]);
    const sub = kids.body.filter((n) => n.IsFolder).map((n) => n.Id);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, parentId: grain, ids: [...sub].reverse() })).status).toBe(200);
    const after = await call<TDocumentNode[]>(api.getchildren, { blockId: DOCUMENT_BLOCK, folderId: grain });
    expect(folderNames(after.body)).toEqual(["Hinnastot", "Laatuvaatimukset"]);
    const logged = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "agrodesk.documents.reorder")));
    expect(logged.length).toBe(2);
  });

  it("refuses a list that is not exactly the parent's folders (409) and bad input (400)", async () => {
    as(admin);
    const top = await call<TDocumentNode[]>(api.getfiles, { blockId: DOCUMENT_BLOCK });
    const ids = top.body.filter((n) => n.IsFolder).map((n) => n.Id);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids: ids.slice(1) })).status).toBe(409);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids: [...ids, ids[0]] })).status).toBe(409);
    const kids = await call<TDocumentNode[]>(api.getchildren, { blockId: DOCUMENT_BLOCK, folderId: ids[0] ?? 0 });
    const aFile = kids.body.find((n) => !n.IsFolder)?.Id ?? 0;
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids: [...ids.slice(1), aFile] })).status).toBe(409);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids: [] })).status).toBe(400);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids: ["x"] })).status).toBe(400);
    expect((await call(api.reorder, { blockId: 99, parentId: ids[0], ids })).status).toBe(404);
  });

  it("a farmer and store staff 403, signed out 401, the Swedish host 403", async () => {
    const top = await call<TDocumentNode[]>(api.getfiles, { blockId: DOCUMENT_BLOCK }).catch(() => null);
    expect(top?.status).toBe(401);
    as(admin);
    const ids = (await call<TDocumentNode[]>(api.getfiles, { blockId: DOCUMENT_BLOCK })).body.filter((n) => n.IsFolder).map((n) => n.Id);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids }, { host: "portal.test.se" })).status).toBe(403);
    as(farmer);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids })).status).toBe(403);
    as(store);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids })).status).toBe(403);
    as(null);
    expect((await call(api.reorder, { blockId: DOCUMENT_BLOCK, ids })).status).toBe(401);
  });
});

describe("news category order", () => {
  it("admins reorder the categories; the checkboxes follow; farmer and store 403; Swedish host 403", async () => {
    as(admin);
    const numbers = NEWS_CATEGORIES.map((c) => c.number);
    const wanted = [3, 1, 2, 5, 4];
    expect((await call(api.reorderCategories, { categoryNumbers: wanted }, { host: "portal.test.se" })).status).toBe(403);
    const res = await call<Categories>(api.reorderCategories, { categoryNumbers: wanted });
    expect(res.status).toBe(200);
    expect(res.body.Categories.map((c) => c.Number)).toEqual(wanted);
    as(farmer);
    expect((await call<Categories>(api.categories, {})).body.Categories.map((c) => c.Number)).toEqual(wanted);
    expect((await call(api.reorderCategories, { categoryNumbers: numbers })).status).toBe(403);
    as(store);
    expect((await call(api.reorderCategories, { categoryNumbers: numbers })).status).toBe(403);
    as(admin);
    expect((await call(api.reorderCategories, { categoryNumbers: [1, 2, 3] })).status).toBe(409);
    expect((await call(api.reorderCategories, { categoryNumbers: [1, 2, 3, 4, 5, 5] })).status).toBe(409);
    expect((await call(api.reorderCategories, { categoryNumbers: [] })).status).toBe(400);
    const logged = await t.db.select().from(actionLog).where(eq(actionLog.action, "agrodesk.news.reorderCategories"));
    expect(logged).toHaveLength(1);
  });
});

describe("news publish day: minimum today (spec 4 §9)", () => {
  const article = { titleFi: "Testi", bodyFi: "Teksti", categoryNumbers: [1], published: true };
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  it("refuses a new or changed publish time before today; an edit keeps the article's own earlier time", async () => {
    as(admin);
    const past = await call(api.saveNews, { ...article, publishAt: daysAgo(2) });
    expect(past.status).toBe(400);
    expect(past.body.error.fields?.publishAt).toEqual(["Julkaisupäivä ei voi olla ennen tätä päivää."]);
    const now = new Date().toISOString();
    const saved = await call<{ Article: { Id: number } }>(api.saveNews, { ...article, publishAt: now });
    expect(saved.status).toBe(200);
    const id = saved.body.Article.Id;
    const later = await call(api.saveNews, { ...article, id, publishAt: daysAgo(-3) });
    expect(later.status).toBe(200);
    expect((await call(api.saveNews, { ...article, id, publishAt: daysAgo(3) })).status).toBe(400);
    // an article published days ago keeps its time when its text is edited
    const { newsArticles } = await import("@/db/schema");
    const old = new Date(daysAgo(10));
    await t.db.update(newsArticles).set({ publishAt: old }).where(eq(newsArticles.id, id));
    expect((await call(api.saveNews, { ...article, id, titleFi: "Korjattu", publishAt: old.toISOString() })).status).toBe(200);
  });
});
