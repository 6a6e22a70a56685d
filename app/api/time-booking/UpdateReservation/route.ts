import { route } from "@/lib/api/handler";
import { ZUpdateReservationRequest, ZUpdateReservationResponse } from "@/lib/time-booking/schemas";
import { updateReservation } from "@/lib/time-booking/update-reservation";

/**
 * Moves a booking and replaces its contact data (spec 1 §7, spec 2 §7; form): reservationId, FromTime, ResourceId,
 * EmailAddress, MobilePhone, LicensePlateNo, Note, ReminderInMinutesBefore, DeliveryNo →
 * { updateReservations: [{ Status, ReservationId, StartDate, StartTime, Message, ErrorMessage }], Title }.
 */
export const POST = route(
  { input: ZUpdateReservationRequest, area: { name: "logistics", level: "write" }, output: ZUpdateReservationResponse },
  ({ db, actor, market, input, audit }) => updateReservation(db, { actor, market, input, ctx: audit }),
);
