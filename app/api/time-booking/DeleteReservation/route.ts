import { route } from "@/lib/api/handler";
import { deleteReservation } from "@/lib/time-booking/delete-reservation";
import { ZDeleteReservationRequest, ZDeleteReservationResponse } from "@/lib/time-booking/schemas";

/** Cancels an editable booking (spec 1 §7, spec 2 §7): reservationId, owner, dateRegistered → { deleteReservations }. */
export const POST = route(
  { input: ZDeleteReservationRequest, area: { name: "logistics", level: "write" }, output: ZDeleteReservationResponse },
  ({ db, actor, market, input, audit }) => deleteReservation(db, { actor, market, input, ctx: audit }),
);
