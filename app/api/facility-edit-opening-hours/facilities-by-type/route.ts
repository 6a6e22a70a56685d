import { route } from "@/lib/api/handler";
import { listFacilitiesByType } from "@/lib/facilities/opening-hours";
import { ZFacilitiesByTypeRequest, ZFacilitiesByTypeResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-opening-hours/facilities-by-type (spec 3 §7): selectedFacilityType → { facilities: [{ Value, Text }] } (staff). */
export const GET = route(
  { input: ZFacilitiesByTypeRequest, output: ZFacilitiesByTypeResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ facilities: await listFacilitiesByType(db, { market, typeId: input.selectedFacilityType }) }),
);
