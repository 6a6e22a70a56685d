import { NO_INPUT } from "@/lib/api/contract";
import { route } from "@/lib/api/handler";
import { listDistrictGroups } from "@/lib/elected/list-districts";
import { ZDistrictGroupsResponse } from "@/lib/elected/schemas";

/** GET /api/manage-elected/district-groups (spec 2 §7): the market's district groups with their districts. Staff only. */
export const GET = route({ input: NO_INPUT, output: ZDistrictGroupsResponse, roles: ["internal"] }, ({ db, market }) =>
  listDistrictGroups(db, { market }),
);
