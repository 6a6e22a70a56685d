/**
 * UpdateReservation (spec 1 §7 "form; reply updateReservations"; spec 2 §7): moves a booking to a
 * new local start (FromTime, facility's zone) and/or another resource group of the same facility
 * and direction, and replaces its contact data, in one transaction:
 * - the booking is locked (FOR UPDATE); only editable bookings the actor may change, of the
 *   request's market (lib/logistics-access: 404 other market, 403 no rights, 409 not editable);
 * - moving to another group counts the customer's bookings there under the customer row lock
 *   (AllowedReservations, as MakeReservation);
 * - a specific free resource that opens the new slot is taken, trying the next on an overlap
 *   (SQLSTATE 23P01 from `reservations_no_overlap`, which still protects every move); when none
 *   is left nothing changes and the call fails: 409 'Fel uppstod vid bokningen' (the page titles it 'Uppdateringsfel').
 */
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Actor } from "@/lib/auth/actor";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { lockBookingForChange } from "@/lib/logistics-access/require-booking";
import type { Market } from "@/lib/market";
import { contactColumns } from "./booking-contact";
import { toLocal } from "./compute-slots";
import { findFreeResources } from "./find-free-resources";
import { loadResourceGroup } from "./load-resource-group";
import { pgCode } from "@/db/errors";
import { inSavepoint } from "@/db/savepoint";
import { TB } from "./messages";
import type { TUpdateReservationRequest } from "./schemas";
import type { UpdateReservationReply } from "./update-reservation-information";
import { scheduleReminders } from "./reminders";

export async function updateReservation(
  db: Db,
  {
    actor,
    market,
    input,
    ctx,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TUpdateReservationRequest; ctx?: ActionContext; now?: Date },
): Promise<UpdateReservationReply> {
  const access = await loadLogisticsAccess(db, actor, market);
  return db.transaction(async (tx) => {
    const { r, facilityId, timeZone } = await lockBookingForChange(tx, access, input.reservationId, now, TB.updateError);
    const group = await loadResourceGroup(tx, input.ResourceId ?? r.resourceGroupId, market);
    if (group.facilityId !== facilityId || group.isLoading !== r.isLoading) {
      throw new AppError("BAD_REQUEST", TB.updateError, { fields: { ResourceId: [TB.detailsMissing] } });
    }
    const cols = contactColumns(input, { market, regNoMandatory: group.regNoMandatory });
    // the one booking could not be moved: the whole call failed, so it is an error reply (409), not a 200 (decision 028)
    const failed = (message: string) => new AppError("CONFLICT", message);

    if (group.id !== r.resourceGroupId) {
      await tx.execute(sql`select id from customers where id = ${r.customerId} for update`);
      const n = await tx.$count(
        reservations,
        and(
          eq(reservations.customerId, r.customerId),
          eq(reservations.resourceGroupId, group.id),
          eq(reservations.status, "booked"),
          gt(reservations.endsAt, now),
        ),
      );
      if (n >= group.allowedReservations) throw failed(TB.tooManyReservations);
    }

    const from = toLocal(r.startsAt, timeZone);
    const unchanged = group.id === r.resourceGroupId && `${from.date}T${from.time}` === input.FromTime;
    let moved: { resourceId: number; startsAt: Date; endsAt: Date } | null = unchanged
      ? { resourceId: r.resourceId, startsAt: r.startsAt, endsAt: r.endsAt }
      : null;
    if (unchanged) {
      await tx
        .update(reservations)
        .set({ ...cols, updatedAt: sql`now()` })
        .where(eq(reservations.id, r.id));
    } else {
      const tried = new Set<number>();
      for (let attempt = 0; attempt <= group.resources.length && !moved; attempt++) {
        const candidate = (await findFreeResources(tx, { group, fromTime: input.FromTime, now, excludeReservationId: r.id })).find(
          (c) => !tried.has(c.resourceId),
        );
        if (!candidate) break;
        tried.add(candidate.resourceId);
        try {
          await inSavepoint(tx, async () => {
            await tx
              .update(reservations)
              .set({
                ...cols,
                resourceGroupId: group.id,
                resourceId: candidate.resourceId,
                startsAt: candidate.startsAt,
                endsAt: candidate.endsAt,
                updatedAt: sql`now()`,
              })
              .where(eq(reservations.id, r.id));
          });
          moved = candidate;
        } catch (e) {
          const code = pgCode(e);
          if (code !== "23P01" && code !== "40P01") throw e; // overlap or deadlock: try the next free resource
        }
      }
    }
    if (!moved) throw failed(TB.bookingFailed);
    await scheduleReminders(tx, r.id);

    await logAction(
      tx,
      actor,
      "timeBooking.reservation.update",
      {
        reservationId: r.id,
        from: { resourceGroupId: r.resourceGroupId, resourceId: r.resourceId, startsAt: r.startsAt.toISOString() },
        to: { resourceGroupId: group.id, resourceId: moved.resourceId, startsAt: moved.startsAt.toISOString() },
      },
      { ...ctx, customerNumber: r.customerNo },
    );
    return {
      updateReservations: [
        {
          Status: 200,
          ReservationId: r.id,
          StartDate: input.FromTime.slice(0, 10),
          StartTime: input.FromTime.slice(11, 16),
          Message: TB.bookingUpdated,
          ErrorMessage: null,
        },
      ],
      Title: TB.bookingUpdated,
    };
  });
}
