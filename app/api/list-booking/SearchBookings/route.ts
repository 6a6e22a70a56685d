import { route } from "@/lib/api/handler";
import { ZSearchBookingsRequest, ZSearchBookingsResponse } from "@/lib/list-booking/schemas";
import { searchBookings } from "@/lib/list-booking/search-bookings";

/**
 * The list booking's search (spec 2 §7): ResourceGroupId, FromDate, ToDate (at most 31 days), RegNo,
 * CustomerNo, IsInternal (ignored), BookingReference/ReferenceType (empty: ignored) →
 * { Reservations: [Reservation + Status (200 | 500), ErrorMessage, ioNumber, lineNumber, OrderType,
 * Warehouse, FacilityName, dateRegistered], Truncated, CustomerNo }. 403 for an external user's
 * foreign customer number.
 */
export const POST = route(
  { input: ZSearchBookingsRequest, area: { name: "logistics", level: "read" }, output: ZSearchBookingsResponse },
  ({ db, actor, input, market }) => searchBookings(db, { actor, input, market }),
);
