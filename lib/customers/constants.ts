/**
 * The internal header's search constants without zod: the shell's client components import them
 * from here so the first-load JavaScript of every page does not carry zod (decision 093);
 * schemas.ts re-exports them.
 */
export const SEARCH_BY = ["customerNumber", "name", "organisationNumber"] as const;
export type TSearchBy = (typeof SEARCH_BY)[number];
export const SEARCH_LIMIT = 50;
