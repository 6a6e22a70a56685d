import { route } from "@/lib/api/handler";
import { checkOwner } from "@/lib/customer-admin/check-owner";
import { ZCheckOwnerRequest, ZCheckOwnerResponse } from "@/lib/customer-admin/schemas";

/** POST /api/customer-card/check-owner (spec 2 §7): username, customernumber → is the e-mail a user / owner of the customer. Owners only. */
export const POST = route(
  { input: ZCheckOwnerRequest, output: ZCheckOwnerResponse, customer: (i) => i.customernumber },
  ({ db, actor, input }) => checkOwner(db, { actor, username: input.username, customerNumber: input.customernumber }),
);
