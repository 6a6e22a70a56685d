import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { facilities, resourceGroups, resourceOpeningHours, resources } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";
import type { OpeningHoursRow, SlotResource } from "./compute-slots";
import { TB } from "./messages";

/**
 * A resource group of the request's market with its facility's zone, active resources and their
 * opening hours; a group of the other market is unknown here (404).
 *
 * One statement: the resources and their hours come along as JSON arrays (correlated subqueries on
 * `resources_group_idx` and the hours' resource key). Three statements were three connections of
 * the pool at once, or three turns on a transaction, for every booking, change and reference
 * lookup (decision 118).
 */
export async function loadResourceGroup(db: DbOrTx, groupId: number, market: Market) {
  const [group] = await db
    .select({
      group: resourceGroups,
      timeZone: facilities.timeZone,
      market: facilities.market,
      facilityCode: facilities.code,
      resources: sql<SlotResource[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'slotMinutes', r.slot_minutes) order by r.id)
        from ${resources} r where r.resource_group_id = ${resourceGroups.id} and r.active
      ), '[]'::json)`,
      hours: sql<OpeningHoursRow[]>`coalesce((
        select json_agg(json_build_object('resourceId', h.resource_id, 'weekday', h.weekday, 'opensAt', h.opens_at,
          'closesAt', h.closes_at, 'validFrom', h.valid_from, 'validTo', h.valid_to) order by h.id)
        from ${resourceOpeningHours} h join ${resources} r on r.id = h.resource_id
        where r.resource_group_id = ${resourceGroups.id} and r.active
      ), '[]'::json)`,
    })
    .from(resourceGroups)
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(
      and(eq(resourceGroups.id, groupId), eq(resourceGroups.active, true), eq(facilities.active, true), eq(facilities.market, market)),
    );
  if (!group) throw new AppError("NOT_FOUND", TB.informationMissing);
  return {
    ...group.group,
    timeZone: group.timeZone,
    market: group.market,
    facilityCode: group.facilityCode,
    resources: group.resources,
    hours: group.hours,
  };
}
export type LoadedResourceGroup = Awaited<ReturnType<typeof loadResourceGroup>>;
