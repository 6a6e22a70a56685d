import { route } from "@/lib/api/handler";
import { deleteFacility } from "@/lib/facilities/information";
import { ZDeleteFacilityRequest, ZDeleteResult } from "@/lib/facilities/schemas";

/** POST /api/facility-edit-information/delete-facility-information (spec 3 §7): facilityOwner, facilityId → { result, message }; 409 while the facility has future bookings (staff). */
export const POST = route(
  { input: ZDeleteFacilityRequest, output: ZDeleteResult, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    await deleteFacility(db, { actor, market, ownerId: input.facilityOwner, facilityId: input.facilityId, ctx: audit });
    return { result: true, message: "facilities.info.deleted" };
  },
);
