/**
 * Who is asking, in which market — loaded once per logistics call and handed to every rule of
 * ./booking-access.ts (pure) and ./booking-conditions.ts (the same rules as SQL). Decision 019.
 *
 * - staff: internal users (roles.internal), whatever else they are;
 * - transporter: transporters that are not staff; they book as `ownerNumber` (the customer in
 *   play, written to reservations.owner);
 * - customer: everyone else (external users).
 * `customerIds`/`customerNumbers` are the customers the user belongs to and their sub-customers
 * (the set `canAccessCustomer` accepts for external users); empty for staff, whose reach is the
 * market, not a customer list.
 */
import "server-only";
import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { customers, customerUsers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";

export type AccessKind = "staff" | "transporter" | "customer";

export interface LogisticsAccess {
  actor: Actor;
  /** the request's market (BaseContext.market, from the host) */
  market: Market;
  kind: AccessKind;
  customerIds: readonly number[];
  customerNumbers: readonly string[];
  /** transporters: the Owner number they book as (their customer in play) */
  ownerNumber: string | null;
}

export const accessKind = (actor: Pick<Actor, "roles">): AccessKind =>
  actor.roles.internal ? "staff" : actor.roles.transporter ? "transporter" : "customer";

export async function loadLogisticsAccess(db: DbOrTx, actor: Actor, market: Market): Promise<LogisticsAccess> {
  const kind = accessKind(actor);
  if (kind === "staff") return { actor, market, kind, customerIds: [], customerNumbers: [], ownerNumber: null };
  const own = alias(customerUsers, "own");
  const rows = await db
    .selectDistinct({ id: customers.id, number: customers.customerNumber })
    .from(customers)
    .innerJoin(own, and(eq(own.userId, actor.userId), or(eq(own.customerId, customers.id), eq(own.customerId, customers.parentCustomerId))))
    .orderBy(customers.id);
  return {
    actor,
    market,
    kind,
    customerIds: rows.map((r) => r.id),
    customerNumbers: rows.map((r) => r.number),
    ownerNumber: kind === "transporter" ? actor.activeCustomerNumber : null,
  };
}
