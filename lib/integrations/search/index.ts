/**
 * The site search behind one small interface (issue 15 item 7, decision 058): the portal writes
 * what can be found (`SearchEntry`) and asks for results and suggestions for a viewer. The
 * PostgreSQL implementation (./pg.ts) is the default; an external engine (Meilisearch, Typesense)
 * can replace it when the content outgrows PostgreSQL, without touching the callers.
 */
import "server-only";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import type { SearchAudience, SearchSource } from "@/db/schema";
import { onSiblingMessage, tellSiblings } from "@/lib/cluster/siblings";
import { withSearchCache } from "./cache";
import { pgSearchEngine } from "./pg";

export interface SearchEntry {
  source: SearchSource;
  sourceId: string;
  language: "fi" | "sv";
  audience: SearchAudience;
  title: string;
  body: string;
  url: string;
  category: string | null;
  customerNumber?: string | null;
  publishedAt: Date;
}

/** Who searches: what they may find. */
export interface SearchViewer {
  market: "fi" | "se";
  store: boolean;
  admin: boolean;
  /** customers whose own entries (feed recipes) the viewer may find */
  customerNumbers: string[];
}

export type SearchOrder = "relevance" | "newest" | "oldest" | "title";

export interface SearchQuery {
  query: string;
  page: number;
  pageSize: number;
  /** 2000 (the default): any year */
  publishYear: number;
  pageTypes: string[];
  categories: string[];
  orderBy: SearchOrder;
}

export interface SearchHit {
  url: string;
  title: string;
  created: Date;
  type: SearchSource;
  /** an excerpt, HTML-escaped, with the matched words inside <mark>…</mark> */
  text: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchResults {
  total: number;
  hits: SearchHit[];
  years: FacetCount[];
  types: FacetCount[];
  categories: FacetCount[];
}

export interface Suggestion {
  type: SearchSource;
  url: string;
  name: string;
}

export interface SearchEngine {
  readonly kind: string;
  /** writes (or replaces) entries; inside the caller's transaction for the pg engine */
  index(db: DbOrTx, entries: SearchEntry[]): Promise<void>;
  /** removes a source's entries (all languages) */
  remove(db: DbOrTx, source: SearchSource, sourceIds: string[]): Promise<void>;
  search(db: DbOrTx, viewer: SearchViewer, q: SearchQuery): Promise<SearchResults>;
  suggest(db: DbOrTx, viewer: SearchViewer, query: string, count: number): Promise<Suggestion[]>;
}

/** How long an answer is reused (SEARCH_CACHE_TTL_MS, default 10 s; 0 turns the cache off; decision 098). */
export function searchCacheTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEARCH_CACHE_TTL_MS?.trim();
  if (!raw) return 10_000;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`SEARCH_CACHE_TTL_MS=${raw} is not a number of milliseconds ≥ 0`);
  return ms;
}

/**
 * One engine (and cache) per process: held on globalThis, because the build may give each route its
 * own copy of this module, and a write through one route must empty the cache the others read.
 */
const ENGINE = Symbol.for("portal.searchEngine");
const SEARCH_CACHE_TOPIC = "search-cache";
const holder = globalThis as { [ENGINE]?: SearchEngine & { clear?: () => void } };

/** Forgets the cached answers of this process (for a writer that went around the engine, e.g. a test's SQL). */
export function clearSearchCache(): void {
  holder[ENGINE]?.clear?.();
}

/** The configured engine (SEARCH_ENGINE; only `pg` so far) behind the answer cache. */
export function getSearchEngine(): SearchEngine {
  const configured = holder[ENGINE];
  if (configured) return configured;
  const kind = (process.env.SEARCH_ENGINE ?? "pg").trim().toLowerCase() || "pg";
  if (kind !== "pg") throw new Error(`SEARCH_ENGINE=${kind} is not a known search engine (known: pg)`);
  const engine = withSearchCache(pgSearchEngine, {
    ttlMs: searchCacheTtlMs(),
    maxEntries: 2000,
    inTransaction: (db) => db instanceof PgTransaction,
    // the other server processes of this instance (decision 097) empty theirs too
    afterWrite: () => tellSiblings(SEARCH_CACHE_TOPIC),
  });
  onSiblingMessage(SEARCH_CACHE_TOPIC, () => engine.clear());
  holder[ENGINE] = engine;
  return engine;
}
