/**
 * The re-destination's limits, apart from ./schemas.ts so the forms show them without zod in their
 * first load (decision 104).
 */

/** Longest search range in days (both ends included): a month of deliveries at one warehouse. */
export const MAX_SEARCH_DAYS = 31;
/** At most this many lines in one re-destination. */
export const MAX_LINES = 200;
export const NOTE_MAX = 500;
