import type { Market } from "@/lib/market";

/**
 * The profile area's pages per market (seed/data.ts PAGE_ROWS: se 1601, 1610–1612; fi 2610–2614 (2610 the /oma-yritys parent)).
 * Finnish paths render the Swedish pages' components.
 */
export const PROFILE_PATHS = {
  se: {
    profile: "/mitt-foretag/profil",
    addresses: "/mitt-foretag/leveransadresser",
    terms: "/anvandarvillkor",
    privacy: "/integritetspolicy",
  },
  fi: {
    profile: "/oma-yritys/profiili",
    addresses: "/oma-yritys/toimitusosoitteet",
    terms: "/kayttoehdot",
    privacy: "/oma-yritys/tietosuoja",
  },
} as const satisfies Record<Market, Record<string, string>>;

export const profilePaths = (market: Market) => PROFILE_PATHS[market];

/** The page ids of the delivery address editor (the pageId of the delete call names the page to return to). */
export const ADDRESS_PAGE_IDS = { se: 1610, fi: 2612 } as const satisfies Record<Market, number>;

/** The request header the proxy sets to the page's path (read by the shell's terms guard). */
export const PATH_HEADER = "x-portal-path";

/** Only a path of this portal (no scheme, no host, no "//") is followed after accepting the terms. */
export function safeNextPath(next: string | null | undefined): string {
  return next && /^\/(?![/\\])/.test(next) ? next : "/";
}
