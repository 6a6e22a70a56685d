import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, users } from "@/db/schema";
import { pgCode } from "@/db/errors";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";

const parent = alias(customers, "parent");

export interface ManagedCustomer {
  id: number;
  customerNumber: string;
  organisationNumber: string | null;
  market: string;
  name: string;
}

/**
 * The customer whose users the actor may manage (decision 046): an owner of the customer (or of
 * its parent), or internal staff acting for it (or its parent). Anything else — another customer's
 * number, a plain user, an unknown number — is 403, the same answer for all, so the call tells
 * nothing about customers one cannot manage. With `lock`, the customer row is locked for the
 * transaction (the owner changes that follow are serialised per customer).
 */
export async function requireCustomerManager(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; lock?: boolean },
): Promise<ManagedCustomer> {
  const { actor, customerNumber } = opts;
  if (!/^[0-9]{1,12}$/.test(customerNumber)) throw new AppError("FORBIDDEN");
  const q = db
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      organisationNumber: customers.organisationNumber,
      market: customers.market,
      name: customers.name,
      parentNumber: parent.customerNumber,
    })
    .from(customers)
    .leftJoin(parent, eq(parent.id, customers.parentCustomerId))
    .where(eq(customers.customerNumber, customerNumber));
  const [row] = opts.lock ? await q.for("update", { of: customers }) : await q;
  if (!row) throw new AppError("FORBIDDEN");
  if (actor.roles.internal) {
    const acting = actor.actingCustomerNumber;
    if (acting && (acting === row.customerNumber || acting === row.parentNumber)) return row;
    throw new AppError("FORBIDDEN");
  }
  const [owner] = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(
      and(
        eq(customerUsers.userId, actor.userId),
        eq(customerUsers.profile, "owner"),
        or(
          eq(customerUsers.customerId, row.id),
          sql`${customerUsers.customerId} = (select parent_customer_id from customers where id = ${row.id})`,
        ),
      ),
    )
    .limit(1);
  if (!owner) throw new AppError("FORBIDDEN");
  return row;
}

/** A user by username (case-insensitive), or null. */
export async function findUserByName(db: DbOrTx, username: string) {
  const [u] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      phone: users.phone,
      isInternal: users.isInternal,
      market: users.market,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return u ?? null;
}

/** The membership of a user at a customer, locked for the change that follows. */
export async function lockMembership(db: DbOrTx, userId: number, customerId: number) {
  const [m] = await db
    .select()
    .from(customerUsers)
    .where(and(eq(customerUsers.userId, userId), eq(customerUsers.customerId, customerId)))
    .for("update");
  return m ?? null;
}

/** The database refused to leave a customer without an owner (trigger, migration account-extra). */
export function lastOwnerError(e: unknown): AppError | null {
  return pgCode(e) === "PA001" ? new AppError("CONFLICT", "accountAdmin.errors.lastOwner") : null;
}

/** Runs a change; the last-owner refusal becomes a 409 with its text. */
export async function guardLastOwner<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw lastOwnerError(e) ?? e;
  }
}

/**
 * Refuses to take away the customer's last owner (409). Called with the customer row locked
 * (requireCustomerManager with `lock`), so two concurrent removals are serialised; the database
 * trigger is the backstop for every other writer.
 */
export async function requireAnotherOwner(db: DbOrTx, customerId: number, userId: number): Promise<void> {
  const [other] = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.profile, "owner"), sql`${customerUsers.userId} <> ${userId}`))
    .limit(1);
  if (!other) throw new AppError("CONFLICT", "accountAdmin.errors.lastOwner");
}
