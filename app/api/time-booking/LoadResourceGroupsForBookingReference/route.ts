import { route } from "@/lib/api/handler";
import { loadResourceGroupsForBookingReference } from "@/lib/time-booking/load-resource-groups-for-booking-reference";
import { ZLoadResourceGroupsForBookingReferenceRequest, ZLoadResourceGroupsResponse } from "@/lib/time-booking/schemas";

/**
 * Search by reference (spec 1 §7, §4): bookingReference, referenceType (5–9), warehouseId, loading →
 * { Resource: [{ Value, Display, IsSelected, RegNoMandatory, AllowedReservations, M3Id }], SearchStatus
 * (NotFound | Unplanned | Delivered | ReservationExists), Title, Message, IsBookingAllowed, Loading,
 * LoadingLocked, CustomerNo, CustomerName, IsDemoCustomer, Orders (BookingOrder), Reservations }.
 */
export const POST = route(
  { input: ZLoadResourceGroupsForBookingReferenceRequest, area: { name: "logistics", level: "read" }, output: ZLoadResourceGroupsResponse },
  ({ db, actor, market, input }) => loadResourceGroupsForBookingReference(db, { actor, market, input }),
);
