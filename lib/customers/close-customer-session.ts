import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { userSessions } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";

/**
 * Internal staff stop acting for a customer (spec 1 §7 "close-customer-session"): the session
 * row's acting_customer_number is cleared. Closing when no customer session is open is a no-op.
 * Returns true (the client then drops the query string and reloads).
 */
export async function closeCustomerSession(db: Db, opts: { actor: Actor; ctx?: ActionContext }): Promise<true> {
  const { actor } = opts;
  if (!actor.roles.internal) throw new AppError("FORBIDDEN");
  await db.transaction(async (tx) => {
    await tx.update(userSessions).set({ actingCustomerNumber: null }).where(eq(userSessions.id, actor.sessionId));
    // Logged as the acting staff user, for the customer whose session ends.
    if (actor.actingCustomerNumber) {
      await logAction(tx, actor, "internal.customerSession.closed", { customerNumber: actor.actingCustomerNumber }, opts.ctx);
    }
  });
  return true;
}
