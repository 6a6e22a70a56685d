/**
 * Site search calls (spec 4 §3 "Search request", "Search response", "Search suggestion", §7, §9):
 * POST /api/content/search/result and GET /api/content/search/suggestions. Field names as the spec
 * writes them.
 */
import { z } from "zod";
import { DEFAULT_PUBLISH_YEAR, SEARCH_ORDERS, SEARCH_PAGE_SIZE, SUGGESTION_COUNT } from "./constants";

export * from "./constants";
export const PAGE_TYPES = ["news", "document", "page", "facility", "recipe"] as const;

const MSG = "agrodesk.search.validation";

const list = z.preprocess(
  (v) =>
    v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? (v as unknown[]) : typeof v === "string" ? v.split(",") : [v],
  z.array(z.string().trim().min(1).max(100)).max(20, { error: `${MSG}.list` }),
);

const intIn = (min: number, max: number, def: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? def : Number(v)),
    z
      .number({ error: `${MSG}.number` })
      .int(`${MSG}.number`)
      .min(min, `${MSG}.number`)
      .max(max, `${MSG}.number`),
  );

export const ZSearchRequest = z.object({
  Query: z
    .string({ error: `${MSG}.query` })
    .trim()
    .max(200, `${MSG}.query`),
  Page: intIn(1, 1000, 1),
  PageSize: intIn(1, 50, SEARCH_PAGE_SIZE),
  PublishYear: intIn(2000, 2100, DEFAULT_PUBLISH_YEAR),
  PageType: list.pipe(z.array(z.enum(PAGE_TYPES, { error: `${MSG}.pageType` }))),
  Category: list,
  OrderBy: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "relevance" : typeof v === "string" ? v.toLowerCase() : v),
    z.enum(SEARCH_ORDERS, { error: `${MSG}.orderBy` }),
  ),
});
export type TSearchRequest = z.input<typeof ZSearchRequest>;

const ZFacetTag = z.object({ Name: z.string(), Id: z.string(), Count: z.number().int(), Selected: z.boolean() });
const ZFacet = z.object({ Name: z.string(), FacetTags: z.array(ZFacetTag) });
export type TFacet = z.infer<typeof ZFacet>;

export const ZSearchHit = z.object({
  Url: z.string(),
  Title: z.string(),
  /** yy-mm-dd (agro-desk date format, Helsinki) */
  Created: z.string(),
  Type: z.string(),
  /** HTML-escaped excerpt; the matched words inside <mark>…</mark> */
  Text: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchResponse = z.object({
  TotalCount: z.number().int(),
  Hits: z.array(ZSearchHit),
  YearFacets: ZFacet,
  ContentTypes: ZFacet,
  Categories: ZFacet,
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const ZSuggestionsRequest = z.object({
  query: z.string().trim().max(200, `${MSG}.query`).default(""),
  count: intIn(1, SUGGESTION_COUNT, SUGGESTION_COUNT),
});

const ZSuggestion = z.object({ PageContentType: z.string(), Url: z.string(), Name: z.string() });
export const ZSuggestionsResponse = z.object({
  Groups: z.array(z.object({ PageContentType: z.string(), Items: z.array(ZSuggestion) })),
});
export type TSuggestionsResponse = z.infer<typeof ZSuggestionsResponse>;
