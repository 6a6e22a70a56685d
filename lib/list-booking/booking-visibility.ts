/**
 * Narrowing the list booking to one customer (the search's CustomerNo). Who may see which booking
 * at all is not decided here but in lib/logistics-access (decision 019), which the search applies
 * first; this only picks one customer's bookings out of those.
 */
import "server-only";
import { or, sql, type SQL } from "drizzle-orm";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";

/** Ids of a customer and its sub-customers. */
export const customerAndSubIds = (customerNumber: string): SQL =>
  sql`(select c.id from customers c left join customers p on p.id = c.parent_customer_id where c.customer_number = ${customerNumber} or p.customer_number = ${customerNumber})`;

/** Numbers of a customer and its sub-customers. */
export const customerAndSubNumbers = (customerNumber: string): SQL =>
  sql`(select c.customer_number from customers c left join customers p on p.id = c.parent_customer_id where c.customer_number = ${customerNumber} or p.customer_number = ${customerNumber})`;

/**
 * The bookings of one customer and its sub-customers; for external customers also those where
 * the customer (or a sub-customer) is the Owner.
 */
export function customerReservations(actor: Actor, customerNumber: string): SQL | undefined {
  const ofCustomer = sql`${reservations.customerId} in ${customerAndSubIds(customerNumber)}`;
  if (actor.roles.internal || actor.roles.transporter) return ofCustomer;
  return or(ofCustomer, sql`${reservations.owner} in ${customerAndSubNumbers(customerNumber)}`);
}
