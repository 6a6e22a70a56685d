import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { priceAreas } from "@/db/schema";
import type { Market } from "@/lib/market";

export interface PriceAreaOption {
  id: number;
  code: string;
  name: string;
}

/** The market's price areas in their display order (the first is the market's reference area). */
export async function listPriceAreas(db: DbOrTx, opts: { market: Market }): Promise<PriceAreaOption[]> {
  return db
    .select({ id: priceAreas.id, code: priceAreas.code, name: priceAreas.name })
    .from(priceAreas)
    .where(eq(priceAreas.market, opts.market))
    .orderBy(asc(priceAreas.sortOrder), asc(priceAreas.id));
}
