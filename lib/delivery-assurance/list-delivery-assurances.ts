/**
 * The rows of step 2 (spec 2 §3, §4 "Delivery assurance step 2"): the customer's active delivery
 * assurances, newest first, each with whether its order has an active booking or is delivered.
 */
import "server-only";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreements, articles, bookingOrders, customers, deliveryAssurances, facilities, reservations } from "@/db/schema";
import { ORDER_DELIVERED_STATUS } from "@/lib/time-booking/make-reservation";
import type { DeliveryAssuranceRow } from "./schemas";

/** At most this many rows on step 2. */
export const MAX_ROWS = 200;

export async function listDeliveryAssurances(db: DbOrTx, opts: { customerId: number; ids?: number[] }): Promise<DeliveryAssuranceRow[]> {
  const where: SQL[] = [eq(deliveryAssurances.customerId, opts.customerId), eq(deliveryAssurances.status, "active")];
  if (opts.ids) where.push(opts.ids.length ? inArray(deliveryAssurances.id, opts.ids) : sql`false`);
  const rows = await db
    .select({
      a: deliveryAssurances,
      customerNumber: customers.customerNumber,
      articleName: articles.name,
      facilityName: facilities.name,
      depaNumber: agreements.agreementNumber,
      orderStatus: bookingOrders.status,
      booked: sql<boolean>`exists (select 1 from ${reservations} where ${reservations.bookingOrderId} = ${deliveryAssurances.bookingOrderId} and ${reservations.status} = 'booked')`,
      deliveredBooking: sql<boolean>`exists (select 1 from ${reservations} where ${reservations.bookingOrderId} = ${deliveryAssurances.bookingOrderId} and ${reservations.status} = 'delivered')`,
    })
    .from(deliveryAssurances)
    .innerJoin(customers, eq(customers.id, deliveryAssurances.customerId))
    .innerJoin(articles, and(eq(articles.market, deliveryAssurances.market), eq(articles.itemNumber, deliveryAssurances.itemNumber)))
    .leftJoin(facilities, eq(facilities.code, deliveryAssurances.warehouse))
    .leftJoin(agreements, eq(agreements.id, deliveryAssurances.depaAgreementId))
    .leftJoin(bookingOrders, eq(bookingOrders.id, deliveryAssurances.bookingOrderId))
    .where(and(...where))
    .orderBy(desc(deliveryAssurances.createdAt), desc(deliveryAssurances.ioNumber))
    .limit(MAX_ROWS);
  return rows.map(({ a, ...r }) => ({
    ioNumber: a.ioNumber,
    lineNumber: a.lineNumber,
    customerNumber: r.customerNumber,
    article: { itemNumber: a.itemNumber, name: r.articleName },
    sort: a.sort,
    harvestYear: a.harvestYear,
    quantity: a.quantityTons,
    deliveryDate: a.deliveryDate,
    warehouse: a.warehouse ? { code: a.warehouse, name: r.facilityName ?? a.warehouse } : null,
    deliveryType: a.deliveryType === "Depa" ? "Depa" : "Spon",
    depaAvtal: r.depaNumber,
    transportation: a.transportation as DeliveryAssuranceRow["transportation"],
    lorryType: a.lorryType,
    deliveryAddressId: a.deliveryAddressId,
    torkat: a.torkat,
    red: a.red,
    straforkortat: a.straforkortat,
    glyfosat: a.glyfosat,
    slam: a.slam,
    nightLoading: a.nightLoading,
    loadingHeight: a.loadingHeight,
    otherInfo: a.otherInfo,
    booked: Boolean(r.booked),
    delivered: Boolean(r.deliveredBooking) || (r.orderStatus ?? 0) >= ORDER_DELIVERED_STATUS,
    createdAt: a.createdAt.toISOString(),
  }));
}
