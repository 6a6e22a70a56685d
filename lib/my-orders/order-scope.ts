import "server-only";
import { and, eq, like, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerOrders, customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { resolveCustomerNumber } from "@/lib/auth/access";

/** The orders the actor may see: the customer in play (or the one asked for, checked: 403), optionally those whose number contains `orderNo`. */
export async function orderScope(
  db: DbOrTx,
  actor: Actor,
  opts: { customerNumber?: string; orderNo?: string },
): Promise<{ where: SQL; customerNumber: string }> {
  const number = await resolveCustomerNumber(db, actor, opts.customerNumber);
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, number));
  if (!c) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  const where = and(eq(customerOrders.customerId, c.id), opts.orderNo ? like(customerOrders.orderNo, `%${opts.orderNo}%`) : undefined)!;
  return { where, customerNumber: number };
}

export const statusKey = (status: number): string => `myOrders.status.${status}`;
