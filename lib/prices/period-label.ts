import { format } from "date-fns";
import { fi as fiLocale, sv as svLocale } from "date-fns/locale";
import { getT } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import { agreementYear } from "./agreement-year";
import { PRICE_TYPE } from "./constants";

const LOCALES = { se: svLocale, fi: fiLocale } as const;

/**
 * DisplayLabel of a price period (spec 2 §3 "Price period") in the market's language:
 * spot "Spot", forward "Termin januari 2027 (skörd 2026)", pool "Pool skörd 2026". The harvest
 * year is the agreement year (./agreement-year.ts).
 */
export function periodLabel(p: { priceTypeId: number; pricePeriod: string }, market: Market): string {
  const t = getT(MARKETS[market].language);
  const year = agreementYear(p.pricePeriod);
  if (p.priceTypeId === PRICE_TYPE.spot) return t("prices.period.spot");
  if (p.priceTypeId === PRICE_TYPE.pool) return t("prices.period.pool", { year });
  const month = format(new Date(`${p.pricePeriod.slice(0, 10)}T12:00:00Z`), "LLLL yyyy", { locale: LOCALES[market] });
  return t("prices.period.forward", { month, year });
}
