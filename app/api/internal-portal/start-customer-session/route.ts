import { route } from "@/lib/api/handler";
import { ZCustomerNumberRequest, ZStartCustomerSessionResponse } from "@/lib/customers/schemas";
import { startCustomerSession } from "@/lib/customers/start-customer-session";

/** Internal staff start acting for a customer: { customerNumber } → { success, customerNumber, name }. */
export const POST = route(
  { roles: ["internal"], input: ZCustomerNumberRequest, output: ZStartCustomerSessionResponse },
  ({ db, actor, input, audit }) => startCustomerSession(db, { actor, customerNumber: input.customerNumber, ctx: audit }),
);
