import { route } from "@/lib/api/handler";
import { existBooking } from "@/lib/time-booking/exist-booking";
import { ZExistBookingRequest } from "@/lib/time-booking/schemas";

/** Whether a purchase order already has an active booking (spec 1 §7): bookingReference, referenceType → { IsExistBooking, Message }. */
export const POST = route({ input: ZExistBookingRequest }, async ({ db, actor, input }) => existBooking(db, { actor, input }));
