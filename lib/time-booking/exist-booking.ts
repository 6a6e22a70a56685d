/**
 * ExistBooking (spec 1 §7, §5 "An existing booking on the purchase order blocks a new one"):
 * bookingReference (the order number), referenceType (5 purchase order by default) →
 * IsExistBooking: the order has an active booking that has not ended. An unknown order has none;
 * another customer's order gives 403 for external users.
 */
import { and, count, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { findBookingReference } from "./booking-reference";
import { TB } from "./messages";
import type { TExistBookingRequest } from "./schemas";

export async function existBooking(
  db: DbOrTx,
  { actor, input, now = new Date() }: { actor: Actor; input: TExistBookingRequest; now?: Date },
): Promise<{ IsExistBooking: boolean; Message: string | null }> {
  const found = await findBookingReference(db, actor, input.referenceType, input.bookingReference);
  if (!found || found.type !== "order") return { IsExistBooking: false, Message: null };
  const [{ n }] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.bookingOrderId, found.order.id), eq(reservations.status, "booked"), gt(reservations.endsAt, now)));
  return n > 0 ? { IsExistBooking: true, Message: TB.existingBooking } : { IsExistBooking: false, Message: null };
}
