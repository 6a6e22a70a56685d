/**
 * The agreement vocabulary, shared by the database schema (checks), the domain, the API replies
 * and the client. Pure: no database or framework imports.
 */
export const AGREEMENT_KINDS = ["grain", "seed", "forage", "feed", "merchandise"] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** open: sent for signing, not signed yet; current: signed and in force; inactive: ended. */
export const AGREEMENT_STATUSES = ["open", "current", "inactive"] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/**
 * Agreement types per kind (spec 2 §3 "AgreementType" for grain, seed and feed; the forage and
 * merchandise types are the ERP's names for the remaining kinds).
 */
export const AGREEMENT_TYPES = {
  grain: ["SportAndForwardAvtal", "Depaavtal", "PrissakringDepaavtal", "Torkavtal"],
  seed: ["Utsadesavtal", "Fröavtal", "PrissakringUtsadesavtal"],
  forage: ["Grovfoderavtal"],
  feed: ["FastPrisAvtalFoder", "Foderavtal"],
  merchandise: ["Handelsvaruavtal", "FastPrisAvtalHandel"],
} as const satisfies Record<AgreementKind, readonly string[]>;
export type AgreementType = (typeof AGREEMENT_TYPES)[AgreementKind][number];

export const QUANTITY_UNITS = ["ton", "kg", "st", "säck"] as const;
export const PRICE_HEDGING_STATUSES = ["active", "delivered", "cancelled"] as const;
export const SAMPLE_STATUSES = ["received", "analysed"] as const;

/** The feed and merchandise dropdown (spec 1 §2 "current/inactive dropdowns"). */
export const CURRENT_OR_INACTIVE = ["current", "inactive"] as const;
export type CurrentOrInactive = (typeof CURRENT_OR_INACTIVE)[number];

/** The statuses each choice of the current/inactive dropdown shows. */
export const STATUSES_OF: Record<CurrentOrInactive, readonly AgreementStatus[]> = {
  current: ["open", "current"],
  inactive: ["inactive"],
};

/** The page of "My agreements" per market (seed/data.ts PAGE_ROWS). */
export const MY_AGREEMENTS_PAGE = {
  se: { pageId: 1101, path: "/avtal/mina-avtal" },
  fi: { pageId: 2201, path: "/sopimukset/omat" },
} as const;
