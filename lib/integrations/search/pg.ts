/**
 * The PostgreSQL search engine (decision 058) on `search_documents`:
 * - words are matched with full-text search in both the finnish and the swedish configuration,
 *   each word as a prefix (`vilja:*`), so stemming works for Finnish and Swedish documents alike;
 * - a word also matches inside longer words (`vastaanotto` in `viljanvastaanotto`: the finnish
 *   configuration keeps compounds whole) and with a typo (`viljakaupa` → `viljakauppa`, pg_trgm
 *   word similarity), both on the trigram indexes of title and body;
 * - every word must match (AND); ranking: full-text rank, title similarity, a title hit;
 * - only entries the viewer may see (market, publish time, audience, a customer's own entries);
 * - facets (year, type, category) count the matches with the other facets' choices applied.
 */
import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { searchDocuments, type SearchSource } from "@/db/schema";
import type { FacetCount, SearchEngine, SearchEntry, SearchQuery, SearchResults, SearchViewer, Suggestion } from "./index";

/** The words of a query: letters and digits, lower case, at most 8 words of at most 40 characters. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, 40))
    .slice(0, 8);
}

const TIME_ZONE = "Europe/Helsinki";

function visible(v: SearchViewer): SQL {
  const audiences = ["all", ...(v.store || v.admin ? ["store"] : []), ...(v.admin ? ["admin"] : [])];
  const own = v.customerNumbers.length
    ? sql`(${searchDocuments.customerNumber} is null or ${searchDocuments.customerNumber} in (${sql.join(
        v.customerNumbers.map((c) => sql`${c}`),
        sql`, `,
      )}))`
    : sql`${searchDocuments.customerNumber} is null`;
  return sql`${searchDocuments.market} = ${v.market} and ${searchDocuments.publishedAt} <= now() and ${searchDocuments.audience} in (${sql.join(
    audiences.map((a) => sql`${a}`),
    sql`, `,
  )}) and ${own}`;
}

const prefixQuery = (config: "finnish" | "swedish", word: string) => sql`to_tsquery(${config}::regconfig, ${word + ":*"})`;

/** One word: stemmed prefix in either language, inside a longer word, or close to a word of the title. */
function wordMatches(word: string): SQL {
  const like = `%${word}%`;
  const inside = word.length >= 3 ? sql` or ${searchDocuments.title} ilike ${like} or ${searchDocuments.body} ilike ${like}` : sql``;
  const typo = word.length >= 4 ? sql` or ${word} <% ${searchDocuments.title}` : sql``;
  return sql`(${searchDocuments}.tsv @@ (${prefixQuery("finnish", word)} || ${prefixQuery("swedish", word)})${inside}${typo})`;
}

function allWords(words: string[]): SQL {
  return sql.join(
    words.map((w) => wordMatches(w)),
    sql` and `,
  );
}

/** The whole query for ranking and marking: all words as prefixes, in the document's language. */
function rankQuery(words: string[], config: "finnish" | "swedish"): SQL {
  return sql`to_tsquery(${config}::regconfig, ${words.map((w) => `${w}:*`).join(" & ")})`;
}

