import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "@/db";
import { reservations } from "@/db/schema";
import { isFree, resourceSlotsForDay, type ResourceSlot } from "./compute-slots";
import type { LoadedResourceGroup } from "./load-resource-group";

/**
 * The group's resources that open at `fromTime` (local time in the facility's zone), have not
 * started yet and are free then. `excludeReservationId` ignores the booking being moved. The
 * exclusion constraint still decides in the end; this only picks candidates.
 */
export async function findFreeResources(
  tx: Tx,
  opts: { group: LoadedResourceGroup; fromTime: string; now: Date; excludeReservationId?: number },
): Promise<ResourceSlot[]> {
  const { group, fromTime, now } = opts;
  const day = fromTime.slice(0, 10);
  const slots = group.resources
    .map((r) => resourceSlotsForDay(r, group.hours, day, group.timeZone).find((s) => s.fromTime === fromTime))
    .filter((s): s is ResourceSlot => Boolean(s) && s!.startsAt.getTime() >= now.getTime());
  if (!slots.length) return [];
  const start = new Date(Math.min(...slots.map((s) => s.startsAt.getTime())));
  const end = new Date(Math.max(...slots.map((s) => s.endsAt.getTime())));
  const busy = await tx
    .select({ resourceId: reservations.resourceId, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
    .from(reservations)
    .where(
      and(
        inArray(
          reservations.resourceId,
          slots.map((s) => s.resourceId),
        ),
        eq(reservations.status, "booked"),
        opts.excludeReservationId === undefined ? undefined : ne(reservations.id, opts.excludeReservationId),
        // the overlap written as the exclusion constraint's range, so its partial GiST index
        // (reservations_no_overlap: booked only) finds the few bookings of these resources at this
        // time, instead of a scan of every booking that starts before the slot (decision 116)
        sql`tstzrange(${reservations.startsAt}, ${reservations.endsAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  return slots.filter((s) => isFree(s, busy));
}
