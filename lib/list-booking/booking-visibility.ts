/**
 * Which bookings an actor sees in the list booking, as SQL conditions on `reservations` — the
 * set-wise form of the time booking's rule (lib/time-booking/reservation-scope.ts
 * `canChangeReservation`), so that the list shows what the time booking lets the actor change:
 * - internal staff: every booking;
 * - transporters: the bookings they own (Owner = their active customer number) or made, and the
 *   bookings of the customers they belong to (and their sub-customers);
 * - external customers: the bookings of the customers they belong to (and their sub-customers),
 *   and bookings where one of those customers is the Owner (forwarder).
 * `canChange` is `canChangeReservation` as a column (the external Owner arm is visible, not
 * changeable). A test checks the two agree row by row.
 */
import { eq, or, sql, type SQL } from "drizzle-orm";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";

/** Ids of the customers the user belongs to, and their sub-customers. */
const accessibleCustomerIds = (userId: number): SQL =>
  sql`(select c.id from customers c join customer_users cu on cu.user_id = ${userId} and (cu.customer_id = c.id or cu.customer_id = c.parent_customer_id))`;

/** Numbers of the same customers. */
const accessibleCustomerNumbers = (userId: number): SQL =>
  sql`(select c.customer_number from customers c join customer_users cu on cu.user_id = ${userId} and (cu.customer_id = c.id or cu.customer_id = c.parent_customer_id))`;

/** Ids of a customer and its sub-customers. */
export const customerAndSubIds = (customerNumber: string): SQL =>
  sql`(select c.id from customers c left join customers p on p.id = c.parent_customer_id where c.customer_number = ${customerNumber} or p.customer_number = ${customerNumber})`;

/** Numbers of a customer and its sub-customers. */
export const customerAndSubNumbers = (customerNumber: string): SQL =>
  sql`(select c.customer_number from customers c left join customers p on p.id = c.parent_customer_id where c.customer_number = ${customerNumber} or p.customer_number = ${customerNumber})`;

/** The bookings the actor may see (undefined: all). */
export function visibleReservations(actor: Actor): SQL | undefined {
  if (actor.roles.internal) return undefined;
  if (actor.roles.transporter) {
    return or(
      actor.activeCustomerNumber !== null ? eq(reservations.owner, actor.activeCustomerNumber) : undefined,
      eq(reservations.createdByUserId, actor.userId),
      sql`${reservations.customerId} in ${accessibleCustomerIds(actor.userId)}`,
    );
  }
  return or(
    sql`${reservations.customerId} in ${accessibleCustomerIds(actor.userId)}`,
    sql`${reservations.owner} in ${accessibleCustomerNumbers(actor.userId)}`,
  );
}

/** Whether the actor may change or delete the booking (same rule as `canChangeReservation`), as a boolean column. */
export function canChangeColumn(actor: Actor): SQL<boolean> {
  if (actor.roles.internal) return sql<boolean>`true`;
  const own = sql`${reservations.customerId} in ${accessibleCustomerIds(actor.userId)}`;
  if (actor.roles.transporter) {
    const owner = actor.activeCustomerNumber !== null ? sql`${reservations.owner} = ${actor.activeCustomerNumber}` : sql`false`;
    return sql<boolean>`(${owner} or ${reservations.createdByUserId} is not distinct from ${actor.userId} or ${own})`;
  }
  return sql<boolean>`(${own})`;
}

/**
 * The bookings of one customer and its sub-customers; for external customers also those where
 * the customer (or a sub-customer) is the Owner.
 */
export function customerReservations(actor: Actor, customerNumber: string): SQL | undefined {
  const ofCustomer = sql`${reservations.customerId} in ${customerAndSubIds(customerNumber)}`;
  if (actor.roles.internal || actor.roles.transporter) return ofCustomer;
  return or(ofCustomer, sql`${reservations.owner} in ${customerAndSubNumbers(customerNumber)}`);
}
