/**
 * Pure rules of the search page (spec 4 §4 "Search and news list paging", §5, §9): facets toggle
 * (choosing one sets it, choosing it again clears it, both back to page 1), Enter searches with
 * more than 3 characters, suggestions from 3 characters and at most 4 per group, and the excerpt's
 * <mark> parts.
 */
import { DEFAULT_PUBLISH_YEAR, SEARCH_MIN_CHARS, SUGGEST_MIN_CHARS, SUGGESTIONS_PER_GROUP } from "@/lib/search/constants";

export interface SearchParamsState {
  Query: string;
  Page: number;
  PublishYear: number;
  PageType: string[];
  Category: string[];
  OrderBy: string;
}

export const canSearch = (q: string): boolean => q.trim().length >= SEARCH_MIN_CHARS;
export const canSuggest = (q: string): boolean => q.trim().length >= SUGGEST_MIN_CHARS;

export function toggleFacet(s: SearchParamsState, facet: "year" | "type" | "category", id: string): SearchParamsState {
  if (facet === "year") {
    const year = Number(id);
    return { ...s, Page: 1, PublishYear: s.PublishYear === year ? DEFAULT_PUBLISH_YEAR : year };
  }
  const key = facet === "type" ? "PageType" : "Category";
  const on = s[key].includes(id);
  return { ...s, Page: 1, [key]: on ? [] : [id] };
}

export function limitGroups<T>(groups: { PageContentType: string; Items: T[] }[]): { PageContentType: string; Items: T[] }[] {
  return groups.map((g) => ({ ...g, Items: g.Items.slice(0, SUGGESTIONS_PER_GROUP) }));
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** "a <mark>b</mark> c" (HTML-escaped) → [{text:"a ",mark:false},{text:"b",mark:true},{text:" c",mark:false}] */
export function excerptParts(text: string): { text: string; mark: boolean }[] {
  return text
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((p) => (p.startsWith("<mark>") ? { text: unescape(p.slice(6, -7)), mark: true } : { text: unescape(p), mark: false }));
}
