import { route } from "@/lib/api/handler";
import { existBooking } from "@/lib/time-booking/exist-booking";
import { ZExistBookingRequest, ZExistBookingResponse } from "@/lib/time-booking/schemas";

/** Whether a purchase order already has an active booking (spec 1 §7): bookingReference, referenceType → { IsExistBooking, Message }. */
export const POST = route(
  { input: ZExistBookingRequest, area: { name: "logistics", level: "read" }, output: ZExistBookingResponse },
  ({ db, actor, market, input }) => existBooking(db, { actor, market, input }),
);
