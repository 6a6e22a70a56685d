/**
 * Message keys of the time booking (spec 1 §5 "Time booking", §8 time-booking dialogs). The texts
 * live in locales/{sv,fi}/time-booking.json under `timeBooking.errors.*` (Swedish verbatim from
 * the spec, Finnish ours); the API wrapper translates thrown AppError messages and zod messages,
 * and the calls' output schemas (`message()` fields, ./schemas.ts) the Title/Message/ErrorMessage/Warning of replies.
 */
export const TB = {
  errorTitle: "timeBooking.errors.errorTitle",
  noResult: "timeBooking.errors.noResult",
  referenceNotFound: "timeBooking.errors.referenceNotFound",
  alreadyDelivered: "timeBooking.errors.alreadyDelivered",
  informationMissing: "timeBooking.errors.informationMissing",
  demoCustomer: "timeBooking.errors.demoCustomer",
  obs: "timeBooking.errors.obs",
  noDeliveryAssurance: "timeBooking.errors.noDeliveryAssurance",
  dayFullyBooked: "timeBooking.errors.dayFullyBooked",
  noTimesFound: "timeBooking.errors.noTimesFound",
  timesMissing: "timeBooking.errors.timesMissing",
  noTimesChosen: "timeBooking.errors.noTimesChosen",
  detailsMissing: "timeBooking.errors.detailsMissing",
  bookingError: "timeBooking.errors.bookingError",
  bookingsSaved: "timeBooking.errors.bookingsSaved",
  notAllBooked: "timeBooking.errors.notAllBooked",
  bookingFailed: "timeBooking.errors.bookingFailed",
  updateError: "timeBooking.errors.updateError",
  deleteError: "timeBooking.errors.deleteError",
  bookingUpdated: "timeBooking.errors.bookingUpdated",
  existingBooking: "timeBooking.errors.existingBooking",
  qtyAboveZero: "timeBooking.errors.qtyAboveZero",
  serviceCallFailed: "timeBooking.errors.serviceCallFailed",
  /** not in the spec: a slot beyond the group's AllowedReservations for the customer */
  tooManyReservations: "timeBooking.errors.tooManyReservations",
  /** not in the spec: the resource group requires a licence plate (RegNoMandatory) */
  licensePlateRequired: "timeBooking.errors.licensePlateRequired",
} as const;
