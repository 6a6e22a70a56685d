/** The search's limits and orders (spec 4 §9), without zod: the search page reads them in the
 * browser (decision 099); lib/search/schemas.ts re-exports them. */
export const DEFAULT_PUBLISH_YEAR = 2000;
export const SUGGESTION_COUNT = 50;
export const SUGGESTIONS_PER_GROUP = 4;
export const SUGGEST_MIN_CHARS = 3;
/** Enter searches with more than 3 characters */
export const SEARCH_MIN_CHARS = 4;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_ORDERS = ["relevance", "newest", "oldest", "title"] as const;
