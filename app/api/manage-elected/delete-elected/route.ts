import { route } from "@/lib/api/handler";
import { deleteElected } from "@/lib/elected/delete-elected";
import { ZDeleteElectedRequest, ZDeleteElectedResponse } from "@/lib/elected/schemas";

/** POST /api/manage-elected/delete-elected (spec 2 §7): userName. Staff only. */
export const POST = route(
  { input: ZDeleteElectedRequest, output: ZDeleteElectedResponse, roles: ["internal"] },
  ({ db, actor, input, audit }) => deleteElected(db, { actor, userName: input.userName, ctx: audit }),
);
