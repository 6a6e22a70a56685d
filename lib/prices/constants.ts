/**
 * The prices area's constants, in one place (spec 2 §9, spec 1 §9, spec 3 §9).
 */

/**
 * The grain price page's page value "maximum number of favourites" (spec 2 §4, §9: "taken from a
 * page value", value not shown). The page hands it to the client (data-max-favorites) and
 * update-favorite enforces it under a row lock (lib/prices/update-grain-favorite.ts).
 */
export const MAX_GRAIN_FAVORITES = 5;

/** PriceTypeId of a price period. */
export const PRICE_TYPE = { spot: 1, forward: 2, pool: 3 } as const;
export type PriceTypeId = (typeof PRICE_TYPE)[keyof typeof PRICE_TYPE];

/** A price list is "current" for a date when it was published at most this many days before it. */
export const PRICE_LIST_MAX_AGE_DAYS = 14;

/** The price favourite lists: the grain price page and the three price overviews. */
export const FAVORITE_KINDS = ["grain", "overview", "reseller", "reseller_admin"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** The three price overviews (spec 3). */
export const OVERVIEW_VARIANTS = ["overview", "reseller", "reseller_admin"] as const;
export type OverviewVariant = (typeof OVERVIEW_VARIANTS)[number];

/** The price graph's period dropdown (selectedPeriod): months back from today. */
export const GRAPH_PERIODS = [1, 3, 6, 12, 24] as const;
export type GraphPeriod = (typeof GRAPH_PERIODS)[number];
export const DEFAULT_GRAPH_PERIOD: GraphPeriod = 12;

/** Spec 1 §9: chart height. */
export const CHART_HEIGHT = 540;

/** Spec 3 §9: the print view prints this long after it opens. */
export const PRINT_DELAY_MS = 3000;

/** Spec 2 §5/§9: a price watch is valid at most this many days. */
export const PRICE_WATCH_MAX_DAYS = 60;

/** Spec 1 §9: prices are per ton, kr/ton in Sweden (€/t in Finland). */
export const PRICE_UNIT = { se: { Currency: "SEK", Unit: "kr/ton" }, fi: { Currency: "EUR", Unit: "€/t" } } as const;

/** The prices pages' page ids (seed/data.ts PAGE_ROWS), sent as PageId/pageId by the legacy calls. */
export const PRICE_PAGE_IDS = {
  graph: 1102,
  alerts: 1103,
  grain: { se: 1201, fi: 2202 },
  overview: 1202,
  reseller: 1203,
  reseller_admin: 1204,
} as const;

/** The paths of the price overviews and their print views. */
export const OVERVIEW_PATHS: Record<OverviewVariant, string> = {
  overview: "/priser/oversikt",
  reseller: "/priser/aterforsaljare",
  reseller_admin: "/priser/aterforsaljare-admin",
};
