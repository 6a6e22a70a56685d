import { route } from "@/lib/api/handler";
import { ZSaveProfileRequest, ZSuccessMessage } from "@/lib/customer-admin/schemas";
import { setUserProfile } from "@/lib/customer-admin/set-user-profile";

/** POST /api/usercard/save-profile (spec 2 §7): userName, customerNumber, profileId. */
export const POST = route(
  { input: ZSaveProfileRequest, output: ZSuccessMessage, customer: (i) => i.customerNumber },
  ({ db, actor, input, audit }) =>
    setUserProfile(db, { actor, userName: input.userName, customerNumber: input.customerNumber, profileId: input.profileId, ctx: audit }),
);
