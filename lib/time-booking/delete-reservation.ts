/**
 * DeleteReservation (spec 1 §7, spec 2 §7): cancels a booking (status cancelled, which frees the
 * slot: only booked rows take part in the overlap constraint). Only bookings that are still
 * editable (booked, not started) and in the actor's scope: internal staff any, transporters the
 * bookings they own or made, external customers their own customers' bookings.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { TB } from "./messages";
import { canChangeReservation } from "./reservation-scope";
import type { TDeleteReservationRequest } from "./schemas";

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
    await tx.update(reservations).set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(reservations.id, r.id));
    await logAction(tx, actor, "timeBooking.reservation.delete", { reservationId: r.id, owner: input.owner ?? null, dateRegistered: input.dateRegistered ?? null }, { ...ctx, customerNumber: r.customerNo });
    return { deleteReservations: [{ Status: 200 as const, ReservationId: r.id, ErrorMessage: null }] };
  });
}
