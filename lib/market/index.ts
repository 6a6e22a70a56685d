/** Market variants: Finland when the host name ends in "fi", otherwise Sweden (spec 1 §1). */
export type Market = "se" | "fi";
export type Language = "sv" | "fi";

export interface MarketConfig {
  market: Market;
  language: Language;
  /** BCP 47 tag for Intl */
  locale: string;
  timeZone: string;
  /** date-fns pattern used when showing a date */
  dateFormat: string;
  dateTimeFormat: string;
  /** 1 = Monday (both markets) */
  weekStartsOn: 1;
  currency: "SEK" | "EUR";
}

export const MARKETS: Record<Market, MarketConfig> = {
  se: {
    market: "se",
    language: "sv",
    locale: "sv-SE",
    timeZone: "Europe/Stockholm",
    dateFormat: "yyyy-MM-dd",
    dateTimeFormat: "yyyy-MM-dd HH:mm",
    weekStartsOn: 1,
    currency: "SEK",
  },
  fi: {
    market: "fi",
    language: "fi",
    locale: "fi-FI",
    timeZone: "Europe/Helsinki",
    dateFormat: "d.M.yyyy",
    dateTimeFormat: "d.M.yyyy 'klo' HH.mm",
    weekStartsOn: 1,
    currency: "EUR",
  },
};

/** The request header the proxy sets with the market of the request's host. */
export const MARKET_HEADER = "x-portal-market";

/** "portal.example.fi:3000" → fi; anything else → se. */
export function marketFromHost(host: string | null | undefined): Market {
  const name = (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return name.endsWith("fi") ? "fi" : "se";
}

export function isMarket(v: unknown): v is Market {
  return v === "se" || v === "fi";
}
