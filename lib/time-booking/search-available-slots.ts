import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { resolveBookingCustomer } from "./booking-customer";
import { addDays, CALENDAR_DAYS, computeSlots, localInstant, type Calendar } from "./compute-slots";
import { loadResourceGroup } from "./load-resource-group";
import type { TSearchAvailableSlotsRequest } from "./schemas";

/** SearchAvailableSlots (spec 1 §7): the group's slot calendar for the chosen date plus 14 days. */
export async function searchAvailableSlots(
  db: DbOrTx,
  { actor, input, now = new Date() }: { actor: Actor; input: TSearchAvailableSlotsRequest; now?: Date },
): Promise<{ Calendar: Calendar; BackupArticle: string | null; AllowedReservations: number; RegNoMandatory: boolean }> {
  await resolveBookingCustomer(db, actor, input.customerNo);
  const group = await loadResourceGroup(db, input.resourceGroupId);
  const from = localInstant(input.selectedDate, 0, group.timeZone);
  const to = localInstant(addDays(input.selectedDate, CALENDAR_DAYS + 1), 0, group.timeZone);
  const busy = group.resources.length
    ? await db
        .select({ resourceId: reservations.resourceId, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
        .from(reservations)
        .where(and(eq(reservations.resourceGroupId, group.id), eq(reservations.status, "booked"), lt(reservations.startsAt, to), gt(reservations.endsAt, from), inArray(reservations.resourceId, group.resources.map((r) => r.id))))
    : [];
  const calendar = computeSlots({ timeZone: group.timeZone, fromDate: input.selectedDate, resources: group.resources, hours: group.hours, busy, now });
  return { Calendar: calendar, BackupArticle: input.article ?? null, AllowedReservations: group.allowedReservations, RegNoMandatory: group.regNoMandatory };
}
