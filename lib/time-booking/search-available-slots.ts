import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { resolveBookingCustomer } from "./booking-customer";
import { addDays, CALENDAR_DAYS, computeSlots, type Calendar } from "./compute-slots";
import { loadResourceGroup } from "./load-resource-group";
import type { TSearchAvailableSlotsRequest } from "./schemas";

/** SearchAvailableSlots (spec 1 §7): the group's slot calendar for the chosen date plus 14 days. */
export async function searchAvailableSlots(
  db: DbOrTx,
  { actor, market, input, now = new Date() }: { actor: Actor; market: Market; input: TSearchAvailableSlotsRequest; now?: Date },
): Promise<{ Calendar: Calendar; BackupArticle: string | null; AllowedReservations: number; RegNoMandatory: boolean }> {
  // the customer check, the group and its bookings are read together; the bookings' window is a
  // UTC superset of the 14 local days (the group's zone is not known yet)
  const from = new Date(`${addDays(input.selectedDate, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(input.selectedDate, CALENDAR_DAYS + 2)}T00:00:00Z`);
  const [, group, busy] = await Promise.all([
    resolveBookingCustomer(db, actor, input.customerNo, market),
    loadResourceGroup(db, input.resourceGroupId, market),
    db
      .select({ resourceId: reservations.resourceId, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
      .from(reservations)
      .where(
        and(
          eq(reservations.resourceGroupId, input.resourceGroupId),
          eq(reservations.status, "booked"),
          lt(reservations.startsAt, to),
          gt(reservations.endsAt, from),
        ),
      ),
  ]);
  const calendar = computeSlots({
    timeZone: group.timeZone,
    fromDate: input.selectedDate,
    resources: group.resources,
    hours: group.hours,
    busy,
    now,
  });
  return {
    Calendar: calendar,
    BackupArticle: input.article ?? null,
    AllowedReservations: group.allowedReservations,
    RegNoMandatory: group.regNoMandatory,
  };
}
