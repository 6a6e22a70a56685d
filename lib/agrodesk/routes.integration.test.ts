/**
 * The agro-desk calls of issue 15 (documents, news, grain trade, search) through the real route
 * wrapper against a real database: 401 signed out, 403 on the Swedish host, a farmer refused
 * every admin and store call, store staff see and export contracts, and the rules of each call.
 */
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, grainMonthPrices, grainPriceHistory, newsArticles, outbox, searchDocuments, storedFiles, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { TDocumentNode } from "@/lib/documents/schemas";
import type { TContractsResponse, TGrainPriceRow, TTilesResponse } from "@/lib/grain-trade/schemas";
import type { TSearchResponse, TSuggestionsResponse } from "@/lib/search/schemas";
import { openArticle } from "@/lib/news/news";
import { DOCUMENT_BLOCK, seedAgrodesk, simplePdf } from "@/seed/agrodesk";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const api = {
  getfiles: (await import("@/app/api/attachments/getfiles/route")).GET,
  getchildren: (await import("@/app/api/attachments/getchildren/route")).GET,
  del: (await import("@/app/api/attachments/delete/route")).POST,
  submitform: (await import("@/app/api/attachments/submitform/route")).POST,
  createfolder: (await import("@/app/api/attachments/createfolder/route")).POST,
  rename: (await import("@/app/api/attachments/rename/route")).POST,
  newslist: (await import("@/app/api/news/update-newslist/route")).POST,
  categories: (await import("@/app/api/news/categories/route")).GET,
  article: (await import("@/app/api/news/article/route")).GET,
  newsAdminList: (await import("@/app/api/news/list/route")).GET,
  saveNews: (await import("@/app/api/news/save/route")).POST,
  publish: (await import("@/app/api/news/publish/route")).POST,
  grainprices: (await import("@/app/api/graintrade/grainprices/route")).GET,
  updateprices: (await import("@/app/api/graintrade/updatemortgagegrainprices/route")).POST,
  tiles: (await import("@/app/api/graintrade/mortgagetiles/route")).GET,
  submitContract: (await import("@/app/api/graintrade/submitmortgagecontract/route")).POST,
  contracts: (await import("@/app/api/graintrade/contracts/route")).GET,
  exportcontracts: (await import("@/app/api/graintrade/exportcontracts/route")).GET,
  search: (await import("@/app/api/content/search/result/route")).POST,
  suggestions: (await import("@/app/api/content/search/suggestions/route")).GET,
};
const GETS = new Set<Handler>([
  api.getfiles,
  api.getchildren,
  api.categories,
  api.article,
  api.newsAdminList,
  api.grainprices,
  api.tiles,
  api.contracts,
  api.exportcontracts,
  api.suggestions,
]);

const t = useTestDb();
let farmer: Actor;
let store: Actor;
let admin: Actor;
let otherFarmer: Actor;

