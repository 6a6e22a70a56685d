import { route } from "@/lib/api/handler";
import { saveFacilityInformation } from "@/lib/facilities/information";
import { ZSaveFacilityRequest, ZSaveResult } from "@/lib/facilities/schemas";

/** POST /api/facility-edit-information/save-facility-information (spec 3 §7): facilityInformation, isInternal → { result, message, id } (staff; a create once per CreateKey). */
export const POST = route(
  { input: ZSaveFacilityRequest, output: ZSaveResult, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    const { id } = await saveFacilityInformation(db, { actor, market, form: input.facilityInformation, ctx: audit });
    return { result: true, message: "facilities.info.saved", id };
  },
);
