/**
 * THE rule of who may see and change a booking (decision 019), as pure functions over a loaded
 * LogisticsAccess. Every logistics call (time booking, list booking, multi-print, upcoming
 * deliveries, .ics) decides with these; ./booking-conditions.ts is the same rule as SQL (a test
 * checks the two agree booking by booking).
 *
 * Market first: a booking is at a facility of one market; through the other market's host it does
 * not exist, for every role ('none': reads leave it out, changes answer 404).
 *
 * | who         | full (all fields)                                            | busy-only       | may change          |
 * |-------------|--------------------------------------------------------------|-----------------|---------------------|
 * | staff       | every booking of the market                                  | –               | every one of the market |
 * | transporter | Owner = its customer in play, made by the user, or of a customer the user belongs to | all others of the market | the full ones |
 * | customer    | of a customer the user belongs to (+ subs), or one of those customers is Owner | – (none) | of its customers (not as Owner) |
 *
 * busy-only: the slot (date, time, group, direction, booked) and the customer's number and name —
 * no contact data, plate, note, quantity, article, Owner or delivery number, and no change.
 * A booking may be changed (moved, edited, deleted) when the actor may change it AND it is
 * editable (booked, not yet started); replies show exactly that as Editable/UserCanChange.
 */
import type { LogisticsAccess } from "./load-logistics-access";

export type BookingVisibility = "full" | "busy-only" | "none";

/** The facts of a booking the rule looks at. */
export interface BookingFacts {
  /** the market of the booking's facility */
  market: string;
  customerId: number;
  /** reservations.owner: the booking party's customer number (forwarder/transporter or the customer) */
  owner: string;
  createdByUserId: number | null;
}

const ofOwnCustomer = (a: LogisticsAccess, b: BookingFacts) => a.customerIds.includes(b.customerId);
const transporterOwns = (a: LogisticsAccess, b: BookingFacts) =>
  (a.ownerNumber !== null && b.owner === a.ownerNumber) || b.createdByUserId === a.actor.userId || ofOwnCustomer(a, b);

export function bookingVisibility(a: LogisticsAccess, b: BookingFacts): BookingVisibility {
  if (b.market !== a.market) return "none";
  switch (a.kind) {
    case "staff":
      return "full";
    case "transporter":
      return transporterOwns(a, b) ? "full" : "busy-only";
    case "customer":
      return ofOwnCustomer(a, b) || a.customerNumbers.includes(b.owner) ? "full" : "none";
  }
}

/** Whether the actor may change or delete the booking at all (the time is checked by isEditable). */
export function mayChangeBooking(a: LogisticsAccess, b: BookingFacts): boolean {
  if (b.market !== a.market) return false;
  switch (a.kind) {
    case "staff":
      return true;
    case "transporter":
      return transporterOwns(a, b);
    case "customer":
      return ofOwnCustomer(a, b);
  }
}

/** Booked and not yet started. */
export const isEditable = (b: { status: string; startsAt: Date }, now: Date): boolean =>
  b.status === "booked" && b.startsAt.getTime() > now.getTime();

/** Editable/UserCanChange of a reply, and what UpdateReservation/DeleteReservation allow. */
export const canChangeBooking = (a: LogisticsAccess, b: BookingFacts & { status: string; startsAt: Date }, now: Date): boolean =>
  mayChangeBooking(a, b) && isEditable(b, now);
