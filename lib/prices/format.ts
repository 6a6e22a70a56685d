import { MARKETS, type Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import { numberFormat } from "@/lib/market/number-format";

/** A price as the market writes it: "2 450" (sv-SE), "235,5" (fi-FI); at most two decimals. */
export function formatPrice(value: number, market: Market): string {
  return numberFormat(MARKETS[market].locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * A calendar date (yyyy-MM-dd) in the market's display format: 2026-11-20 / 20.11.2026. Noon UTC
 * is that same date in Stockholm and Helsinki; no date-fns (its `format` brings its English
 * locale to every price page, decision 099).
 */
export function formatIsoDate(iso: string, market: Market): string {
  return formatDate(`${iso.slice(0, 10)}T12:00:00Z`, market);
}
