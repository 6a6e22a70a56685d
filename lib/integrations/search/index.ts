/**
 * The site search behind one small interface (issue 15 item 7, decision 058): the portal writes
 * what can be found (`SearchEntry`) and asks for results and suggestions for a viewer. The
 * PostgreSQL implementation (./pg.ts) is the default; an external engine (Meilisearch, Typesense)
 * can replace it when the content outgrows PostgreSQL, without touching the callers.
 */
import type { DbOrTx } from "@/db";
import type { SearchAudience, SearchSource } from "@/db/schema";
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

/** The configured engine (SEARCH_ENGINE; only `pg` so far). */
export function getSearchEngine(): SearchEngine {
  const kind = (process.env.SEARCH_ENGINE ?? "pg").trim().toLowerCase() || "pg";
  if (kind !== "pg") throw new Error(`SEARCH_ENGINE=${kind} is not a known search engine (known: pg)`);
  return pgSearchEngine;
}
