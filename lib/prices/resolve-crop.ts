import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, grainSorts, priceAreas } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";

export interface Crop {
  priceAreaId: number;
  priceAreaName: string;
  articleId: number;
  itemNumber: string;
  itemName: string;
  priceGroupId: number | null;
  priceGroupName: string | null;
  sort: string;
}

/** The request's field names, for per-field messages. */
export interface CropFields {
  area: string;
  item: string;
  sort: string;
  group?: string;
}

/**
 * Checks that a price area, grain article and sort exist together in the market and returns
 * them; an empty sort is the article's main sort. Anything unknown is a 400 naming the field
 * (a price area of the other market is unknown here). With `priceGroupId`, it must be the
 * article's price group.
 */
export async function resolveCrop(
  db: DbOrTx,
  opts: { market: Market; priceAreaId: number; itemNumber: string; sort: string; priceGroupId?: number; fields: CropFields },
): Promise<Crop> {
  const { fields } = opts;
  const bad = (field: string, key: string) => new AppError("BAD_REQUEST", key, { fields: { [field]: [key] } });
  const [area] = await db
    .select({ id: priceAreas.id, name: priceAreas.name })
    .from(priceAreas)
    .where(and(eq(priceAreas.id, opts.priceAreaId), eq(priceAreas.market, opts.market)))
    .limit(1);
  if (!area) throw bad(fields.area, "prices.validation.unknownArea");
  const [article] = await db
    .select({
      id: articles.id,
      itemNumber: articles.itemNumber,
      name: articles.name,
      priceGroupId: articles.priceGroupId,
      priceGroupName: articles.priceGroupName,
    })
    .from(articles)
    .where(and(eq(articles.market, opts.market), eq(articles.itemNumber, opts.itemNumber), eq(articles.category, "grain")))
    .limit(1);
  if (!article) throw bad(fields.item, "prices.validation.unknownProduct");
  if (opts.priceGroupId !== undefined && article.priceGroupId !== opts.priceGroupId)
    throw bad(fields.group ?? fields.item, "prices.validation.unknownPriceGroup");
  const sorts = await db
    .select({ sort: grainSorts.sort })
    .from(grainSorts)
    .where(eq(grainSorts.articleId, article.id))
    .orderBy(asc(grainSorts.sortOrder), asc(grainSorts.sort));
  const sort = opts.sort ? sorts.find((s) => s.sort.toLowerCase() === opts.sort.toLowerCase())?.sort : sorts[0]?.sort;
  if (!sort) throw bad(fields.sort, "prices.validation.unknownSort");
  return {
    priceAreaId: area.id,
    priceAreaName: area.name,
    articleId: article.id,
    itemNumber: article.itemNumber,
    itemName: article.name,
    priceGroupId: article.priceGroupId,
    priceGroupName: article.priceGroupName,
    sort,
  };
}
