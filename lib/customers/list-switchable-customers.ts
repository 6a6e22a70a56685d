import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { customerSummaryColumns, parentCustomers } from "./customer-summary-columns";
import type { CustomerSummary } from "./schemas";

/**
 * The customer numbers the header's switcher offers (spec 1 §2 "Customer switcher"), each
 * parent followed by its sub-customers:
 * - external users: the active customers they belong to and the active sub-customers of those;
 * - internal staff acting for a customer: that customer's family (its parent, if any, and the
 *   parent's sub-customers); staff not acting get none.
 */
export async function listSwitchableCustomers(db: DbOrTx, opts: { actor: Actor }): Promise<CustomerSummary[]> {
  const { actor } = opts;
  const order = [
    asc(sql`coalesce(${parentCustomers.customerNumber}, ${customers.customerNumber})`),
    asc(sql`${customers.parentCustomerId} is not null`),
    asc(customers.customerNumber),
  ];
  if (actor.roles.internal) {
    const acting = actor.actingCustomerNumber;
    if (!acting) return [];
    const [self] = await db
      .select({ id: customers.id, parentId: customers.parentCustomerId })
      .from(customers)
      .where(eq(customers.customerNumber, acting))
      .limit(1);
    if (!self) return [];
    const rootId = self.parentId ?? self.id;
    return db
      .select(customerSummaryColumns)
      .from(customers)
      .leftJoin(parentCustomers, eq(parentCustomers.id, customers.parentCustomerId))
      .where(
        and(
          or(eq(customers.id, rootId), eq(customers.parentCustomerId, rootId)),
          or(eq(customers.active, true), eq(customers.customerNumber, acting)),
        ),
      )
      .orderBy(...order);
  }
  const memberOf = db.select({ id: customerUsers.customerId }).from(customerUsers).where(eq(customerUsers.userId, actor.userId));
  return db
    .select(customerSummaryColumns)
    .from(customers)
    .leftJoin(parentCustomers, eq(parentCustomers.id, customers.parentCustomerId))
    .where(and(eq(customers.active, true), or(inArray(customers.id, memberOf), inArray(customers.parentCustomerId, memberOf))))
    .orderBy(...order);
}
