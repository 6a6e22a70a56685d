/**
 * DeleteReservation (spec 1 §7, spec 2 §7): cancels a booking (status cancelled, which frees the
 * slot: only booked rows take part in the overlap constraint). Only bookings that are still
 * editable (booked, not started) and that the actor may change (lib/logistics-access, decision
 * 019: staff those of the request's market, transporters the bookings they own or made, external
 * customers their own customers' bookings; 404 for the other market's, 403 outside the rights).
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { lockBookingForChange } from "@/lib/logistics-access/require-booking";
import type { Market } from "@/lib/market";
import { TB } from "./messages";
import type { TDeleteReservationRequest } from "./schemas";
import { withdrawReminders } from "./reminders";

export interface DeleteReservationReply {
  deleteReservations: { Status: 200; ReservationId: number; ErrorMessage: null }[];
}

export async function deleteReservation(
  db: Db,
  {
    actor,
    market,
    input,
    ctx,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TDeleteReservationRequest; ctx?: ActionContext; now?: Date },
): Promise<DeleteReservationReply> {
  const access = await loadLogisticsAccess(db, actor, market);
  return db.transaction(async (tx) => {
    const { r } = await lockBookingForChange(tx, access, input.reservationId, now, TB.deleteError);
    await cancelReservationRow(tx, r.id);
    await logAction(
      tx,
      actor,
      "timeBooking.reservation.delete",
      { reservationId: r.id, owner: input.owner ?? null, dateRegistered: input.dateRegistered ?? null },
      { ...ctx, customerNumber: r.customerNo },
    );
    return { deleteReservations: [{ Status: 200 as const, ReservationId: r.id, ErrorMessage: null }] };
  });
}

/**
 * Cancels one booking inside the caller's transaction (the caller has locked and checked it):
 * status cancelled frees its time, and its pending reminders are withdrawn. Also used by
 * re-destination (lib/re-destination/apply-re-destination.ts).
 */
export async function cancelReservationRow(tx: Tx, reservationId: number): Promise<void> {
  await tx
    .update(reservations)
    .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(reservations.id, reservationId));
  // a cancelled booking plans no reminder: every pending one is withdrawn
  await withdrawReminders(tx, reservationId);
}
