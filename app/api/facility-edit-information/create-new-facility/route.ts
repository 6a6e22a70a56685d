import { route } from "@/lib/api/handler";
import { newFacilityTemplate } from "@/lib/facilities/information";
import { ZCreateFacilityRequest, ZFacilityInformationResponse } from "@/lib/facilities/schemas";

/** POST /api/facility-edit-information/create-new-facility (spec 3 §7): facilityOwnerId → { facilityInformation }: the blank form (WarehouseType Z1, WarehouseSubType 1, a create key); nothing is stored until the save (staff). */
export const POST = route(
  { input: ZCreateFacilityRequest, output: ZFacilityInformationResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ facilityInformation: await newFacilityTemplate(db, { market, ownerId: input.facilityOwnerId }) }),
);
