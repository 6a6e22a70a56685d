import { route } from "@/lib/api/handler";
import { ZUpdateReservationInformationRequest } from "@/lib/time-booking/schemas";
import { updateReservationInformation } from "@/lib/time-booking/update-reservation-information";
import { translateReply } from "@/lib/time-booking/translate-reply";

/**
 * Replaces a booking's contact data (spec 1 §7): reservationId, EmailAddress, MobilePhone, LicensePlateNo, Note,
 * ReminderInMinutesBefore, DeliveryNo → { updateReservations: [{ Status, ReservationId, Message, ErrorMessage }], Title }.
 */
export const POST = route({ input: ZUpdateReservationInformationRequest }, async ({ db, actor, input, audit, t }) =>
  translateReply(t, await updateReservationInformation(db, { actor, input, ctx: audit })),
);
