import { route } from "@/lib/api/handler";
import { loadFacilityHours } from "@/lib/facilities/opening-hours";
import { ZFetchOpeningHoursRequest, ZFetchOpeningHoursResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-opening-hours/fetch-facility-opening-hours (spec 3 §7): facilityId, isInternal (ignored) → { facilityInformation } (staff). */
export const GET = route(
  { input: ZFetchOpeningHoursRequest, output: ZFetchOpeningHoursResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ facilityInformation: await loadFacilityHours(db, { market, facilityId: input.facilityId }) }),
);
