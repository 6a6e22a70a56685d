import "server-only";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { customers, userSessions } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { requireCustomerManager } from "@/lib/customer-admin/manage-access";

const parent = alias(customers, "parent");

/**
 * POST /api/subcustomer/auth-subcustomer (spec 3 §7; decision 048): an owner of the customer in
 * play (or staff acting for it) activates or deactivates one of its sub-customers. An inactive
 * sub-customer is gone from the customer switcher and its calls are refused (canAccessCustomer);
 * sessions working as it are moved back to the parent. Answers '1' when the sub-customer is
 * active afterwards, '0' when not. A sub-customer of another customer is 403.
 */
export async function authSubCustomer(
  db: Db,
  opts: { actor: Actor; subCustomerNumber: string; isAuthenticated: boolean; changeAuth: boolean; ctx?: ActionContext },
): Promise<"1" | "0"> {
  const { actor } = opts;
  const parentNumber = actor.actingCustomerNumber ?? actor.activeCustomerNumber;
  if (!parentNumber) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return db.transaction(async (tx) => {
    await requireCustomerManager(tx, { actor, customerNumber: parentNumber });
    const [sub] = await tx
      .select({ id: customers.id, active: customers.active })
      .from(customers)
      .innerJoin(parent, eq(parent.id, customers.parentCustomerId))
      .where(and(eq(customers.customerNumber, opts.subCustomerNumber), eq(parent.customerNumber, parentNumber)))
      .for("update", { of: customers });
    if (!sub) throw new AppError("FORBIDDEN");
    if (!opts.changeAuth || sub.active === opts.isAuthenticated) return sub.active ? "1" : "0";
    await tx.update(customers).set({ active: opts.isAuthenticated }).where(eq(customers.id, sub.id));
    if (!opts.isAuthenticated) {
      await tx
        .update(userSessions)
        .set({ activeCustomerNumber: parentNumber })
        .where(eq(userSessions.activeCustomerNumber, opts.subCustomerNumber));
    }
    await logAction(
      tx,
      actor,
      opts.isAuthenticated ? "subCustomer.activated" : "subCustomer.deactivated",
      { subCustomerNumber: opts.subCustomerNumber },
      opts.ctx,
    );
    return opts.isAuthenticated ? "1" : "0";
  });
}
