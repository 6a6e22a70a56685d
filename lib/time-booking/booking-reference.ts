/**
 * A booking reference (spec 1 §4 reference types): 5 purchase order, 6 customer order,
 * 7 distribution order, 8 shipment number, 9 customer number. Finds the order (with its lines and
 * customer) or the customer, scope-checked: transporters and internal staff may look up any
 * reference, external customers only those of customers they may access (403 otherwise). Only
 * the request's market: an order at the other market's facility, or a customer of the other
 * market, is not found (decision 019).
 */
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingOrderLines, bookingOrders, customers, facilities, type BookingOrder, type BookingOrderLine } from "@/db/schema";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { booksForAnyCustomer } from "./booking-customer";
import { ORDER_DELIVERED_STATUS, ORDER_KIND_BY_SEARCH_TYPE, PO_UNBLOCKED_STATUS } from "./make-reservation";

import { REFERENCE_TYPE } from "./booking-form-rules";

export { REFERENCE_TYPE };

export interface ReferenceCustomer {
  id: number;
  customerNumber: string;
  name: string;
  market: string;
}

export type FoundReference =
  | {
      type: "order";
      order: BookingOrder;
      lines: BookingOrderLine[];
      facility: { id: number; code: string; market: string };
      customer: ReferenceCustomer;
    }
  | { type: "customer"; customer: ReferenceCustomer };

/** Customers whose name contains "test" or "demo" get the 'Demokund' warning (spec 1 §8). */
export const isDemoCustomerName = (name: string): boolean => /test|demo/i.test(name);

/** The reference, or null when it does not exist; 403 when it belongs to a customer outside the actor's scope. */
export async function findBookingReference(
  db: DbOrTx,
  actor: Actor,
  market: Market,
  referenceType: number,
  reference: string,
): Promise<FoundReference | null> {
  const cust = { id: customers.id, customerNumber: customers.customerNumber, name: customers.name, market: customers.market };
  const kind = ORDER_KIND_BY_SEARCH_TYPE[referenceType];
  if (!kind) {
    if (!/^[0-9]{1,12}$/.test(reference)) return null;
    if (!booksForAnyCustomer(actor)) await requireCustomerAccess(db, actor, reference);
    const [customer] = await db
      .select(cust)
      .from(customers)
      .where(and(eq(customers.customerNumber, reference), eq(customers.active, true), eq(customers.market, market)));
    return customer ? { type: "customer", customer } : null;
  }
  const [row] = await db
    .select({ order: bookingOrders, customer: cust, facility: { id: facilities.id, code: facilities.code, market: facilities.market } })
    .from(bookingOrders)
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .innerJoin(facilities, eq(facilities.id, bookingOrders.facilityId))
    .where(and(eq(bookingOrders.kind, kind), eq(bookingOrders.orderNumber, reference), eq(facilities.market, market)));
  if (!row) return null;
  if (!booksForAnyCustomer(actor)) await requireCustomerAccess(db, actor, row.customer.customerNumber);
  const lines = await db
    .select()
    .from(bookingOrderLines)
    .where(eq(bookingOrderLines.orderId, row.order.id))
    .orderBy(asc(bookingOrderLines.lineNumber));
  return { type: "order", ...row, lines };
}

/** A purchase order below the unblocked status with an item but no confirmed delivery assurance may not be booked. */
export function isBlockedPurchaseOrder(order: BookingOrder, lines: BookingOrderLine[]): boolean {
  return (
    order.kind === "purchase" && order.status < PO_UNBLOCKED_STATUS && lines.some((l) => l.itemNumber && !l.deliveryAssuranceConfirmed)
  );
}

export const isDelivered = (order: BookingOrder): boolean => order.status >= ORDER_DELIVERED_STATUS;
