import { route } from "@/lib/api/handler";
import { ZUpdateReservationInformationRequest, ZUpdateReservationResponse } from "@/lib/time-booking/schemas";
import { updateReservationInformation } from "@/lib/time-booking/update-reservation-information";

/**
 * Replaces a booking's contact data (spec 1 §7): reservationId, EmailAddress, MobilePhone, LicensePlateNo, Note,
 * ReminderInMinutesBefore, DeliveryNo → { updateReservations: [{ Status, ReservationId, Message, ErrorMessage }], Title }.
 */
export const POST = route(
  { input: ZUpdateReservationInformationRequest, area: { name: "logistics", level: "write" }, output: ZUpdateReservationResponse },
  ({ db, actor, market, input, audit }) => updateReservationInformation(db, { actor, market, input, ctx: audit }),
);
