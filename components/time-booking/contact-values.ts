/**
 * A booking's contact fields as the form holds them, and the empty form. Apart from the form
 * (contact-form.tsx), whose code — react-hook-form with it — loads only when the form is shown
 * (decision 106).
 */
export interface ContactValues {
  EmailAddress: string;
  MobilePhone: string;
  LicensePlateNo: string;
  DeliveryNo: string;
  Note: string;
  ReminderInMinutesBefore: string;
}

export const EMPTY_CONTACT: ContactValues = {
  EmailAddress: "",
  MobilePhone: "",
  LicensePlateNo: "",
  DeliveryNo: "",
  Note: "",
  ReminderInMinutesBefore: "",
};
