import { route } from "@/lib/api/handler";
import { districtsForElected } from "@/lib/elected/list-districts";
import { ZDistrictsResponse, ZIdRequest } from "@/lib/elected/schemas";

/** POST /api/manage-elected/districts-for-elected (spec 2 §7): id (the user) → districts. Staff only. */
export const POST = route({ input: ZIdRequest, output: ZDistrictsResponse, roles: ["internal"] }, ({ db, input, market }) =>
  districtsForElected(db, { userId: input.id, market }),
);