beforeAll(async () => {
  const farm = await makeCustomer(t.db, { market: "fi", name: "Mäkelän tila" });
  const other = await makeCustomer(t.db, { market: "fi", name: "Toinen tila" });
  const shop = await makeCustomer(t.db, { market: "fi", name: "Agrokauppa" });
  const f = await makeUser(t.db, { market: "fi", customers: [{ id: farm.id }] });
  const o = await makeUser(t.db, { market: "fi", customers: [{ id: other.id }] });
  const s = await makeUser(t.db, { market: "fi", customers: [{ id: shop.id, profile: "user" }] });
  const a = await makeUser(t.db, { market: "fi", username: "admin@demo.fi", customers: [{ id: shop.id }] });
  await t.db.update(users).set({ isStore: true }).where(eq(users.id, s.id));
  await t.db.update(users).set({ isStore: true, isAgroAdmin: true }).where(eq(users.id, a.id));
  await seedAgrodesk(t.db, { demo: true });
  farmer = await signInAs(t.db, f.id);
  otherFarmer = await signInAs(t.db, o.id);
  store = await signInAs(t.db, s.id);
  admin = await signInAs(t.db, a.id);
  // a feed recipe entry of the farm: found only by the farm's users
  await t.db.insert(searchDocuments).values({
    source: "recipe",
    sourceId: "r1",
    language: "fi",
    audience: "all",
    title: "Lypsylehmien talviseos",
    body: "Rehuresepti",
    url: "/agrodesk/rehunsekoitus?view=recipe&id=1",
    customerNumber: farm.customerNumber,
    publishedAt: new Date("2026-01-01T00:00:00Z"),
  });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(handler: Handler, params: Record<string, unknown> | FormData | null, opts: { host?: string } = {}) {
  const host = opts.host ?? "portal.test.fi";
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const get = GETS.has(handler);
  const url = new URL(`http://${host}/api/x`);
  let body: string | FormData | undefined;
  if (get) for (const [k, v] of Object.entries(params ?? {})) url.searchParams.set(k, String(v));
  else if (params instanceof FormData) body = params;
  else if (params) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(params);
  }
  const res = await handler(new NextRequest(url, { method: get ? "GET" : "POST", headers, body }), { params: Promise.resolve({}) });
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("json")) return { status: res.status, body: null as T, res };
  return { status: res.status, body: parseReply<T>(await res.text()), res };
}
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

const CONTRACT = {
  MortgageType: "Heti-Termiini",
  Firstname: "Matti",
  LastName: "Mäkelä",
  Address: "Peltotie 1",
  PostalCode: "60100",
  PostOffice: "Seinäjoki",
  PhoneNumber: "040 123 4567",
  Email: "matti@example.fi",
  Company: "Mäkelän tila",
  VATCode: "0737546-2",
  LoadingBridge: "Kyllä",
  LoadingHigh: "4",
  Store: "Agrokauppa Seinäjoki",
  Grainname: "Rehuohra",
  GrainPrice: "185",
  GrainInput: "",
  GrainWeight: "40,5",
  SopimusNumero: "",
  DeliveryLocation: "Seinäjoki",
  DeliveryPeriod: "30-01-15",
  AdditionalInformaton: "",
};

describe("access (requireAgroDesk on every call)", () => {
  const every: [string, Handler, Record<string, unknown>][] = [
    ["getfiles", api.getfiles, { blockId: 1 }],
    ["getchildren", api.getchildren, { blockId: 1, folderId: 1 }],
    ["delete", api.del, { blockId: 1, fileIds: "1" }],
    ["submitform", api.submitform, { folderId: 1 }],
    ["createfolder", api.createfolder, { blockId: 1, name: "X" }],
    ["rename", api.rename, { id: 1, name: "X" }],
    ["update-newslist", api.newslist, {}],
    ["categories", api.categories, {}],
    ["news article", api.article, { id: 1 }],
    ["news list", api.newsAdminList, {}],
    ["news save", api.saveNews, { titleFi: "x", bodyFi: "y", publishAt: "2026-01-01T00:00:00Z" }],
    ["news publish", api.publish, { id: 1, published: true }],
    ["grainprices", api.grainprices, {}],
    ["updatemortgagegrainprices", api.updateprices, { Rows: [] }],
    ["mortgagetiles", api.tiles, {}],
    ["submitmortgagecontract", api.submitContract, CONTRACT],
    ["contracts", api.contracts, {}],
    ["exportcontracts", api.exportcontracts, {}],
    ["search", api.search, { Query: "vilja" }],
    ["suggestions", api.suggestions, { query: "vilja" }],
  ];

  it.each(every)("%s: 401 signed out, 403 on the Swedish host (even for an admin)", async (_, handler, params) => {
    as(null);
    expect((await call(handler, params)).status).toBe(401);
    as(admin);
    const se = await call(handler, params, { host: "portal.test.se" });
    expect(se.status).toBe(403);
  });

  const adminOnly = every.filter(([n]) =>
    [
      "delete",
      "submitform",
      "createfolder",
      "rename",
      "news article",
      "news list",
      "news save",
      "news publish",
      "grainprices",
      "updatemortgagegrainprices",
    ].includes(n),
  );
  it.each(adminOnly)("%s: a farmer and store staff are refused (403)", async (_, handler, params) => {
    as(farmer);
    expect((await call(handler, params)).status).toBe(403);
    as(store);
    expect((await call(handler, params)).status).toBe(403);
  });

  it("contracts and their export: store staff and admins, never a farmer", async () => {
    as(farmer);
    expect((await call(api.contracts, {})).status).toBe(403);
    expect((await call(api.exportcontracts, {})).status).toBe(403);
    as(store);
    const list = await call<TContractsResponse>(api.contracts, {});
    expect(list.status).toBe(200);
    expect(list.body.TotalCount).toBeGreaterThanOrEqual(24);
    expect(list.body.Contracts).toHaveLength(20);
    as(admin);
    expect((await call(api.contracts, {})).status).toBe(200);
  });
});

