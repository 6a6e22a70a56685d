import { route } from "@/lib/api/handler";
import { facilitySummary } from "@/lib/facilities/contact-persons";
import { ZFacilityIdRequest, ZFacilitySummaryResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-contact-person/contact-person-facility-information (spec 3 §7): facilityId, isInternal → { facilityInformation } summary (staff). */
export const GET = route(
  { input: ZFacilityIdRequest, output: ZFacilitySummaryResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ facilityInformation: await facilitySummary(db, { market, facilityId: input.facilityId }) }),
);
