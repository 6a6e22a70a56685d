import { route } from "@/lib/api/handler";
import { authSubCustomer } from "@/lib/sub-customers/auth-sub-customer";
import { ZAuthSubCustomerRequest, ZAuthSubCustomerResponse } from "@/lib/sub-customers/schemas";

/** POST /api/subcustomer/auth-subcustomer (spec 3 §7): form subCustomerNumber, isAuthenticated, changeAuth → '1' or '0'. Owners only. */
export const POST = route({ input: ZAuthSubCustomerRequest, output: ZAuthSubCustomerResponse }, ({ db, actor, input, audit }) =>
  authSubCustomer(db, { actor, ...input, ctx: audit }),
);
