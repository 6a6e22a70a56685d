import { NO_INPUT, route } from "@/lib/api/handler";
import { ZCloseCustomerSessionResponse } from "@/lib/customers/schemas";
import { closeCustomerSession } from "@/lib/customers/close-customer-session";

/**
 * Ends the internal user's customer session (spec 1 §7; the spec's GET taken as POST since it
 * changes state). No payload; reply `true`.
 */
export const POST = route({ input: NO_INPUT, output: ZCloseCustomerSessionResponse, roles: ["internal"] }, ({ db, actor, audit }) =>
  closeCustomerSession(db, { actor, ctx: audit }),
);
