import { route } from "@/lib/api/handler";
import { saveOpeningHours } from "@/lib/facilities/opening-hours";
import { ZSaveOpeningHoursRequest, ZSaveOpeningHoursResponse } from "@/lib/facilities/schemas";

/** POST /api/facility-edit-opening-hours/save-facility-opening-hours (spec 3 §7): facilityInformationSaveRequest, notifySubscribers, notifySubscribersForEffectivePeriod, idempotencyKey → { result, message, notifiedSubscribers, bookingsOutsideHours } (staff). */
export const POST = route(
  { input: ZSaveOpeningHoursRequest, output: ZSaveOpeningHoursResponse, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    const saved = await saveOpeningHours(db, {
      actor,
      market,
      form: input.facilityInformationSaveRequest,
      notifySubscribers: input.notifySubscribers,
      effectivePeriod: input.notifySubscribersForEffectivePeriod,
      idempotencyKey: input.idempotencyKey,
      ctx: audit,
    });
    return {
      result: true,
      message: input.notifySubscribers ? "facilities.hours.savedNotified" : "facilities.hours.saved",
      ...saved,
    };
  },
);
