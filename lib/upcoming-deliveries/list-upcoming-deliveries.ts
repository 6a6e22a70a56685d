/**
 * The carousel's deliveries (spec 1 §2 "Upcoming deliveries"): lines of the booking orders of the
 * customer in play (staff: the customer they act for) with a delivery date today or later in the
 * facility's time zone, not yet delivered, soonest first. No customer in play: an empty list.
 * Only orders at the request market's facilities (decision 019).
 */
import "server-only";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, bookingOrderLines, bookingOrders, customers } from "@/db/schema";
import { resolveCustomerNumber } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { ORDER_DELIVERED_STATUS } from "@/lib/time-booking/make-reservation";
import { articleJoin, deliveryColumns, lineWarehouse, orderFacility, toUpcomingDelivery } from "./delivery-columns";
import type { TUpcomingDeliveriesResponse } from "./schemas";

/** At most this many slides. */
export const MAX_UPCOMING = 50;

export async function listUpcomingDeliveries(
  db: DbOrTx,
  { actor, market, now = new Date() }: { actor: Actor; market: Market; now?: Date },
): Promise<TUpcomingDeliveriesResponse> {
  if (!actor.activeCustomerNumber) return { customerNumber: null, deliveries: [] };
  const customerNumber = await resolveCustomerNumber(db, actor);
  const rows = await db
    .select(deliveryColumns)
    .from(bookingOrderLines)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderLines.orderId))
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .innerJoin(orderFacility, eq(orderFacility.id, bookingOrders.facilityId))
    .leftJoin(lineWarehouse, eq(lineWarehouse.code, bookingOrderLines.warehouse))
    .leftJoin(articles, articleJoin)
    .where(
      and(
        eq(customers.customerNumber, customerNumber),
        eq(orderFacility.market, market),
        isNotNull(bookingOrderLines.deliveryDate),
        sql`${bookingOrderLines.deliveryDate} >= (${now.toISOString()}::timestamptz at time zone ${orderFacility.timeZone})::date`,
        lt(bookingOrders.status, ORDER_DELIVERED_STATUS),
        lt(bookingOrderLines.status, ORDER_DELIVERED_STATUS),
      ),
    )
    .orderBy(asc(bookingOrderLines.deliveryDate), asc(bookingOrders.orderNumber), asc(bookingOrderLines.lineNumber))
    .limit(MAX_UPCOMING);
  return { customerNumber, deliveries: rows.map(toUpcomingDelivery) };
}
