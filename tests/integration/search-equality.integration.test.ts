/**
 * The faster agro-desk search (decision 092) answers exactly as the search before it (decisions
 * 058 and 088, kept as tests/support/search-reference.ts): on the demo content plus generated
 * archive news (the scale seed), the same total, facets and hits (order, titles, excerpts) for
 * several queries, orders, pages and facet choices and for every kind of viewer, and the same
 * suggestions. And the distinct-title table the suggestions read stays in step with the index
 * through inserts, renames, language changes and deletes.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchDocuments } from "@/db/schema";
import type { SearchQuery, SearchViewer } from "@/lib/integrations/search";
import { pgSearchEngine } from "@/lib/integrations/search/pg";
import { seedAgrodesk } from "@/seed/agrodesk";
import { seedScaleSearch } from "@/seed/scale-search";
import { referenceSearchEngine } from "@/tests/support/search-reference";
import { useTestDb } from "@/tests/support/test-db";

const t = useTestDb();

const farmer: SearchViewer = { market: "fi", store: false, admin: false, customerNumbers: ["880001"] };
const viewers: [string, SearchViewer][] = [
  ["farmer", farmer],
  ["other farmer", { ...farmer, customerNumbers: [] }],
  ["store", { market: "fi", store: true, admin: false, customerNumbers: [] }],
  ["admin", { market: "fi", store: true, admin: true, customerNumbers: [] }],
];

const query = (q: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  query: q,
  page: 1,
  pageSize: 10,
  publishYear: 2000,
  pageTypes: [],
  categories: [],
  orderBy: "relevance",
  ...extra,
});

beforeAll(async () => {
  await seedAgrodesk(t.db, { demo: true });
  await seedScaleSearch(t.db, 1, () => {}); // 250 archive articles: 500 entries
  const base = { market: "fi", body: "", category: null, publishedAt: new Date(Date.now() - 86_400_000) };
  await t.db.insert(searchDocuments).values([
    // a farm's own entry, a store entry and an admin entry: the viewers see different sets
    { ...base, source: "recipe", sourceId: "r1", language: "fi", title: "Viljarehu talviseos", url: "/r/1", customerNumber: "880001" },
    { ...base, source: "page", sourceId: "s1", language: "fi", title: "Viljakaupan myymäläohje", url: "/s/1", audience: "store" },
    { ...base, source: "page", sourceId: "a1", language: "sv", title: "Spannmålshandel för admin", url: "/a/1", audience: "admin" },
    // not yet published: found by nobody
    {
      ...base,
      source: "news",
      sourceId: "f1",
      language: "fi",
      title: "Vilja tulevaisuudessa",
      url: "/f/1",
      publishedAt: new Date(Date.now() + 86_400_000),
    },
  ]);
});

describe("the faster search answers as before", () => {
  const words = ["vilja", "viljakaupa", "vastaanotto", "spannmål", "vilja kuivaus", "höstvete skörd", "rehu", "talviseos", "xyzzy", "ab"];
  const year = new Date().getFullYear() - 1;
  const variants: Partial<SearchQuery>[] = [
    {},
    { page: 2 },
    { page: 4, pageSize: 25 },
    { orderBy: "newest" },
    { orderBy: "oldest", page: 2 },
    { orderBy: "title" },
    { pageTypes: ["news"] },
    { publishYear: year },
    { categories: ["Viljakauppa"], pageTypes: ["news", "page"] },
  ];

  // the farmer (with an own entry) and the admin (everything): the viewers' rules are one shared
  // condition, so two of them suffice here (the suggestions below are checked for all four)
  it.each([viewers[0], viewers[3]] as [string, SearchViewer][])("search as %s: total, facets and hits", async (_, viewer) => {
    let found = 0;
    for (const w of words)
      for (const v of variants) {
        const before = await referenceSearchEngine.search(t.db, viewer, query(w, v));
        const now = await pgSearchEngine.search(t.db, viewer, query(w, v));
        expect({ w, v, ...now }).toEqual({ w, v, ...before });
        found += before.total;
      }
    expect(found).toBeGreaterThan(500); // the comparison is not between empty answers
  });

  it.each(viewers)("suggestions as %s", async (_, viewer) => {
    for (const w of [...words, "vil", "spa", "kuiva", "viljakauppa seinäjoella"]) {
      const before = await referenceSearchEngine.suggest(t.db, viewer, w, 50);
      expect({ w, now: await pgSearchEngine.suggest(t.db, viewer, w, 50) }).toEqual({ w, now: before });
    }
    expect((await pgSearchEngine.suggest(t.db, viewer, "vilja", 50)).length).toBe(50);
  });
});

describe("the distinct titles of the suggestions", () => {
  const expected = async () =>
    (
      await t.db.execute<{ title: string; documents: number }>(
        sql`select title, count(*)::int as documents from search_documents where language = 'fi' group by title order by title`,
      )
    ).rows;
  const actual = async () =>
    (await t.db.execute<{ title: string; documents: number }>(sql`select title, documents from search_titles order by title`)).rows;

  it("follow inserts, renames, language changes and deletes of the index", async () => {
    expect(await actual()).toEqual(await expected());
    const entry = (id: string, title: string) => ({
      source: "document" as const,
      sourceId: id,
      language: "fi" as const,
      audience: "all" as const,
      title,
      body: "",
      url: `/d/${id}`,
      category: null,
      publishedAt: new Date(),
    });
    await pgSearchEngine.index(t.db, [
      entry("t1", "Kuivurin huolto-ohje"),
      entry("t2", "Kuivurin huolto-ohje"),
      entry("t3", "Uusi otsikko"),
    ]);
    expect((await actual()).find((r) => r.title === "Kuivurin huolto-ohje")?.documents).toBe(2);
    await pgSearchEngine.index(t.db, [entry("t1", "Kuivurin talvihuolto")]); // a rename
    await t.db.update(searchDocuments).set({ language: "sv" }).where(eq(searchDocuments.sourceId, "t3"));
    expect(await actual()).toEqual(await expected());
    expect((await actual()).map((r) => r.title)).not.toContain("Uusi otsikko");
    await pgSearchEngine.remove(t.db, "document", ["t1", "t2"]);
    await t.db.delete(searchDocuments).where(eq(searchDocuments.source, "recipe"));
    expect(await actual()).toEqual(await expected());
    expect((await actual()).map((r) => r.title)).not.toContain("Kuivurin huolto-ohje");
  });
});
