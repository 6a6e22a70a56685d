import { route } from "@/lib/api/handler";
import { listFacilitiesByOwner } from "@/lib/facilities/information";
import { ZFacilitiesByOwnerRequest, ZFacilitiesByOwnerResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-information/facilities-by-owner (spec 3 §7): facilityOwnerId, facilityOwnerName, isInternal → { facilitiesByOwner } (staff). */
export const GET = route(
  { input: ZFacilitiesByOwnerRequest, output: ZFacilitiesByOwnerResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ facilitiesByOwner: await listFacilitiesByOwner(db, { market, ownerId: input.facilityOwnerId }) }),
);
