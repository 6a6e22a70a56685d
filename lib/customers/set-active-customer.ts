import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customerUsers, customers, userSessions } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { canAccessCustomer } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { customerSummaryColumns, parentCustomers } from "./customer-summary-columns";
import type { SetActiveCustomerResponse } from "./schemas";
import { startCustomerSession } from "./start-customer-session";

/**
 * The customer switcher (spec 1 §2, §6): the session's active customer number becomes the chosen
 * one, which must be a customer the user belongs to or a sub-customer of one (403 otherwise, and
 * the session stays as it was) and active. Internal staff switch the customer they act for
 * (the same as starting a customer session for it).
 */
export async function setActiveCustomer(
  db: Db,
  opts: { actor: Actor; customerNumber: string; ctx?: ActionContext },
): Promise<SetActiveCustomerResponse> {
  const { actor, customerNumber } = opts;
  if (actor.roles.internal) {
    await startCustomerSession(db, { actor, customerNumber, ctx: opts.ctx });
  } else {
    if (!(await canAccessCustomer(db, actor, customerNumber))) {
      // a sub-customer of the user's own customer that its owner deactivated: say so (decision 048)
      const [inactive] = await db
        .select({ id: customers.id })
        .from(customers)
        .innerJoin(customerUsers, and(eq(customerUsers.customerId, customers.parentCustomerId), eq(customerUsers.userId, actor.userId)))
        .where(and(eq(customers.customerNumber, customerNumber), eq(customers.active, false)))
        .limit(1);
      throw new AppError("FORBIDDEN", inactive ? "shell.customer.inactive" : "shell.customer.notAllowed");
    }
  }
  const [customer] = await db
    .select(customerSummaryColumns)
    .from(customers)
    .leftJoin(parentCustomers, eq(parentCustomers.id, customers.parentCustomerId))
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  if (!customer) throw new AppError("NOT_FOUND", "shell.customer.notFound");
  if (!actor.roles.internal) {
    if (!customer.active) throw new AppError("FORBIDDEN", "shell.customer.inactive");
    await db.transaction(async (tx) => {
      await tx.update(userSessions).set({ activeCustomerNumber: customerNumber }).where(eq(userSessions.id, actor.sessionId));
      await logAction(
        tx,
        actor,
        "customer.active.changed",
        { from: actor.activeCustomerNumber, to: customerNumber },
        { ...opts.ctx, customerNumber },
      );
    });
  }
  return {
    success: true,
    activeCustomerNumber: customerNumber,
    isSubCustomer: customer.isSubCustomer,
    parentCustomerNumber: customer.parentCustomerNumber,
  };
}
