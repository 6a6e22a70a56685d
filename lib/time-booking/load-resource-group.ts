import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { readTogether } from "@/db/reads";
import { facilities, resourceGroups, resourceOpeningHours, resources } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";
import type { OpeningHoursRow, SlotResource } from "./compute-slots";
import { TB } from "./messages";

/**
 * A resource group of the request's market with its facility's zone, active resources and their
 * opening hours; a group of the other market is unknown here (404).
 */
export async function loadResourceGroup(db: DbOrTx, groupId: number, market: Market) {
  // three independent reads: together on the pool, in turn on a transaction
  const [[group], res, hours] = await readTogether(
    db,
    () =>
      db
        .select({ group: resourceGroups, timeZone: facilities.timeZone, market: facilities.market, facilityCode: facilities.code })
        .from(resourceGroups)
        .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
        .where(
          and(eq(resourceGroups.id, groupId), eq(resourceGroups.active, true), eq(facilities.active, true), eq(facilities.market, market)),
        ),
    () =>
      db
        .select({ id: resources.id, slotMinutes: resources.slotMinutes })
        .from(resources)
        .where(and(eq(resources.resourceGroupId, groupId), eq(resources.active, true)))
        .orderBy(asc(resources.id)) as Promise<SlotResource[]>,
    () =>
      db
        .select({
          resourceId: resourceOpeningHours.resourceId,
          weekday: resourceOpeningHours.weekday,
          opensAt: resourceOpeningHours.opensAt,
          closesAt: resourceOpeningHours.closesAt,
          validFrom: resourceOpeningHours.validFrom,
          validTo: resourceOpeningHours.validTo,
        })
        .from(resourceOpeningHours)
        .innerJoin(resources, eq(resources.id, resourceOpeningHours.resourceId))
        .where(and(eq(resources.resourceGroupId, groupId), eq(resources.active, true))) as Promise<OpeningHoursRow[]>,
  );
  if (!group) throw new AppError("NOT_FOUND", TB.informationMissing);
  return { ...group.group, timeZone: group.timeZone, market: group.market, facilityCode: group.facilityCode, resources: res, hours };
}
export type LoadedResourceGroup = Awaited<ReturnType<typeof loadResourceGroup>>;
