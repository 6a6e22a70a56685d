import { route } from "@/lib/api/handler";
import { existBooking } from "@/lib/time-booking/exist-booking";
import { ZExistBookingRequest } from "@/lib/time-booking/schemas";
import { translateReply } from "@/lib/time-booking/translate-reply";

/** Whether a purchase order already has an active booking (spec 1 §7): bookingReference, referenceType → { IsExistBooking, Message }. */
export const POST = route({ input: ZExistBookingRequest }, async ({ db, actor, input, t }) => translateReply(t, await existBooking(db, { actor, input })));
