import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, grainSorts } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";
import type { TGrainType } from "./schemas";

/**
 * The sorts (grain types) of a grain product (spec 2 §7 get-grain-type-by-product): GrainName,
 * ProductItemId (the item number), ProductItemName. An item number that is not a grain article
 * of the market is a 400 on `itemnumber`.
 */
export async function findGrainTypes(db: DbOrTx, opts: { market: Market; itemNumber: string }): Promise<TGrainType[]> {
  const [article] = await db
    .select({ id: articles.id, itemNumber: articles.itemNumber, name: articles.name })
    .from(articles)
    .where(and(eq(articles.market, opts.market), eq(articles.itemNumber, opts.itemNumber), eq(articles.category, "grain")))
    .limit(1);
  if (!article)
    throw new AppError("BAD_REQUEST", "prices.validation.unknownProduct", { fields: { itemnumber: ["prices.validation.unknownProduct"] } });
  const sorts = await db
    .select({ sort: grainSorts.sort })
    .from(grainSorts)
    .where(eq(grainSorts.articleId, article.id))
    .orderBy(asc(grainSorts.sortOrder), asc(grainSorts.sort));
  return sorts.map((s) => ({ GrainName: s.sort, ProductItemId: article.itemNumber, ProductItemName: article.name }));
}
