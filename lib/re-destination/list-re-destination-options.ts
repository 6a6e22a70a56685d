/**
 * The lists of the re-destination forms: the market's active warehouses (facilities) and lorry
 * types, and the reasons. Transporters get 403 (see re-destination-scope.ts).
 */
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { facilities, lorryTypes, RE_DESTINATION_REASONS } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { reDestinationScope } from "./re-destination-scope";
import type { ReDestinationOptions } from "./schemas";

export async function listReDestinationOptions(
  db: DbOrTx,
  { actor, market }: { actor: Actor; market: Market },
): Promise<ReDestinationOptions> {
  await reDestinationScope(db, actor);
  const [warehouses, lorries] = await Promise.all([
    db
      .select({ code: facilities.code, name: facilities.name })
      .from(facilities)
      .where(and(eq(facilities.market, market), eq(facilities.active, true)))
      .orderBy(asc(facilities.name)),
    db
      .select({ code: lorryTypes.code, name: lorryTypes.name })
      .from(lorryTypes)
      .where(and(eq(lorryTypes.market, market), eq(lorryTypes.active, true)))
      .orderBy(asc(lorryTypes.sortOrder), asc(lorryTypes.id)),
  ]);
  return { warehouses, lorryTypes: lorries, reasons: [...RE_DESTINATION_REASONS] };
}
