/**
 * How the calculator shows amounts: in the language of the market the page is shown in, with the
 * currency of the fee ("1 260,00 kr", "60,00 €").
 */
import { MARKETS, type Market } from "@/lib/market";
import { numberFormat } from "@/lib/market/number-format";

export function formatMoney(amount: number, currency: "SEK" | "EUR", market: Market): string {
  return numberFormat(MARKETS[market].locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Tons and kilometres: up to 3 decimals, no trailing zeros ("12,5", "1 200"). */
export function formatQuantity(value: number, market: Market): string {
  return numberFormat(MARKETS[market].locale, { maximumFractionDigits: 3 }).format(value);
}
