/**
 * The facilities (warehouses) of a market with their active resource groups, for the time booking
 * page: internal staff and transporters choose a warehouse (spec 1 §6), and the customer search
 * needs one of the market's resource groups.
 */
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { facilities, resourceGroups } from "@/db/schema";

export interface BookingFacilityDto {
  Id: number;
  Code: string;
  Name: string;
  ResourceGroupIds: number[];
}

export async function listBookingFacilities(db: DbOrTx, { market }: { market: string }): Promise<BookingFacilityDto[]> {
  const rows = await db
    .select({ id: facilities.id, code: facilities.code, name: facilities.name, groupId: resourceGroups.id })
    .from(facilities)
    .innerJoin(resourceGroups, and(eq(resourceGroups.facilityId, facilities.id), eq(resourceGroups.active, true)))
    .where(and(eq(facilities.market, market), eq(facilities.active, true)))
    .orderBy(asc(facilities.name), asc(resourceGroups.sortOrder), asc(resourceGroups.id));
  const out: BookingFacilityDto[] = [];
  for (const r of rows) {
    const known = out.find((x) => x.Id === r.id);
    if (known) known.ResourceGroupIds.push(r.groupId);
    else out.push({ Id: r.id, Code: r.code, Name: r.name, ResourceGroupIds: [r.groupId] });
  }
  return out;
}