describe("document library", () => {
  it("lists the block's top level and a folder's children; unknown folder 404; bad block 400", async () => {
    as(farmer);
    const top = await call<TDocumentNode[]>(api.getfiles, { blockId: DOCUMENT_BLOCK, orderBy: "name" });
    expect(top.status).toBe(200);
    expect(top.body.map((n) => n.Name)).toEqual(["Viljakauppa", "Lannoitteet", "Rehut"]);
    expect(top.body[0]).toMatchObject({ IsFolder: true, Url: "" });
    expect(top.body[0]?.TimestampString).toMatch(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const kids = await call<TDocumentNode[]>(api.getchildren, { blockId: DOCUMENT_BLOCK, folderId: top.body[0]?.Id ?? 0 });
    expect(kids.body.map((n) => n.Name)).toEqual(["Laatuvaatimukset", "Viljakaupan ehdot.pdf", "Viljanvastaanotto 2026.pdf"]);
    expect(kids.body[1]?.Url).toMatch(/^\/api\/files\/agrodesk\/documents\//);
    expect((await call(api.getchildren, { blockId: 2, folderId: top.body[0]?.Id ?? 0 })).status).toBe(404);
    expect((await call(api.getfiles, { blockId: "x" })).status).toBe(400);
  });

  it("admins create, upload (type by content, cleaned names), rename and delete; the search follows", async () => {
    as(admin);
    const folder = await call<{ Node: TDocumentNode }>(api.createfolder, { blockId: DOCUMENT_BLOCK, name: "Ohjeet" });
    expect(folder.status).toBe(200);
    expect((await call(api.createfolder, { blockId: DOCUMENT_BLOCK, name: "ohjeet" })).status).toBe(409);
    const folderId = folder.body.Node.Id;

    const form = new FormData();
    form.set("folderId", String(folderId));
    form.append(
      "files",
      new File([new Uint8Array(simplePdf(["Puimurin talvihuolto ohjeet"]))], "../Huolto<ohje>.pdf", { type: "application/pdf" }),
    );
    form.append("files", new File(["Kuivurin käyttöohje"], "kuivuri.txt", { type: "text/plain" }));
    const up = await call<{ Files: TDocumentNode[] }>(api.submitform, form);
    expect(up.status).toBe(200);
    expect(up.body.Files.map((f) => f.Name)).toEqual(["Huoltoohje.pdf", "kuivuri.txt"]);
    const [stored] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, up.body.Files[0]?.Url.replace("/api/files/", "") ?? ""));
    expect(stored).toMatchObject({ visibility: "public", market: "fi", contentType: "application/pdf" });

    const bad = new FormData();
    bad.set("folderId", String(folderId));
    bad.append("files", new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], "virus.pdf"));
    expect((await call(api.submitform, bad)).status).toBe(415);
    const none = new FormData();
    none.set("folderId", String(folderId));
    expect((await call(api.submitform, none)).status).toBe(400);

    // found by the PDF's text
    const found = await call<TSearchResponse>(api.search, { Query: "talvihuolto" });
    expect(found.body.Hits.map((h) => h.Title)).toContain("Huoltoohje.pdf");

    const renamed = await call<{ Node: TDocumentNode }>(api.rename, { id: up.body.Files[0]?.Id, name: "Puimurin huolto.docx" });
    expect(renamed.body.Node.Name).toBe("Puimurin huolto.pdf");

    const empty = await call(api.del, { blockId: DOCUMENT_BLOCK, fileIds: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.fileIds).toEqual(["Poistettavia tiedostoja ei ole valittu."]);
    expect((await call(api.del, { blockId: DOCUMENT_BLOCK, fileIds: String(folderId) })).status).toBe(409);
    const ids = up.body.Files.map((f) => f.Id).join(",");
    const del = await call<{ Deleted: number }>(api.del, { blockId: DOCUMENT_BLOCK, fileIds: ids });
    expect(del.body.Deleted).toBe(2);
    expect((await call<TSearchResponse>(api.search, { Query: "talvihuolto" })).body.TotalCount).toBe(0);
    const gone = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, up.body.Files[0]?.Url.replace("/api/files/", "") ?? ""));
    expect(gone).toEqual([]);
    expect((await call(api.del, { blockId: DOCUMENT_BLOCK, fileIds: "999999" })).status).toBe(404);
    const logged = await t.db.select().from(actionLog).where(eq(actionLog.action, "agrodesk.documents.delete"));
    expect(logged.length).toBe(1);
  });
});

