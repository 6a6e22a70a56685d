import { route } from "@/lib/api/handler";
import { saveBusinessProfile } from "@/lib/profile/save-company";
import { ZSaveBusinessProfileRequest, ZSaveBusinessProfileResponse } from "@/lib/profile/schemas";

/** POST /api/profile/save-business-profile (issue 12 item 1): the business profile's name (owners). */
export const POST = route({ input: ZSaveBusinessProfileRequest, output: ZSaveBusinessProfileResponse }, ({ db, actor, input, audit }) =>
  saveBusinessProfile(db, { actor, input, ctx: audit }),
);
