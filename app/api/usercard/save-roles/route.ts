import { route } from "@/lib/api/handler";
import { ZSaveRolesRequest, ZSuccessMessage } from "@/lib/customer-admin/schemas";
import { setUserProfile } from "@/lib/customer-admin/set-user-profile";

/** POST /api/usercard/save-roles (spec 2 §7): userName, customerNumber, roles → the custom profile ("Anpassad") with these roles. */
export const POST = route(
  { input: ZSaveRolesRequest, output: ZSuccessMessage, customer: (i) => i.customerNumber },
  ({ db, actor, input, audit }) =>
    setUserProfile(db, { actor, userName: input.userName, customerNumber: input.customerNumber, roles: input.roles, ctx: audit }),
);
