import { route } from "@/lib/api/handler";
import { removeUser } from "@/lib/customer-admin/remove-user";
import { ZRemoveUserRequest, ZSuccessMessage } from "@/lib/customer-admin/schemas";

/** POST /api/customer-card/remove-user (spec 2 §7, a GET there): userName, userId, customerNo → the user is disconnected. */
export const POST = route(
  { input: ZRemoveUserRequest, output: ZSuccessMessage, customer: (i) => i.customerNo },
  ({ db, actor, input, audit }) =>
    removeUser(db, { actor, userName: input.userName, userId: input.userId, customerNumber: input.customerNo, ctx: audit }),
);
