import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { facilities, resourceGroups, resourceOpeningHours, resources } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { OpeningHoursRow, SlotResource } from "./compute-slots";
import { TB } from "./messages";

/** A resource group with its facility's zone, active resources and their opening hours. */
export async function loadResourceGroup(db: DbOrTx, groupId: number) {
  const [group] = await db
    .select({ group: resourceGroups, timeZone: facilities.timeZone, market: facilities.market, facilityCode: facilities.code })
    .from(resourceGroups)
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(and(eq(resourceGroups.id, groupId), eq(resourceGroups.active, true), eq(facilities.active, true)));
  if (!group) throw new AppError("NOT_FOUND", TB.informationMissing);
  const res: SlotResource[] = await db
    .select({ id: resources.id, slotMinutes: resources.slotMinutes })
    .from(resources)
    .where(and(eq(resources.resourceGroupId, groupId), eq(resources.active, true)))
    .orderBy(asc(resources.id));
  const hours: OpeningHoursRow[] = res.length
    ? await db
        .select({ resourceId: resourceOpeningHours.resourceId, weekday: resourceOpeningHours.weekday, opensAt: resourceOpeningHours.opensAt, closesAt: resourceOpeningHours.closesAt, validFrom: resourceOpeningHours.validFrom, validTo: resourceOpeningHours.validTo })
        .from(resourceOpeningHours)
        .where(inArray(resourceOpeningHours.resourceId, res.map((r) => r.id)))
    : [];
  return { ...group.group, timeZone: group.timeZone, market: group.market, facilityCode: group.facilityCode, resources: res, hours };
}
export type LoadedResourceGroup = Awaited<ReturnType<typeof loadResourceGroup>>;
