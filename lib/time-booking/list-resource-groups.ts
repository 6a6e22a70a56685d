import "server-only";
import { and, asc, eq, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { facilities, resourceGroups } from "@/db/schema";

/** The active resource groups of a market's active facilities, optionally one facility (id or code) and one direction. */
export async function listResourceGroups(db: DbOrTx, opts: { market: string; facility?: string; facilityId?: number; loading?: boolean }) {
  const conds: (SQL | undefined)[] = [eq(facilities.market, opts.market), eq(facilities.active, true), eq(resourceGroups.active, true)];
  if (opts.loading !== undefined) conds.push(eq(resourceGroups.isLoading, opts.loading));
  if (opts.facilityId !== undefined) conds.push(eq(facilities.id, opts.facilityId));
  if (opts.facility) {
    const f = opts.facility.trim();
    conds.push(/^[0-9]+$/.test(f) ? or(eq(facilities.id, Number(f)), eq(facilities.code, f)) : eq(facilities.code, f.toUpperCase()));
  }
  const rows = await db
    .select({ group: resourceGroups })
    .from(resourceGroups)
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(and(...conds))
    .orderBy(asc(facilities.name), asc(resourceGroups.sortOrder), asc(resourceGroups.id));
  return rows.map((r) => r.group);
}
