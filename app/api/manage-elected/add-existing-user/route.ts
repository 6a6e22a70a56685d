import { route } from "@/lib/api/handler";
import { addExistingUser } from "@/lib/elected/add-existing-user";
import { ZAddExistingUserRequest, ZElectedUserResponse } from "@/lib/elected/schemas";

/** POST /api/manage-elected/add-existing-user (spec 2 §7): email, districts. Staff only. */
export const POST = route(
  { input: ZAddExistingUserRequest, output: ZElectedUserResponse, roles: ["internal"] },
  ({ db, actor, input, market, audit }) =>
    addExistingUser(db, { actor, email: input.email, districts: input.districts, market, ctx: audit }),
);
