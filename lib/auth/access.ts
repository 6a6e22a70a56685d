/**
 * Customer scope: may this actor work with this customer number?
 * - external users: a customer they belong to, or a sub-customer of one;
 * - internal staff: the customer they act for (customer session), or its sub-customers.
 * A sub-customer its parent's owner has deactivated (auth-subcustomer, decision 048) is reached
 * only by its own users, never through the parent.
 */
import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "./actor";
import type { Role } from "./roles";

export function hasRole(actor: Actor, role: Role): boolean {
  return actor.roles[role];
}

export function requireRole(actor: Actor, ...anyOf: Role[]): void {
  if (anyOf.length && !anyOf.some((r) => actor.roles[r])) throw new AppError("FORBIDDEN");
}

const parent = alias(customers, "parent");

export async function canAccessCustomer(db: DbOrTx, actor: Actor, customerNumber: string): Promise<boolean> {
  if (!/^[0-9]{1,12}$/.test(customerNumber)) return false;
  if (actor.roles.internal) {
    const acting = actor.actingCustomerNumber;
    if (!acting) return false;
    if (acting === customerNumber) return true;
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(parent, eq(parent.id, customers.parentCustomerId))
      .where(and(eq(customers.customerNumber, customerNumber), eq(parent.customerNumber, acting), eq(customers.active, true)))
      .limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(
      customerUsers,
      and(
        eq(customerUsers.userId, actor.userId),
        or(
          eq(customerUsers.customerId, customers.id),
          and(eq(customerUsers.customerId, sql`${customers.parentCustomerId}`), eq(customers.active, true)),
        ),
      ),
    )
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  return Boolean(row);
}

/** Throws 403 unless the actor may work with the customer number. */
export async function requireCustomerAccess(db: DbOrTx, actor: Actor, customerNumber: string): Promise<void> {
  if (!(await canAccessCustomer(db, actor, customerNumber))) throw new AppError("FORBIDDEN");
}

/** The customer number in play: the one asked for (checked), else the session's active one. */
export async function resolveCustomerNumber(db: DbOrTx, actor: Actor, requested?: string | null): Promise<string> {
  const number = requested || actor.activeCustomerNumber;
  if (!number) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  await requireCustomerAccess(db, actor, number);
  return number;
}
