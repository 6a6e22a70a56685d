/**
 * When a listed booking needs attention (spec 2 §8 "Result items with status 500 show a warning
 * icon"): the booking is still active and upcoming, but what it was booked for has changed since.
 * The rules, in order (the first that applies gives the item's ErrorMessage, a `listBooking.` key):
 * 1. the order (or the booking's order line) has been delivered meanwhile (status 75 or above):
 *    the booked time is no longer needed — delete it;
 * 2. the order line the booking names is no longer on the order;
 * 3. a purchase order below the unblocked status (40) whose line has an item but no confirmed
 *    delivery assurance — the assurance was withdrawn after the booking (MakeReservation would
 *    refuse the same booking today).
 * Bookings without an order (booked by customer number), cancelled, delivered or past bookings
 * never need attention. Pure.
 */
import { ORDER_DELIVERED_STATUS, PO_UNBLOCKED_STATUS } from "@/lib/time-booking/make-reservation";

export const ATTENTION = {
  orderDelivered: "listBooking.status.orderDelivered",
  lineMissing: "listBooking.status.lineMissing",
  noDeliveryAssurance: "listBooking.status.noDeliveryAssurance",
} as const;
export type AttentionMessage = (typeof ATTENTION)[keyof typeof ATTENTION];

export interface AttentionBooking {
  status: string;
  endsAt: Date;
  /** the order line the booking names (null: the order as a whole) */
  lineNumber: number | null;
}
export interface AttentionOrder {
  kind: string;
  status: number;
  lines: { lineNumber: number; itemNumber: string | null; status: number; deliveryAssuranceConfirmed: boolean }[];
}

export function bookingAttention(booking: AttentionBooking, order: AttentionOrder | null, now: Date): AttentionMessage | null {
  if (!order || booking.status !== "booked" || booking.endsAt.getTime() <= now.getTime()) return null;
  const lines = booking.lineNumber === null ? order.lines : order.lines.filter((l) => l.lineNumber === booking.lineNumber);
  if (order.status >= ORDER_DELIVERED_STATUS || (booking.lineNumber !== null && lines.some((l) => l.status >= ORDER_DELIVERED_STATUS))) {
    return ATTENTION.orderDelivered;
  }
  if (booking.lineNumber !== null && lines.length === 0) return ATTENTION.lineMissing;
  if (order.kind === "purchase" && order.status < PO_UNBLOCKED_STATUS && lines.some((l) => l.itemNumber && !l.deliveryAssuranceConfirmed)) {
    return ATTENTION.noDeliveryAssurance;
  }
  return null;
}

/**
 * The order line a booking is printed under: its own line, or — for a booking on the order as a
 * whole — the order's first line.
 */
export function printLineOf(lineNumber: number | null, orderLines: number[]): number | null {
  if (lineNumber !== null) return lineNumber;
  return orderLines.length ? Math.min(...orderLines) : null;
}
