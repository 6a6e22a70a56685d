import { route } from "@/lib/api/handler";
import { sendHoursPreview } from "@/lib/facilities/opening-hours";
import { ZPreviewRequest, ZPreviewResponse } from "@/lib/facilities/schemas";

/** POST /api/facility-edit-opening-hours/send-facility-opening-hours-preview (spec 3 §7): facilityInformationSaveRequest, phoneNumber, notifySubscribersForEffectivePeriod → { result, message } (staff). */
export const POST = route(
  { input: ZPreviewRequest, output: ZPreviewResponse, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    await sendHoursPreview(db, {
      actor,
      market,
      form: input.facilityInformationSaveRequest,
      phoneNumber: input.phoneNumber,
      effectivePeriod: input.notifySubscribersForEffectivePeriod,
      ctx: audit,
    });
    return { result: true, message: "facilities.hours.previewSent" };
  },
);
