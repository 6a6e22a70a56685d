import { route } from "@/lib/api/handler";
import { loadFacilityInformation } from "@/lib/facilities/information";
import { ZEditFacilityRequest, ZFacilityInformationResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-information/edit-facility-information (spec 3 §7): facilityId, owner, isInternal → { facilityInformation } (staff). */
export const GET = route(
  { input: ZEditFacilityRequest, output: ZFacilityInformationResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ facilityInformation: await loadFacilityInformation(db, { market, facilityId: input.facilityId }) }),
);
