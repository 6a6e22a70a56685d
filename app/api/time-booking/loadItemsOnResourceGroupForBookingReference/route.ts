import { route } from "@/lib/api/handler";
import { loadItemsForBookingReference } from "@/lib/time-booking/load-items-for-booking-reference";
import { ZLoadItemsOnResourceGroupForBookingReferenceRequest, ZLoadItemsResponse } from "@/lib/time-booking/schemas";

/**
 * The form's choices for a resource group and a reference (spec 1 §7): resourceGroupId, bookingReference,
 * referenceType, loading → { Vehicles, ReservationStops, Items (the order's articles), IgnoreSort }.
 */
export const POST = route(
  { input: ZLoadItemsOnResourceGroupForBookingReferenceRequest, area: { name: "logistics", level: "read" }, output: ZLoadItemsResponse },
  ({ db, actor, market, input }) => loadItemsForBookingReference(db, { actor, market, input }),
);
