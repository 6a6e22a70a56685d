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
import type { SearchEngine, SearchEntry, SearchQuery, SearchResults, SearchViewer, Suggestion } from "./index";

/** The words of a query: letters and digits, lower case, at most 8 words of at most 40 characters. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, 40))
    .slice(0, 8);
}

/**
 * What the viewer may find. `indexable: false` (the search, decision 092) keeps the publish time
 * out of the planner's index choices: with sequential scans off it would otherwise read the whole
 * index on published_at (every entry is published) instead of the word indexes.
 */
function visible(v: SearchViewer, indexable = true): SQL {
  const audiences = ["all", ...(v.store || v.admin ? ["store"] : []), ...(v.admin ? ["admin"] : [])];
  const own = v.customerNumbers.length
    ? sql`(${searchDocuments.customerNumber} is null or ${searchDocuments.customerNumber} in (${sql.join(
        v.customerNumbers.map((c) => sql`${c}`),
        sql`, `,
      )}))`
    : sql`${searchDocuments.customerNumber} is null`;
  const published = indexable ? sql`${searchDocuments.publishedAt} <= now()` : sql`(${searchDocuments.publishedAt} <= now()) is true`;
  return sql`${searchDocuments.market} = ${v.market} and ${published} and ${searchDocuments.audience} in (${sql.join(
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
/** the publish year in Helsinki (Europe/Helsinki): a stored column (migration search-speed, decision 092) */
const year = sql<number>`${searchDocuments}.published_year`;
const escapedBody = sql`replace(replace(replace(left(${searchDocuments.body}, 20000), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/**
 * Runs the search's statement in a read-only transaction that may not plan a sequential scan
 * (decision 092): every condition of a word has an index (GIN on tsv, trigram GIN on title and
 * body), but the planner prices pg_trgm's functions like a comparison and so prefers reading all
 * 10 000 rows and computing word similarity on each (≈ 66 ms CPU) to a BitmapOr of the indexes (≈ 10 ms).
 */
async function indexed<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return fn(tx);
    },
    { accessMode: "read only" },
  );
}

/** rows beyond the page whose exact rank sets the bar for the rest (decision 092) */
const BOUND_SAMPLE = 100;

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
    const base = sql`${visible(viewer, false)} and ${allWords(words)}`;
    const phrase = words.join(" ");
    const relevance = q.orderBy === "relevance";
    const offset = (q.page - 1) * q.pageSize;
    // ONE statement (decision 088): the matches are found once (m), then counted, paged and
    // faceted from that set, instead of five statements that each matched the whole index again
    const mFilter = (skip: "year" | "type" | "category" | null): SQL => {
      const out: SQL[] = [sql`true`];
      if (skip !== "year" && q.publishYear !== 2000) out.push(sql`m.year = ${q.publishYear}`);
      if (skip !== "type" && q.pageTypes.length)
        out.push(
          sql`m.source in (${sql.join(
            q.pageTypes.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        );
      if (skip !== "category" && q.categories.length)
        out.push(
          sql`m.category in (${sql.join(
            q.categories.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        );
      return sql.join(out, sql` and `);
    };
    const mOrder =
      q.orderBy === "newest"
        ? sql`m.published_at desc, m.id desc`
        : q.orderBy === "oldest"
          ? sql`m.published_at asc, m.id asc`
          : q.orderBy === "title"
            ? sql`m.title_key asc, m.id asc`
            : sql`m.rank desc, m.published_at desc, m.id desc`;
    // Relevance (decision 058): ts_rank + title similarity + 0.5 for the phrase in the title. The
    // similarity (pg_trgm, the costly part) is computed only for the rows that can still reach the
    // page (decision 092): similarity <= least(n, p) / greatest(n, p) for n and p distinct trigrams
    // of the title (stored: title_trgms) and of the phrase, so a row whose upper bound is below the
    // k-th best exact rank among the k + BOUND_SAMPLE best bounds (k = the page's last position)
    // cannot be on the page: that rank is at most the k-th best of all. The exact rank is the same
    // expression as before (same types, same order of additions), so the page is the same.
    const exactRank = sql`(m.tr + similarity(m.title, ${phrase}) + m.bonus)`;
    const upperBound = sql`(m.tr::float8 + m.bonus::float8 + coalesce(least(m.title_trgms, (select p from np))::float8
      / nullif(greatest(m.title_trgms, (select p from np)), 0), 0) + 1e-6)`;
    const titleKey = q.orderBy === "title" ? sql`lower(${searchDocuments.title})` : sql`null::text`;
    const rankCols = relevance
      ? sql`, ${searchDocuments.title} as title, ${searchDocuments}.title_trgms as title_trgms,
          ts_rank(${searchDocuments}.tsv, ${rankQuery(words, "finnish")} || ${rankQuery(words, "swedish")}) as tr,
          case when ${searchDocuments.title} ilike ${`%${phrase}%`} then 0.5 else 0 end as bonus`
      : sql``;
    const page = relevance
      ? sql`select m.* from (
            select m.id, m.published_at, m.title_key, ${exactRank} as rank from f m
            where ${upperBound} >= coalesce((
              select r.rank from (select ${exactRank} as rank from (select * from f m order by ${upperBound} desc limit ${offset + q.pageSize + BOUND_SAMPLE}) m) r
              order by r.rank desc offset ${offset + q.pageSize - 1} limit 1), '-infinity')
          ) m order by ${mOrder} limit ${q.pageSize} offset ${offset}`
      : sql`select m.id, m.published_at, m.title_key, 0 as rank from f m order by ${mOrder} limit ${q.pageSize} offset ${offset}`;
    const result = await indexed(db, (tx) =>
      tx.execute<{
        total: number;
        hits: { url: string; title: string; created: string; type: SearchSource; text: string | null }[];
        years: { value: string; count: number }[] | null;
        types: { value: string; count: number }[] | null;
        categories: { value: string; count: number }[] | null;
      }>(sql`
      with np as (select coalesce(array_length(show_trgm(${phrase}), 1), 0) as p),
      m as materialized (
        select ${searchDocuments.id} as id, ${searchDocuments.publishedAt} as published_at, ${searchDocuments.source} as source,
          ${searchDocuments.category} as category, ${year} as year, ${titleKey} as title_key${rankCols}
        from ${searchDocuments} where ${base}
      ), f as not materialized (
        select * from m where ${mFilter(null)}
      ), page as (
        ${page}
      ), hits as (
        select ${searchDocuments.url} as url, ${searchDocuments.title} as title, ${searchDocuments.publishedAt} as created,
          ${searchDocuments.source} as type,
          ts_headline(${docConfig}, ${escapedBody}, ${rankQuery(words, "finnish")} || ${rankQuery(words, "swedish")},
            'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as text,
          row_number() over (order by ${mOrder}) as n
        from page m join ${searchDocuments} on ${searchDocuments.id} = m.id
      )
      select
        (select count(*)::int from f) as total,
        (select coalesce(json_agg(json_build_object('url', url, 'title', title, 'created', created, 'type', type, 'text', text) order by n), '[]') from hits) as hits,
        (select json_agg(f order by f.value desc) from (select g.year::text as value, g.count from (select m.year, count(*)::int as count from m where ${mFilter("year")} group by 1) g order by 1 desc limit 50) f) as years,
        (select json_agg(f order by f.count desc, f.value) from (select m.source as value, count(*)::int as count from m where ${mFilter("type")} group by 1 order by 2 desc, 1 limit 50) f) as types,
        (select json_agg(f order by f.count desc, f.value) from (select m.category as value, count(*)::int as count from m where ${mFilter("category")} and m.category is not null group by 1 order by 2 desc, 1 limit 50) f) as categories`),
    );
    const row = result.rows[0];
    return {
      total: Number(row?.total ?? 0),
      hits: (row?.hits ?? []).map((r) => ({
        url: r.url,
        title: r.title,
        created: new Date(r.created),
        type: r.type,
        text: markWords(r.text ?? "", words),
      })),
      years: (row?.years ?? []).map((r) => ({ value: String(r.value), count: Number(r.count) })),
      types: (row?.types ?? []).map((r) => ({ value: String(r.value), count: Number(r.count) })),
      categories: (row?.categories ?? []).map((r) => ({ value: String(r.value), count: Number(r.count) })),
    };
  },

  async suggest(db: DbOrTx, viewer: SearchViewer, query: string, count: number): Promise<Suggestion[]> {
    const words = queryWords(query);
    if (!words.length) return [];
    const phrase = words.join(" ");
    const title = sql`t.title`;
    const titleWords = sql.join(
      words.map((w) => sql`(${title} ilike ${`%${w}%`}${w.length >= 4 ? sql` or ${w} <% ${title}` : sql``})`),
      sql` and `,
    );
    // Decision 092: the titles are matched and ordered in search_titles (the distinct titles of
    // the Finnish entries, trigram-indexed), then the documents of the best titles are fetched,
    // newest first; the incremental sort stops after `count` rows, so only the documents of the
    // first few titles are read. Same order as matching the documents themselves: a title starting
    // with the query, then word similarity, then the newest (then the id, for ties).
    const rows = await db.execute<{ type: SearchSource; url: string; name: string }>(sql`
      select d.type, d.url, d.name
      from (
        select ${title} as title, (${title} ilike ${`${phrase}%`}) as prefix, word_similarity(${phrase}, ${title}) as ws
        from search_titles t where ${titleWords}
        order by 2 desc, 3 desc
      ) t cross join lateral (
        select ${searchDocuments.source} as type, ${searchDocuments.url} as url, ${searchDocuments.title} as name,
          ${searchDocuments.publishedAt} as published_at, ${searchDocuments.id} as id
        from ${searchDocuments}
        where ${searchDocuments.title} = t.title and ${visible(viewer)} and ${searchDocuments.language} = 'fi'
        order by ${searchDocuments.publishedAt} desc, ${searchDocuments.id} desc
        limit ${count}
      ) d
      order by t.prefix desc, t.ws desc, d.published_at desc, d.id desc
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
