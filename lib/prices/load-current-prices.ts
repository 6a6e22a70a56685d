import "server-only";
import { format, parseISO, subDays } from "date-fns";
import { and, asc, eq, gt, inArray, lte, max } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { grainPrices } from "@/db/schema";
import { PRICE_LIST_MAX_AGE_DAYS } from "./constants";

export interface CurrentPrice {
  priceAreaId: number;
  articleId: number;
  sort: string;
  priceTypeId: number;
  pricePeriod: string;
  priceDate: string;
  price: number;
}

/**
 * The price lists current on `date` (yyyy-MM-dd): for each price area, article and sort, every
 * period of the latest list published on or before the date, at most PRICE_LIST_MAX_AGE_DAYS old
 * (an older list is not "current", spec 2 §8 "Det finns inga aktuella priser…").
 */
export async function loadCurrentPrices(
  db: DbOrTx,
  opts: { priceAreaIds: number[]; date: string; articleIds?: number[] },
): Promise<CurrentPrice[]> {
  if (opts.priceAreaIds.length === 0 || opts.articleIds?.length === 0) return [];
  const oldest = format(subDays(parseISO(opts.date), PRICE_LIST_MAX_AGE_DAYS), "yyyy-MM-dd");
  const latest = db
    .select({
      priceAreaId: grainPrices.priceAreaId,
      articleId: grainPrices.articleId,
      sort: grainPrices.sort,
      listDate: max(grainPrices.priceDate).as("list_date"),
    })
    .from(grainPrices)
    .where(
      and(
        inArray(grainPrices.priceAreaId, opts.priceAreaIds),
        opts.articleIds ? inArray(grainPrices.articleId, opts.articleIds) : undefined,
        lte(grainPrices.priceDate, opts.date),
        gt(grainPrices.priceDate, oldest),
      ),
    )
    .groupBy(grainPrices.priceAreaId, grainPrices.articleId, grainPrices.sort)
    .as("latest");
  return db
    .select({
      priceAreaId: grainPrices.priceAreaId,
      articleId: grainPrices.articleId,
      sort: grainPrices.sort,
      priceTypeId: grainPrices.priceTypeId,
      pricePeriod: grainPrices.pricePeriod,
      priceDate: grainPrices.priceDate,
      price: grainPrices.price,
    })
    .from(grainPrices)
    .innerJoin(
      latest,
      and(
        eq(grainPrices.priceAreaId, latest.priceAreaId),
        eq(grainPrices.articleId, latest.articleId),
        eq(grainPrices.sort, latest.sort),
        eq(grainPrices.priceDate, latest.listDate),
      ),
    )
    .orderBy(asc(grainPrices.priceTypeId), asc(grainPrices.pricePeriod));
}
