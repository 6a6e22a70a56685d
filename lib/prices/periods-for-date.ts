import { agreementYear } from "./agreement-year";
import { PRICE_TYPE, type PriceTypeId } from "./constants";

export interface PeriodKey {
  priceTypeId: PriceTypeId;
  /** first day of the delivery period, yyyy-MM-dd */
  pricePeriod: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The price periods a price list published on `date` (yyyy-MM-dd) quotes: spot (delivery this
 * month), forward for the next four quarters (first day of January, April, July, October after
 * this month) and the pool of the current harvest (agreement) year, starting 1 August.
 */
export function periodsForDate(date: string): PeriodKey[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const out: PeriodKey[] = [{ priceTypeId: PRICE_TYPE.spot, pricePeriod: `${year}-${pad(month)}-01` }];
  let y = year;
  let m = month;
  while (out.length < 5) {
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
    if ((m - 1) % 3 === 0) out.push({ priceTypeId: PRICE_TYPE.forward, pricePeriod: `${y}-${pad(m)}-01` });
  }
  out.push({ priceTypeId: PRICE_TYPE.pool, pricePeriod: `${agreementYear(date)}-08-01` });
  return out;
}
