import { route } from "@/lib/api/handler";
import { deleteReservation } from "@/lib/time-booking/delete-reservation";
import { ZDeleteReservationRequest } from "@/lib/time-booking/schemas";

/** Cancels an editable booking (spec 1 §7, spec 2 §7): reservationId, owner, dateRegistered → { deleteReservations }. */
export const POST = route({ input: ZDeleteReservationRequest }, async ({ db, actor, input, audit }) => deleteReservation(db, { actor, input, ctx: audit }));
