import { route } from "@/lib/api/handler";
import { closeCustomerSession } from "@/lib/customers/close-customer-session";

/**
 * Ends the internal user's customer session (spec 1 §7; the spec's GET taken as POST since it
 * changes state). No payload; reply `true`.
 */
export const POST = route({ roles: ["internal"] }, async ({ db, actor, audit }) => closeCustomerSession(db, { actor, ctx: audit }));
