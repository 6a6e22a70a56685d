import { route } from "@/lib/api/handler";
import { ZChangeProfileRequest, ZSuccessMessage } from "@/lib/customer-admin/schemas";
import { setUserProfile } from "@/lib/customer-admin/set-user-profile";

/** POST /api/customer-card/change-profile (spec 2 §7, a GET there): userName, profileId, customerNo. */
export const POST = route(
  { input: ZChangeProfileRequest, output: ZSuccessMessage, customer: (i) => i.customerNo },
  ({ db, actor, input, audit }) =>
    setUserProfile(db, { actor, userName: input.userName, customerNumber: input.customerNo, profileId: input.profileId, ctx: audit }),
);
