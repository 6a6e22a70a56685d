/**
 * ExistBooking (spec 1 §7, §5 "An existing booking on the purchase order blocks a new one"):
 * bookingReference (the order number), referenceType (5 purchase order by default) →
 * IsExistBooking: the order has an active booking that has not ended. An unknown order (or one of
 * the other market) has none;
 * another customer's order gives 403 for external users.
 */
import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { findBookingReference } from "./booking-reference";
import { TB } from "./messages";
import type { TExistBookingRequest } from "./schemas";

export async function existBooking(
  db: DbOrTx,
  { actor, market, input, now = new Date() }: { actor: Actor; market: Market; input: TExistBookingRequest; now?: Date },
): Promise<{ IsExistBooking: boolean; Message: string | null }> {
  const found = await findBookingReference(db, actor, market, input.referenceType, input.bookingReference);
  if (!found || found.type !== "order") return { IsExistBooking: false, Message: null };
  const n = await db.$count(
    reservations,
    and(eq(reservations.bookingOrderId, found.order.id), eq(reservations.status, "booked"), gt(reservations.endsAt, now)),
  );
  return n > 0 ? { IsExistBooking: true, Message: TB.existingBooking } : { IsExistBooking: false, Message: null };
}
