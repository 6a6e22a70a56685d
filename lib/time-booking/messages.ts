/**
 * Texts of the time booking (spec 1 §5 "Time booking", §8 time-booking dialogs), Swedish verbatim
 * from the spec. Kept here until the area's locale files exist; the API wrapper passes texts that
 * are not translation keys through unchanged.
 */
export const TB = {
  errorTitle: "Fel uppstod",
  noResult: "Inget resultat kunde hämtas",
  referenceNotFound: "Referens kunde ej hittas.",
  alreadyDelivered: "Leverans är redan genomförd.",
  informationMissing: "Information saknas",
  demoCustomer: "Demokund",
  obs: "Obs!",
  noDeliveryAssurance: "Bokning ej tillåten på denna inköpsorder! Leveransförsäkran saknas",
  dayFullyBooked: "Dag fullbokad",
  noTimesFound: "Inga tider hittades",
  timesMissing: "Tider saknas",
  noTimesChosen: "Inga tider valda",
  detailsMissing: "Uppgifter saknas",
  bookingError: "Bokningsfel",
  bookingsSaved: "Bokningar sparade",
  notAllBooked: "Alla bokningar gick inte igenom",
  bookingFailed: "Fel uppstod vid bokningen",
  updateError: "Uppdateringsfel",
  deleteError: "Raderingsfel",
  bookingUpdated: "Bokningen uppdaterad",
  existingBooking: "Det finns redan en bokning på inköpsordern. Radera befintlig bokning innan du kan skapa en ny!",
  qtyAboveZero: "Kvantitet måste ha ett värde större än 0.",
  serviceCallFailed: "Fel uppstod vid anropet till tjänsten.",
  /** not in the spec: a slot beyond the group's AllowedReservations for the customer */
  tooManyReservations: "Max antal bokningar uppnått",
  /** not in the spec: the resource group requires a licence plate (RegNoMandatory) */
  licensePlateRequired: "Registreringsnummer måste anges",
} as const;
