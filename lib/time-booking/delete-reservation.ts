/**
 * DeleteReservation (spec 1 §7, spec 2 §7): cancels a booking (status cancelled, which frees the
 * slot: only booked rows take part in the overlap constraint). Only bookings that are still
 * editable (booked, not started) and in the actor's scope: internal staff any, transporters the
 * bookings they own or made, external customers their own customers' bookings.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import { reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { TB } from "./messages";
import { canChangeReservation } from "./reservation-scope";
import type { TDeleteReservationRequest } from "./schemas";
import { scheduleReminders } from "./reminders";

export interface DeleteReservationReply {
  deleteReservations: { Status: 200; ReservationId: number; ErrorMessage: null }[];
}

export async function deleteReservation(
  db: Db,
  { actor, input, ctx, now = new Date() }: { actor: Actor; input: TDeleteReservationRequest; ctx?: ActionContext; now?: Date },
): Promise<DeleteReservationReply> {
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, input.reservationId)).for("update");
    if (!r) throw new AppError("NOT_FOUND", TB.deleteError);
    if (!(await canChangeReservation(tx, actor, r))) throw new AppError("FORBIDDEN");
    if (r.status !== "booked" || r.startsAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", TB.deleteError);
    await cancelReservationRow(tx, r.id);
    await logAction(tx, actor, "timeBooking.reservation.delete", { reservationId: r.id, owner: input.owner ?? null, dateRegistered: input.dateRegistered ?? null }, { ...ctx, customerNumber: r.customerNo });
    return { deleteReservations: [{ Status: 200 as const, ReservationId: r.id, ErrorMessage: null }] };
  });
}

/**
 * Cancels one booking inside the caller's transaction (the caller has locked and checked it):
 * status cancelled frees its time, and its pending reminders are withdrawn. Also used by
 * re-destination (lib/re-destination/apply-re-destination.ts).
 */
export async function cancelReservationRow(tx: Tx, reservationId: number): Promise<void> {
  await tx.update(reservations).set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(reservations.id, reservationId));
  await scheduleReminders(tx, reservationId);
}
