/**
 * The purchase orders an external customer can book a time for (spec 1 §6 "Purchase-order search
 * with a list of orders is shown only to non-internal non-transporters"): the open (not delivered)
 * purchase orders of the customer in play and its sub-customers at the request market's facilities,
 * one row per order line.
 */
import "server-only";
import { and, asc, eq, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { bookingOrderLines, bookingOrders, customers, facilities } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { booksForAnyCustomer } from "./booking-customer";
import { ORDER_DELIVERED_STATUS } from "./make-reservation";

export interface OwnPurchaseOrderLineDto {
  OrderNumber: string;
  CustomerNo: string;
  Linenumber: number;
  ItemNumber: string | null;
  /** Quantity ÷ 1000 */
  QuantityTons: number;
  DeliveryDate: string | null;
  Warehouse: string;
  Status: number;
  DeliveryAssuranceConfirmed: boolean;
}

export async function listOwnPurchaseOrders(
  db: DbOrTx,
  { actor, market }: { actor: Actor; market: Market },
): Promise<OwnPurchaseOrderLineDto[]> {
  if (booksForAnyCustomer(actor) || !actor.activeCustomerNumber) return [];
  const parent = alias(customers, "parent");
  const rows = await db
    .select({ order: bookingOrders, line: bookingOrderLines, customerNo: customers.customerNumber, warehouse: facilities.name })
    .from(bookingOrders)
    .innerJoin(bookingOrderLines, eq(bookingOrderLines.orderId, bookingOrders.id))
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .leftJoin(parent, eq(parent.id, customers.parentCustomerId))
    .innerJoin(facilities, eq(facilities.id, bookingOrders.facilityId))
    .where(
      and(
        eq(bookingOrders.kind, "purchase"),
        lt(bookingOrders.status, ORDER_DELIVERED_STATUS),
        eq(facilities.market, market),
        or(eq(customers.customerNumber, actor.activeCustomerNumber), eq(parent.customerNumber, actor.activeCustomerNumber)),
      ),
    )
    .orderBy(asc(bookingOrders.orderNumber), asc(bookingOrderLines.lineNumber));
  return rows.map(({ order, line, customerNo, warehouse }) => ({
    OrderNumber: order.orderNumber,
    CustomerNo: customerNo,
    Linenumber: line.lineNumber,
    ItemNumber: line.itemNumber,
    QuantityTons: line.quantityKg / 1000,
    DeliveryDate: line.deliveryDate,
    Warehouse: warehouse,
    Status: order.status,
    DeliveryAssuranceConfirmed: line.deliveryAssuranceConfirmed,
  }));
}
