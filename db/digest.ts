/**
 * The digest of an error that means "the database cannot be reached right now" (decision 024), in a
 * module of its own: the page error boundary (app/error.tsx) is in every page's first load and needs
 * only this string, not the fault rules of ./errors.ts.
 */
export const DB_UNAVAILABLE_DIGEST = "PORTAL_DB_UNAVAILABLE";