const docConfig = sql`(case ${searchDocuments.language} when 'sv' then 'swedish'::regconfig else 'finnish'::regconfig end)`;
const year = sql<number>`extract(year from ${searchDocuments.publishedAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::int`;
const escapedBody = sql`replace(replace(replace(left(${searchDocuments.body}, 20000), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

function facetFilter(q: SearchQuery, skip: "year" | "type" | "category" | null): SQL[] {
  const out: SQL[] = [];
  if (skip !== "year" && q.publishYear !== 2000) out.push(sql`${year} = ${q.publishYear}`);
  if (skip !== "type" && q.pageTypes.length) out.push(inArray(searchDocuments.source, q.pageTypes as SearchSource[]));
  if (skip !== "category" && q.categories.length) out.push(inArray(searchDocuments.category, q.categories));
  return out;
}

async function facet(db: DbOrTx, base: SQL, q: SearchQuery, kind: "year" | "type" | "category"): Promise<FacetCount[]> {
  const col = kind === "year" ? sql`${year}::text` : kind === "type" ? sql`${searchDocuments.source}` : sql`${searchDocuments.category}`;
  const filters = facetFilter(q, kind);
  const where = filters.length ? sql`${base} and ${sql.join(filters, sql` and `)}` : base;
  const rows = await db.execute<{ value: string | null; count: string }>(
    sql`select ${col} as value, count(*) as count from ${searchDocuments} where ${where} group by 1 order by ${
      kind === "year" ? sql`1 desc` : sql`2 desc, 1`
    } limit 50`,
  );
  return rows.rows.filter((r) => r.value !== null).map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

export const pgSearchEngine: SearchEngine = {
  kind: "pg",

  async index(db: DbOrTx, entries: SearchEntry[]): Promise<void> {
    for (const e of entries) {
      const values = {
        source: e.source,
        sourceId: e.sourceId,
        language: e.language,
        market: "fi",
        audience: e.audience,
        title: e.title.slice(0, 500),
        body: e.body.slice(0, 200_000),
        url: e.url,
        category: e.category,
        customerNumber: e.customerNumber ?? null,
        publishedAt: e.publishedAt,
      };
      await db
        .insert(searchDocuments)
        .values(values)
        .onConflictDoUpdate({ target: [searchDocuments.source, searchDocuments.sourceId, searchDocuments.language], set: values });
    }
  },

  async remove(db: DbOrTx, source: SearchSource, sourceIds: string[]): Promise<void> {
    if (!sourceIds.length) return;
    await db.delete(searchDocuments).where(and(eq(searchDocuments.source, source), inArray(searchDocuments.sourceId, sourceIds)));
  },

  async search(db: DbOrTx, viewer: SearchViewer, q: SearchQuery): Promise<SearchResults> {
    const words = queryWords(q.query);
    if (!words.length) return { total: 0, hits: [], years: [], types: [], categories: [] };
    const base = sql`${visible(viewer)} and ${allWords(words)}`;
    const filters = facetFilter(q, null);
    const where = filters.length ? sql`${base} and ${sql.join(filters, sql` and `)}` : base;
    const phrase = words.join(" ");
    const rank = sql`(ts_rank(${searchDocuments}.tsv, ${rankQuery(words, "finnish")} || ${rankQuery(words, "swedish")})
      + similarity(${searchDocuments.title}, ${phrase})
      + case when ${searchDocuments.title} ilike ${`%${phrase}%`} then 0.5 else 0 end)`;
    const order =
      q.orderBy === "newest"
        ? sql`${searchDocuments.publishedAt} desc, ${searchDocuments.id} desc`
        : q.orderBy === "oldest"
          ? sql`${searchDocuments.publishedAt} asc, ${searchDocuments.id} asc`
          : q.orderBy === "title"
            ? sql`lower(${searchDocuments.title}) asc, ${searchDocuments.id} asc`
            : sql`rank desc, ${searchDocuments.publishedAt} desc, ${searchDocuments.id} desc`;
    const offset = (q.page - 1) * q.pageSize;
    const [countRows, hitRows, years, types, categories] = await Promise.all([
      db.execute<{ total: string }>(sql`select count(*) as total from ${searchDocuments} where ${where}`),
      db.execute<{ url: string; title: string; created: Date | string; type: SearchSource; text: string | null }>(sql`
        with page as (
          select ${searchDocuments.id} as id, ${rank} as rank from ${searchDocuments} where ${where}
          order by ${order} limit ${q.pageSize} offset ${offset}
        )
        select ${searchDocuments.url} as url, ${searchDocuments.title} as title, ${searchDocuments.publishedAt} as created,
          ${searchDocuments.source} as type,
          ts_headline(${docConfig}, ${escapedBody}, ${rankQuery(words, "finnish")} || ${rankQuery(words, "swedish")},
            'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as text
        from page join ${searchDocuments} on ${searchDocuments.id} = page.id
        order by ${order}`),
      facet(db, base, q, "year"),
      facet(db, base, q, "type"),
      facet(db, base, q, "category"),
    ]);
    return {
      total: Number(countRows.rows[0]?.total ?? 0),
      hits: hitRows.rows.map((r) => ({
        url: r.url,
        title: r.title,
        created: new Date(r.created),
        type: r.type,
        text: markWords(r.text ?? "", words),
      })),
      years,
      types,
      categories,
    };
  },

  async suggest(db: DbOrTx, viewer: SearchViewer, query: string, count: number): Promise<Suggestion[]> {
    const words = queryWords(query);
    if (!words.length) return [];
    const phrase = words.join(" ");
    const titleWords = sql.join(
      words.map(
        (w) => sql`(${searchDocuments.title} ilike ${`%${w}%`}${w.length >= 4 ? sql` or ${w} <% ${searchDocuments.title}` : sql``})`,
      ),
      sql` and `,
    );
    const rows = await db.execute<{ type: SearchSource; url: string; name: string }>(sql`
      select ${searchDocuments.source} as type, ${searchDocuments.url} as url, ${searchDocuments.title} as name
      from ${searchDocuments}
      where ${visible(viewer)} and ${searchDocuments.language} = 'fi' and ${titleWords}
      order by (${searchDocuments.title} ilike ${`${phrase}%`}) desc, word_similarity(${phrase}, ${searchDocuments.title}) desc,
        ${searchDocuments.publishedAt} desc
      limit ${count}`);
    return rows.rows.map((r) => ({ type: r.type, url: r.url, name: r.name }));
  },
};

/**
 * ts_headline marks whole stemmed words; a word found only inside a compound or by its typo is
 * marked here too (the excerpt is already HTML-escaped, so only <mark> tags are markup).
 */
export function markWords(text: string, words: string[]): string {
  if (text.includes("<mark>")) return text;
  let out = text;
  for (const w of words.filter((x) => x.length >= 3)) {
    const re = new RegExp(`(${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "giu");
    out = out.replace(re, "<mark>$1</mark>");
  }
  return out;
}
