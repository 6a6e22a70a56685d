/**
 * Who may change or delete a booking (spec 1 §6 "Editing or deleting a booking is allowed only
 * where the booking is marked editable or changeable"): internal staff any; transporters the
 * bookings they own or made; external customers those of customers they may access. Editable:
 * booked and not yet started.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "@/db";
import { facilities, reservations, resourceGroups, type Reservation } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { canAccessCustomer } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";

export async function canChangeReservation(tx: Tx, actor: Actor, r: Reservation): Promise<boolean> {
  return (
    actor.roles.internal ||
    (actor.roles.transporter && (r.createdByUserId === actor.userId || (actor.activeCustomerNumber !== null && r.owner === actor.activeCustomerNumber))) ||
    (await canAccessCustomer(tx, actor, r.customerNo))
  );
}

export const isEditable = (r: Reservation, now: Date): boolean => r.status === "booked" && r.startsAt.getTime() > now.getTime();

/**
 * Locks the booking (FOR UPDATE) for a change: 404 unknown, 403 outside the actor's scope,
 * 409 not editable — each with `errorText` — and returns it with its facility.
 */
export async function lockChangeableReservation(tx: Tx, actor: Actor, id: number, now: Date, errorText: string) {
  const [row] = await tx
    .select({ r: reservations, facilityId: facilities.id, market: facilities.market, timeZone: facilities.timeZone })
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(eq(reservations.id, id))
    .for("update", { of: reservations });
  if (!row) throw new AppError("NOT_FOUND", errorText);
  if (!(await canChangeReservation(tx, actor, row.r))) throw new AppError("FORBIDDEN");
  if (!isEditable(row.r, now)) throw new AppError("CONFLICT", errorText);
  return row;
}