describe("news", () => {
  type News = { News: { Id: number; Heading: string; Date: string; Categories: string[]; RelativeUrl: string; IsViewed: boolean }[] };
  it("pages newest first, filters by category, hides drafts and later news; Swedish headings with culture sv", async () => {
    as(farmer);
    const first = await call<News>(api.newslist, { numberOfItems: 5, culture: "fi" });
    expect(first.status).toBe(200);
    expect(first.body.News).toHaveLength(5);
    expect(first.body.News[0]?.Heading).toBe("Viljakauppa avautuu uudelle satokaudelle");
    const more = await call<News>(api.newslist, { numberOfItems: 5, loadMoreNews: true, pagination: 2 });
    expect(more.body.News).toHaveLength(3); // 8 published, 1 draft, 1 for later
    const all = [...first.body.News, ...more.body.News].map((n) => n.Heading);
    expect(all).not.toContain("Luonnos: hintakatsaus");
    expect(all).not.toContain("Tuleva: kevään kylvösiemenet");
    const grain = await call<News>(api.newslist, { categoryNumbers: "1", numberOfItems: 10 });
    expect(grain.body.News.every((n) => n.Categories.includes("Viljakauppa"))).toBe(true);
    expect(grain.body.News).toHaveLength(3);
    const sv = await call<News>(api.newslist, { numberOfItems: 1, culture: "sv" });
    expect(sv.body.News[0]?.Heading).toBe("Spannmålshandeln öppnar för den nya skördesäsongen");
    expect(sv.body.News[0]?.Categories).toEqual(["Spannmålshandel"]);
  });

  it("opening an article sets the viewed marker for that user only", async () => {
    as(farmer);
    const list = await call<News>(api.newslist, { numberOfItems: 1 });
    const item = list.body.News[0];
    expect(item?.IsViewed).toBe(false);
    const article = await openArticle(t.db, { actor: farmer, id: item?.Id ?? 0, culture: "fi" });
    expect(article?.title).toBe(item?.Heading);
    expect((await call<News>(api.newslist, { numberOfItems: 1 })).body.News[0]?.IsViewed).toBe(true);
    as(otherFarmer);
    expect((await call<News>(api.newslist, { numberOfItems: 1 })).body.News[0]?.IsViewed).toBe(false);
    // a draft does not open for a reader
    const [draft] = await t.db.select().from(newsArticles).where(eq(newsArticles.published, false));
    expect(await openArticle(t.db, { actor: farmer, id: draft?.id ?? 0, culture: "fi" })).toBeNull();
  });

  it("admins write, publish and unpublish; the search follows", async () => {
    as(admin);
    const saved = await call<{ Article: { Id: number; Published: boolean } }>(api.saveNews, {
      titleFi: "Syysvehnän kylvöt onnistuivat",
      titleSv: "Höstvetesådden lyckades",
      bodyFi: "Syysvehnän kylvöt onnistuivat hyvin koko Pohjanmaalla.",
      bodySv: "Höstvetesådden lyckades väl i hela Österbotten.",
      categoryNumbers: [1],
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      published: false,
    });
    expect(saved.status).toBe(200);
    const id = saved.body.Article.Id;
    as(farmer);
    expect((await call<TSearchResponse>(api.search, { Query: "syysvehnän" })).body.TotalCount).toBe(0);
    as(admin);
    expect((await call(api.publish, { id, published: true })).status).toBe(200);
    as(farmer);
    expect((await call<TSearchResponse>(api.search, { Query: "syysvehnä" })).body.Hits[0]?.Url).toBe(`/agrodesk/uutiset/${id}`);
    expect((await call<TSearchResponse>(api.search, { Query: "höstvetesådd" })).body.TotalCount).toBe(1);
    as(admin);
    await call(api.publish, { id, published: false });
    as(farmer);
    expect((await call<TSearchResponse>(api.search, { Query: "syysvehnä" })).body.TotalCount).toBe(0);
    as(admin);
    const invalid = await call(api.saveNews, { titleFi: "", bodyFi: "", publishAt: "eilen", categoryNumbers: [99] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields?.titleFi).toEqual(["Tämä kenttä on pakollinen."]);
  });
});

describe("grain prices and tiles", () => {
  it("saves only changed prices, keeps each in the history; months and prices are checked", async () => {
    as(admin);
    const before = await call<{ Rows: TGrainPriceRow[] }>(api.grainprices, {});
    const rows = before.body.Rows;
    const unchanged = await call<{ Changed: number }>(
      api.updateprices,
      rows.map((r) => ({ Id: r.Id, MonthPriceList: r.MonthPriceList })) as never,
    );
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.Changed).toBe(0);
    const first = rows[0];
    const entry = first?.MonthPriceList[0];
    if (!first || !entry) throw new Error("no seeded prices");
    const changed = await call<{ Changed: number; Success: boolean }>(api.updateprices, {
      Rows: [{ Id: first.Id, MonthPriceList: [{ ...entry, Price: "199" }] }],
    });
    expect(changed.body).toEqual({ Success: true, Changed: 1 });
    const history = await t.db.select().from(grainPriceHistory).where(eq(grainPriceHistory.monthPriceId, entry.Id));
    expect(history.map((h) => h.price)).toEqual([199]);
    const [now] = await t.db.select().from(grainMonthPrices).where(eq(grainMonthPrices.id, entry.Id));
    expect(now?.price).toBe(199);
    expect((await call(api.updateprices, { Rows: [{ Id: first.Id, MonthPriceList: [{ ...entry, Price: "19,5" }] }] })).status).toBe(400);
    expect((await call(api.updateprices, { Rows: [{ Id: first.Id, MonthPriceList: [{ ...entry, Month: "joulu" }] }] })).status).toBe(400);
    // an entry of another row
    const second = rows[1];
    expect((await call(api.updateprices, { Rows: [{ Id: second?.Id, MonthPriceList: [{ ...entry, Price: 1 }] }] })).status).toBe(400);
  });

  it("a tile links only when mortgage is allowed and a price exists", async () => {
    as(farmer);
    const tiles = await call<TTilesResponse>(api.tiles, {});
    const feed = tiles.body.Blocks.find((b) => b.GrainType === "Rehuohra");
    expect(feed?.Tiles.map((x) => x.DeliveryLocation)).toEqual(["Seinäjoki", "Vaasa", "Kokkola"]);
    expect(feed?.Tiles[0]?.Url).toMatch(/^\/agrodesk\/viljakauppa\/sopimus\?row=\d+&month=/);
    const wheat = tiles.body.Blocks.find((b) => b.GrainType === "Kevätvehnä");
    expect(wheat?.Tiles[0]).toMatchObject({ Price: null, Url: null });
    const rape = tiles.body.Blocks.find((b) => b.GrainName === "Rypsi");
    expect(rape?.Tiles[0]?.Price).toBe(450);
    expect(rape?.Tiles[0]?.Url).toBeNull();
  });
});

