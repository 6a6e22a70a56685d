/**
 * Who sees which transport rows (spec 1 §6; the spec leaves the server side open): internal staff
 * all rows of the request's market (the callers filter by market, decision 019); transporters the rows they carry (carrier = their customer in play) and
 * their own goods; other users the goods of the customer in play, or of another customer they may
 * access when they ask for it by number (403 otherwise).
 */
import "server-only";
import { eq, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, transportOrders } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { canAccessCustomer, resolveCustomerNumber } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";

/** Internal staff and transporters see the Owner/forwarder column (spec 1 §6). */
export const seesOwner = (actor: Actor): boolean => actor.roles.internal || actor.roles.transporter;

async function customerId(db: DbOrTx, customerNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, customerNumber));
  return row?.id ?? null;
}

/**
 * The condition on transport_orders that limits a search to the actor's rows; undefined for
 * internal staff (all rows). `askedCustomer` is a customer number the user searches for: external
 * non-transporters must have access to it (403), and then see only that customer's goods.
 */
export async function transportScope(db: DbOrTx, actor: Actor, askedCustomer?: string): Promise<SQL | undefined> {
  if (actor.roles.internal) return undefined;
  if (!actor.roles.transporter && askedCustomer && askedCustomer !== actor.activeCustomerNumber) {
    const number = await resolveCustomerNumber(db, actor, askedCustomer);
    const id = await customerId(db, number);
    if (id === null) throw new AppError("FORBIDDEN");
    return eq(transportOrders.customerId, id);
  }
  const own = await resolveCustomerNumber(db, actor);
  const id = await customerId(db, own);
  if (id === null) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return actor.roles.transporter
    ? or(eq(transportOrders.transporterCustomerId, id), eq(transportOrders.customerId, id))
    : eq(transportOrders.customerId, id);
}

/** May the actor see a row of this order (for the announcements)? */
export async function canSeeTransportOrder(
  db: DbOrTx,
  actor: Actor,
  order: { customerNumber: string; transporterCustomerNumber: string | null },
): Promise<boolean> {
  if (actor.roles.internal) return true;
  if (actor.roles.transporter && actor.activeCustomerNumber && order.transporterCustomerNumber === actor.activeCustomerNumber) {
    return canAccessCustomer(db, actor, actor.activeCustomerNumber);
  }
  return canAccessCustomer(db, actor, order.customerNumber);
}
