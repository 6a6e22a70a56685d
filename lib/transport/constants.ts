/**
 * The transport search's categories and limits, apart from ./schemas.ts so the search form shows
 * them without zod in its first load (decision 104).
 */
import { DEFAULT_MAX_RANGE_DAYS } from "@/lib/ui/date-range";

/** The category values of the search (spec 1 §9 names Kundnummer and Lastbil). */
export const TRANSPORT_CATEGORIES = ["Ordernummer", "Kundnummer", "Lastbil", "Anläggning"] as const;
export type TransportCategory = (typeof TRANSPORT_CATEGORIES)[number];

/** Categories with the from/to date fields enabled (spec 1 §9). */
export const DATE_CATEGORIES: readonly TransportCategory[] = ["Kundnummer", "Lastbil"];
export const hasDateFields = (category: string): boolean => (DATE_CATEGORIES as readonly string[]).includes(category);

/** Row statuses (the check constraint of transport_order_rows; kept here so forms need no database code). */
export const TRANSPORT_ROW_STATUSES = ["planned", "loaded", "delivered", "cancelled"] as const;

/** A range over this many days is flagged (spec 1 §5, §9). */
export const MAX_SEARCH_DAYS = DEFAULT_MAX_RANGE_DAYS;
/** At most this many rows per search; the reply says when there were more. */
export const MAX_SEARCH_ROWS = 200;
