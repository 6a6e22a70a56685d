import type { Market } from "@/lib/market";
import { agreementYear } from "./agreement-year";
import { periodLabel } from "./period-label";
import type { TPricePeriod } from "./schemas";

/** Price rows as the spec's price periods (PriceTypeId, PricePeriod, DisplayLabel, Price), spot first, then by period. */
export function toPricePeriods(rows: { priceTypeId: number; pricePeriod: string; price: number }[], market: Market): TPricePeriod[] {
  return [...rows]
    .sort((a, b) => a.priceTypeId - b.priceTypeId || a.pricePeriod.localeCompare(b.pricePeriod))
    .map((r) => ({
      PriceTypeId: r.priceTypeId,
      PricePeriod: r.pricePeriod,
      DisplayLabel: periodLabel(r, market),
      Price: Number(r.price),
      AgreementYear: agreementYear(r.pricePeriod),
    }));
}
