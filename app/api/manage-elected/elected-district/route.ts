import { route } from "@/lib/api/handler";
import { electedDistrict } from "@/lib/elected/list-districts";
import { ZElectedDistrictResponse, ZIdRequest } from "@/lib/elected/schemas";

/** POST /api/manage-elected/elected-district (spec 2 §7): id (the district) → the district and its elected. Staff only. */
export const POST = route({ input: ZIdRequest, output: ZElectedDistrictResponse, roles: ["internal"] }, ({ db, input, market }) =>
  electedDistrict(db, { districtId: input.id, market }),
);
