import { route } from "@/lib/api/handler";
import { makeReservation } from "@/lib/time-booking/make-reservation";
import { ZMakeReservationRequest, ZMakeReservationResponse } from "@/lib/time-booking/schemas";

/**
 * Books the ticked slots (spec 1 §7): JSON reservation save payload → { makeReservations: [{ Status,
 * ReservationId, StartDate, StartTime, CustomerNo, CustomerName, ErrorMessage }], Title, Message }.
 * An `Idempotency-Key` header (or IdempotencyKey field) makes a retry return the same bookings.
 */
export const POST = route(
  { input: ZMakeReservationRequest, area: { name: "logistics", level: "write" }, output: ZMakeReservationResponse },
  ({ db, actor, market, input, req, audit }) =>
    makeReservation(db, {
      actor,
      market,
      input,
      idempotencyKey: req.headers.get("idempotency-key")?.slice(0, 100) || undefined,
      ctx: audit,
    }),
);
