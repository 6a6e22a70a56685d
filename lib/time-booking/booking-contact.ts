/** Contact data of a booking, checked against the facility's market (spec 1 §5 "Time booking"). */
import { AppError } from "@/lib/api/errors";
import { isMarket } from "@/lib/market";
import { mobileFor } from "@/lib/validation";
import { TB } from "./messages";

export interface ContactInput {
  EmailAddress?: string;
  MobilePhone?: string;
  LicensePlateNo?: string;
  Note?: string;
  ReminderInMinutesBefore?: number;
  DeliveryNo?: string;
}

/** The columns of the contact data; 400 with field messages for a mobile of the wrong pattern or a missing required plate. */
export function contactColumns(input: ContactInput, opts: { market: string; regNoMandatory: boolean; errorText?: string }) {
  const fields: Record<string, string[]> = {};
  let mobile: string | null = null;
  if (input.MobilePhone) {
    const r = mobileFor(isMarket(opts.market) ? opts.market : "se", { required: false }).safeParse(input.MobilePhone);
    if (r.success) mobile = r.data ?? null;
    else fields.MobilePhone = r.error.issues.map((i) => i.message);
  }
  if (opts.regNoMandatory && !input.LicensePlateNo) fields.LicensePlateNo = [TB.licensePlateRequired];
  if (Object.keys(fields).length) throw new AppError("BAD_REQUEST", opts.errorText ?? TB.updateError, { fields });
  return {
    email: input.EmailAddress ?? null,
    mobileNo: mobile,
    licensePlateNo: input.LicensePlateNo?.toUpperCase() ?? null,
    note: input.Note ?? null,
    reminderInMinutesBefore: input.ReminderInMinutesBefore ?? null,
    deliveryNo: input.DeliveryNo ?? null,
  };
}
