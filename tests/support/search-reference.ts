/**
 * The agro-desk search as it was before decision 092 (decisions 058 and 088): every word's
 * conditions in one OR, the rank computed for every match, suggestions straight from the
 * documents. It is the reference the faster engine (lib/integrations/search/pg.ts) must equal on
 * the same data: same total, facets, hits (ids and order) and suggestions
 * (tests/integration/search-equality.integration.test.ts, scripts/explain-search.ts --compare).
 * Test and measuring code only.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { searchDocuments, type SearchSource } from "@/db/schema";
import type { SearchEngine, SearchQuery, SearchResults, SearchViewer, Suggestion } from "@/lib/integrations/search";
import { markWords, queryWords } from "@/lib/integrations/search/pg";

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

export const referenceSearchEngine: Pick<SearchEngine, "search" | "suggest"> = {
  async search(db: DbOrTx, viewer: SearchViewer, q: SearchQuery): Promise<SearchResults> {
    const words = queryWords(q.query);
    if (!words.length) return { total: 0, hits: [], years: [], types: [], categories: [] };
    const base = sql`${visible(viewer)} and ${allWords(words)}`;
    const phrase = words.join(" ");
    const rank = sql`(ts_rank(${searchDocuments}.tsv, ${rankQuery(words, "finnish")} || ${rankQuery(words, "swedish")})
      + similarity(${searchDocuments.title}, ${phrase})
      + case when ${searchDocuments.title} ilike ${`%${phrase}%`} then 0.5 else 0 end)`;
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
    const rankCol = q.orderBy === "relevance" ? rank : sql`0`;
    const result = await db.execute<{
      total: number;
      hits: { url: string; title: string; created: string; type: SearchSource; text: string | null }[];
      years: { value: string; count: number }[] | null;
      types: { value: string; count: number }[] | null;
      categories: { value: string; count: number }[] | null;
    }>(sql`
      with m as materialized (
        select ${searchDocuments.id} as id, ${searchDocuments.publishedAt} as published_at, ${searchDocuments.source} as source,
          ${searchDocuments.category} as category, ${year} as year, lower(${searchDocuments.title}) as title_key, ${rankCol} as rank
        from ${searchDocuments} where ${base}
      ), page as (
        select m.id, m.published_at, m.title_key, m.rank from m where ${mFilter(null)} order by ${mOrder} limit ${q.pageSize} offset ${offset}
      ), hits as (
        select ${searchDocuments.url} as url, ${searchDocuments.title} as title, ${searchDocuments.publishedAt} as created,
          ${searchDocuments.source} as type,
          ts_headline(${docConfig}, ${escapedBody}, ${rankQuery(words, "finnish")} || ${rankQuery(words, "swedish")},
            'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as text,
          row_number() over (order by ${mOrder}) as n
        from page m join ${searchDocuments} on ${searchDocuments.id} = m.id
      )
      select
        (select count(*)::int from m where ${mFilter(null)}) as total,
        (select coalesce(json_agg(json_build_object('url', url, 'title', title, 'created', created, 'type', type, 'text', text) order by n), '[]') from hits) as hits,
        (select json_agg(f order by f.value desc) from (select m.year::text as value, count(*)::int as count from m where ${mFilter("year")} group by 1 order by 1 desc limit 50) f) as years,
        (select json_agg(f order by f.count desc, f.value) from (select m.source as value, count(*)::int as count from m where ${mFilter("type")} group by 1 order by 2 desc, 1 limit 50) f) as types,
        (select json_agg(f order by f.count desc, f.value) from (select m.category as value, count(*)::int as count from m where ${mFilter("category")} and m.category is not null group by 1 order by 2 desc, 1 limit 50) f) as categories`);
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
        ${searchDocuments.publishedAt} desc, ${searchDocuments.id} desc
      limit ${count}`); // the id: a fixed order for ties (added with decision 092, as the engine)
    return rows.rows.map((r) => ({ type: r.type, url: r.url, name: r.name }));
  },
};
