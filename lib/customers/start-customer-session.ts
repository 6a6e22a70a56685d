import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, userSessions } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";

/**
 * Internal staff start acting for a customer (a "customer session", spec 1 §2 "Internal header",
 * §6): the session row's acting_customer_number is set, so every later page and call of this
 * session works for that customer, and every change is logged with the staff user and the
 * customer (acting_as_staff).
 */
export async function startCustomerSession(
  db: Db,
  opts: { actor: Actor; customerNumber: string; ctx?: ActionContext },
): Promise<{ success: true; customerNumber: string; name: string }> {
  const { actor, customerNumber } = opts;
  if (!actor.roles.internal) throw new AppError("FORBIDDEN");
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ customerNumber: customers.customerNumber, name: customers.name })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber))
      .limit(1);
    if (!customer) throw new AppError("NOT_FOUND", "shell.customer.notFound");
    await tx.update(userSessions).set({ actingCustomerNumber: customer.customerNumber }).where(eq(userSessions.id, actor.sessionId));
    const acting: Actor = { ...actor, actingCustomerNumber: customer.customerNumber, activeCustomerNumber: customer.customerNumber };
    await logAction(
      tx,
      acting,
      "internal.customerSession.started",
      { customerNumber: customer.customerNumber, previous: actor.actingCustomerNumber },
      opts.ctx,
    );
    return { success: true as const, customerNumber: customer.customerNumber, name: customer.name };
  });
}
