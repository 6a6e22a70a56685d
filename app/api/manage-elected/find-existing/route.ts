import { route } from "@/lib/api/handler";
import { findExisting } from "@/lib/elected/find-existing";
import { ZElectedUserResponse, ZFindExistingRequest } from "@/lib/elected/schemas";

/** POST /api/manage-elected/find-existing (spec 2 §7): email → the user (404: not found). Staff only. */
export const POST = route({ input: ZFindExistingRequest, output: ZElectedUserResponse, roles: ["internal"] }, ({ db, input }) =>
  findExisting(db, { email: input.email }),
);
