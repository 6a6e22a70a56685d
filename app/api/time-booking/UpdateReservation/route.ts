import { route } from "@/lib/api/handler";
import { ZUpdateReservationRequest } from "@/lib/time-booking/schemas";
import { updateReservation } from "@/lib/time-booking/update-reservation";
import { translateReply } from "@/lib/time-booking/translate-reply";

/**
 * Moves a booking and replaces its contact data (spec 1 §7, spec 2 §7; form): reservationId, FromTime, ResourceId,
 * EmailAddress, MobilePhone, LicensePlateNo, Note, ReminderInMinutesBefore, DeliveryNo →
 * { updateReservations: [{ Status, ReservationId, StartDate, StartTime, Message, ErrorMessage }], Title }.
 */
export const POST = route({ input: ZUpdateReservationRequest }, async ({ db, actor, input, audit, t }) => translateReply(t, await updateReservation(db, { actor, input, ctx: audit })));
