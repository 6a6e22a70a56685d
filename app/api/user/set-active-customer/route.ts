import { Redirect, route } from "@/lib/api/handler";
import { safeReturnPath, ZSetActiveCustomerRequest, ZSetActiveCustomerResponse } from "@/lib/customers/schemas";
import { setActiveCustomer } from "@/lib/customers/set-active-customer";

/**
 * The customer-number form of the header (spec 1 §2 "Customer switcher"): field
 * newCustomerNumber (+ optional returnTo). A fetch (Accept: application/json) gets JSON
 * { success, activeCustomerNumber, isSubCustomer, parentCustomerNumber }; a plain form submission
 * is redirected (303) back to returnTo, a path on this site.
 */
export const POST = route(
  { input: ZSetActiveCustomerRequest, output: ZSetActiveCustomerResponse },
  async ({ req, db, actor, input, audit }) => {
    const reply = await setActiveCustomer(db, { actor, customerNumber: input.newCustomerNumber, ctx: audit });
    if ((req.headers.get("accept") ?? "").includes("application/json")) return reply;
    return new Redirect(safeReturnPath(input.returnTo));
  },
);
