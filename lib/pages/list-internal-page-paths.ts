import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { pages } from "@/db/schema";
import type { Market } from "@/lib/market";

/**
 * Paths of the market's internal pages (audience "internal"). The shell uses them to tell an
 * internal page, where the favourites list is not loaded (spec 3 §6), see lib/shell/internal-page.ts.
 */
export async function listInternalPagePaths(db: DbOrTx, opts: { market: Market }): Promise<string[]> {
  const rows = await db
    .select({ path: pages.path })
    .from(pages)
    .where(and(eq(pages.market, opts.market), eq(pages.audience, "internal")));
  return rows.map((r) => r.path);
}
