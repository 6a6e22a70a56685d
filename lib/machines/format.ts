import { MARKETS, type Market } from "@/lib/market";
import { numberFormat } from "@/lib/market/number-format";

/** Engine hours as the market writes numbers: "3 875,5" (one decimal only when there is one). */
export function formatEngineHours(hours: number, market: Market): string {
  return numberFormat(MARKETS[market].locale, { maximumFractionDigits: 1 }).format(hours);
}
