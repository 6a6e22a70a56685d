import { route } from "@/lib/api/handler";
import { makeReservation } from "@/lib/time-booking/make-reservation";
import { ZMakeReservationRequest } from "@/lib/time-booking/schemas";
import { translateReply } from "@/lib/time-booking/translate-reply";

/**
 * Books the ticked slots (spec 1 §7): JSON reservation save payload → { makeReservations: [{ Status,
 * ReservationId, StartDate, StartTime, CustomerNo, CustomerName, ErrorMessage }], Title, Message }.
 * An `Idempotency-Key` header (or IdempotencyKey field) makes a retry return the same bookings.
 */
export const POST = route({ input: ZMakeReservationRequest }, async ({ db, actor, input, req, audit, t }) =>
  translateReply(t, await makeReservation(db, { actor, input, idempotencyKey: req.headers.get("idempotency-key")?.slice(0, 100) || undefined, ctx: audit })),
);
