import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles } from "@/db/schema";
import type { Market } from "@/lib/market";

export interface GrainProduct {
  itemNumber: string;
  name: string;
  grainType: string | null;
  priceGroupId: number | null;
  priceGroupName: string | null;
}

/** The market's active grain articles (the products of the price pages), by item number. */
export async function listGrainProducts(db: DbOrTx, opts: { market: Market }): Promise<GrainProduct[]> {
  return db
    .select({
      itemNumber: articles.itemNumber,
      name: articles.name,
      grainType: articles.grainType,
      priceGroupId: articles.priceGroupId,
      priceGroupName: articles.priceGroupName,
    })
    .from(articles)
    .where(and(eq(articles.market, opts.market), eq(articles.category, "grain"), eq(articles.active, true)))
    .orderBy(asc(articles.itemNumber));
}