describe("mortgage contracts", () => {
  it("a farmer submits a Heti-Termiini contract: TE- number, normalised phone and Y-tunnus, e-mail confirmation", async () => {
    as(farmer);
    const res = await call<{ Contract: { CreatedOn: string; SopimusNumero: string; PhoneNumber: string; GrainWeight: number } }>(
      api.submitContract,
      CONTRACT,
    );
    expect(res.status).toBe(200);
    expect(res.body.Contract.SopimusNumero).toBe("TE-");
    expect(res.body.Contract.PhoneNumber).toBe("+358401234567");
    expect(res.body.Contract.GrainWeight).toBe(40.5);
    const id = Number(res.body.Contract.CreatedOn.split("$")[1]);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "agrodesk-mortgage-contract"), eq(outbox.recipient, "matti@example.fi")));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Kiinnityssopimus ${id} vastaanotettu`);
    as(store);
    const list = await call<TContractsResponse>(api.contracts, { query: "matti@example" });
    expect(list.body.Contracts[0]?.CreatedOn).toBe(res.body.Contract.CreatedOn);
  });

  it("refuses what a Finnish farmer would not type: postal code, phone, Y-tunnus check digit, a date before today", async () => {
    as(farmer);
    const bad = await call(api.submitContract, { ...CONTRACT, PostalCode: "6010", PhoneNumber: "12", VATCode: "0737546-3", Email: "x@" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["Email", "PhoneNumber", "PostalCode", "VATCode"]);
    expect(bad.body.error.fields?.VATCode).toEqual(["Tarkista Y-tunnus (esim. 1234567-1)."]);
    const past = await call(api.submitContract, { ...CONTRACT, DeliveryPeriod: "20-01-01" });
    expect(past.status).toBe(400);
    expect(past.body.error.fields?.DeliveryPeriod).toEqual(["Päivämäärä ei voi olla ennen tätä päivää."]);
    const other = await call<{ Contract: { SopimusNumero: string } }>(api.submitContract, {
      ...CONTRACT,
      MortgageType: "Termiini",
      SopimusNumero: "K-9",
    });
    expect(other.body.Contract.SopimusNumero).toBe("K-9");
  });

  it("store staff page by date and export a real .xlsx", async () => {
    as(store);
    const page2 = await call<TContractsResponse>(api.contracts, { page: 2 });
    expect(page2.body.Contracts.length).toBeGreaterThan(0);
    expect((await call(api.contracts, { fromDate: "26-13-01" })).status).toBe(400);
    const none = await call<TContractsResponse>(api.contracts, { fromDate: "2099-01-01" });
    expect(none.body.TotalCount).toBe(0);
    const x = await call(api.exportcontracts, { skip: 0, take: 1000 });
    expect(x.status).toBe(200);
    expect(x.res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const bytes = new Uint8Array(await x.res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    expect((await call(api.exportcontracts, { take: 1001 })).status).toBe(400);
  });
});

describe("site search", () => {
  it("stems Finnish, tolerates a typo, finds parts of compounds and counts facets", async () => {
    as(farmer);
    const stem = await call<TSearchResponse>(api.search, { Query: "viljakaupan" });
    expect(stem.status).toBe(200);
    expect(stem.body.Hits.map((h) => h.Title)).toContain("Viljakauppa avautuu uudelle satokaudelle");
    const typo = await call<TSearchResponse>(api.search, { Query: "viljakaupa" });
    expect(typo.body.Hits.map((h) => h.Title)).toContain("Viljakauppa avautuu uudelle satokaudelle");
    const compound = await call<TSearchResponse>(api.search, { Query: "vastaanotto" });
    const titles = compound.body.Hits.map((h) => h.Title);
    expect(titles).toContain("Viljanvastaanotto 2026.pdf");
    expect(compound.body.Hits.find((h) => h.Title === "Viljanvastaanotto 2026.pdf")?.Text).toContain("<mark>");
    const types = compound.body.ContentTypes.FacetTags.map((f) => f.Id);
    expect(types).toEqual(expect.arrayContaining(["document", "news"]));
    expect(compound.body.YearFacets.FacetTags.every((f) => f.Count > 0 && !f.Selected)).toBe(true);

    const onlyDocs = await call<TSearchResponse>(api.search, { Query: "vastaanotto", PageType: ["document"] });
    expect(onlyDocs.body.Hits.every((h) => h.Type === "Asiakirja")).toBe(true);
    expect(onlyDocs.body.ContentTypes.FacetTags.find((f) => f.Id === "document")?.Selected).toBe(true);
    // the type facet still counts the other types (its own choice is not applied to it)
    expect(onlyDocs.body.ContentTypes.FacetTags.length).toBeGreaterThan(1);
    const sv = await call<TSearchResponse>(api.search, { Query: "spannmålshandel" });
    expect(sv.body.TotalCount).toBeGreaterThan(0);
  });

  it("finds only what the searcher may see: drafts never, a farm's recipe only for its users", async () => {
    as(farmer);
    expect((await call<TSearchResponse>(api.search, { Query: "luonnos hintakatsaus" })).body.TotalCount).toBe(0);
    expect((await call<TSearchResponse>(api.search, { Query: "talviseos" })).body.TotalCount).toBe(1);
    as(otherFarmer);
    expect((await call<TSearchResponse>(api.search, { Query: "talviseos" })).body.TotalCount).toBe(0);
  });

  it("pages, orders and validates", async () => {
    as(farmer);
    const p1 = await call<TSearchResponse>(api.search, { Query: "viljakauppa", PageSize: 1, Page: 1, OrderBy: "newest" });
    const p2 = await call<TSearchResponse>(api.search, { Query: "viljakauppa", PageSize: 1, Page: 2, OrderBy: "newest" });
    expect(p1.body.Hits).toHaveLength(1);
    expect(p1.body.Hits[0]?.Url).not.toBe(p2.body.Hits[0]?.Url);
    expect((await call(api.search, { Query: "x", OrderBy: "random" })).status).toBe(400);
    expect((await call(api.search, { Query: "x", PageType: ["nothing"] })).status).toBe(400);
    expect((await call<TSearchResponse>(api.search, { Query: "" })).body.TotalCount).toBe(0);
  });

  it("suggests from 3 characters, grouped by content type", async () => {
    as(farmer);
    const two = await call<TSuggestionsResponse>(api.suggestions, { query: "vi", count: 50 });
    expect(two.body.Groups).toEqual([]);
    const s = await call<TSuggestionsResponse>(api.suggestions, { query: "vilja", count: 50 });
    expect(s.status).toBe(200);
    const groups = s.body.Groups.map((g) => g.PageContentType);
    expect(groups).toEqual(expect.arrayContaining(["Uutinen", "Asiakirja"]));
    for (const g of s.body.Groups) expect(g.Items.every((i) => i.PageContentType === g.PageContentType)).toBe(true);
    expect(s.body.Groups.flatMap((g) => g.Items.map((i) => i.Name))).toContain("Viljanvastaanotto 2026.pdf");
  });
});
