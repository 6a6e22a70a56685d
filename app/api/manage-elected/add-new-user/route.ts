import { route } from "@/lib/api/handler";
import { addNewUser } from "@/lib/elected/add-new-user";
import { ZAddNewUserRequest, ZElectedUserResponse } from "@/lib/elected/schemas";

/** POST /api/manage-elected/add-new-user (spec 2 §7, §5 "Elected representatives"): a new, invited account that is elected. Staff only. */
export const POST = route(
  { input: ZAddNewUserRequest, output: ZElectedUserResponse, roles: ["internal"] },
  ({ db, actor, input, market, t, audit }) => addNewUser(db, { actor, input, market, t, ctx: audit }),
);
