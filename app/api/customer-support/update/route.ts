import { route } from "@/lib/api/handler";
import {
  updateCustomerActivation,
  ZCustomerSupportUpdateRequest,
  ZCustomerSupportUpdateResponse,
} from "@/lib/customer-admin/update-customer-activation";

/** POST /api/customer-support/update (spec 2 §7): organizationNumber, customerNumber, isActive. Staff only. */
export const POST = route(
  { input: ZCustomerSupportUpdateRequest, output: ZCustomerSupportUpdateResponse, roles: ["internal"] },
  ({ db, actor, input, market, audit }) => updateCustomerActivation(db, { actor, ...input, market, ctx: audit }),
);
