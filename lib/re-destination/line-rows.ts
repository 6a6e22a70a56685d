/**
 * Shared pieces of the re-destination queries: which lines can be re-destined, how a line is read
 * (with its row version) and its upcoming time bookings.
 *
 * A line can be re-destined when it is a purchase-order line with a confirmed delivery assurance
 * and a confirmed delivery date, at a warehouse, and neither the line nor its order is delivered
 * (status below 75, as in the time booking).
 */
import "server-only";
import { and, asc, eq, gt, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, bookingOrderLines, bookingOrders, customers, facilities, reservations, resourceGroups } from "@/db/schema";
import { toLocal } from "@/lib/time-booking/compute-slots";
import { ORDER_DELIVERED_STATUS } from "@/lib/time-booking/make-reservation";
import type { ReDestinationBooking, ReDestinationLine } from "./schemas";

/**
 * The line's row version: PostgreSQL's transaction id of the row's last change (`xmin`), as text.
 * Any update of the line (by a re-destination, the ERP sync or anyone else) changes it.
 */
export const lineVersion = sql<string>`${bookingOrderLines}.xmin::text`;

/** The conditions a line must meet to be re-destined. */
export function eligibleLine(): SQL {
  return and(
    eq(bookingOrders.kind, "purchase"),
    eq(bookingOrderLines.deliveryAssuranceConfirmed, true),
    isNotNull(bookingOrderLines.deliveryDate),
    isNotNull(bookingOrderLines.warehouse),
    lt(bookingOrderLines.status, ORDER_DELIVERED_STATUS),
    lt(bookingOrders.status, ORDER_DELIVERED_STATUS),
  )!;
}

export interface LineRow {
  lineId: number;
  version: string;
  orderId: number;
  orderKind: string;
  orderStatus: number;
  orderNumber: string;
  lineNumber: number;
  customerId: number;
  customerNumber: string;
  customerName: string;
  itemNumber: string | null;
  articleName: string | null;
  sort: string | null;
  quantityKg: number;
  deliveryDate: string | null;
  lineStatus: number;
  confirmed: boolean;
  warehouse: string | null;
  warehouseName: string | null;
  market: string | null;
  timeZone: string | null;
}

/** Reads lines (joined with order, customer, facility of the line's warehouse and article). */
export async function selectLines(db: DbOrTx, where: SQL | undefined): Promise<LineRow[]> {
  return db
    .select({
      lineId: bookingOrderLines.id,
      version: lineVersion,
      orderId: bookingOrders.id,
      orderKind: bookingOrders.kind,
      orderStatus: bookingOrders.status,
      orderNumber: bookingOrders.orderNumber,
      lineNumber: bookingOrderLines.lineNumber,
      customerId: customers.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      itemNumber: bookingOrderLines.itemNumber,
      articleName: articles.name,
      sort: bookingOrderLines.sort,
      quantityKg: bookingOrderLines.quantityKg,
      deliveryDate: bookingOrderLines.deliveryDate,
      lineStatus: bookingOrderLines.status,
      confirmed: bookingOrderLines.deliveryAssuranceConfirmed,
      warehouse: bookingOrderLines.warehouse,
      warehouseName: facilities.name,
      market: facilities.market,
      timeZone: facilities.timeZone,
    })
    .from(bookingOrderLines)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderLines.orderId))
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .leftJoin(facilities, eq(facilities.code, bookingOrderLines.warehouse))
    .leftJoin(articles, and(eq(articles.itemNumber, bookingOrderLines.itemNumber), eq(articles.market, facilities.market)))
    .where(where)
    .orderBy(asc(bookingOrderLines.deliveryDate), asc(bookingOrders.orderNumber), asc(bookingOrderLines.lineNumber));
}

/** Whether a read line may still be re-destined (the SQL `eligibleLine()` in code). */
export function isEligible(l: LineRow): boolean {
  return (
    l.orderKind === "purchase" &&
    l.confirmed &&
    l.deliveryDate !== null &&
    l.warehouse !== null &&
    l.lineStatus < ORDER_DELIVERED_STATUS &&
    l.orderStatus < ORDER_DELIVERED_STATUS
  );
}

export interface LineBooking extends ReDestinationBooking {
  orderId: number;
  lineNumber: number | null;
}

/**
 * Upcoming (booked, not yet started) time bookings of the orders, with local times at their
 * facility. A booking belongs to a line when it names the line, or names no line (the whole order).
 */
export async function upcomingBookings(db: DbOrTx, orderIds: number[], now: Date, opts: { lock?: boolean } = {}): Promise<LineBooking[]> {
  if (!orderIds.length) return [];
  const q = db
    .select({ r: reservations, groupName: resourceGroups.display, timeZone: facilities.timeZone })
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(and(inArray(reservations.bookingOrderId, orderIds), eq(reservations.status, "booked"), gt(reservations.startsAt, now)))
    .orderBy(asc(reservations.id));
  const rows = opts.lock ? await q.for("update", { of: reservations }) : await q;
  return rows.map(({ r, groupName, timeZone }) => {
    const from = toLocal(r.startsAt, timeZone);
    return {
      reservationId: r.id,
      orderId: r.bookingOrderId!,
      lineNumber: r.lineNumber,
      date: from.date,
      from: from.time,
      to: toLocal(r.endsAt, timeZone).time,
      resourceGroupName: groupName,
    };
  });
}

export const bookingsOfLine = (bookings: LineBooking[], l: { orderId: number; lineNumber: number }): LineBooking[] =>
  bookings.filter((b) => b.orderId === l.orderId && (b.lineNumber === null || b.lineNumber === l.lineNumber));

export const toBooking = ({ reservationId, date, from, to, resourceGroupName }: LineBooking): ReDestinationBooking => ({
  reservationId,
  date,
  from,
  to,
  resourceGroupName,
});

export function toLine(l: LineRow, bookings: number): ReDestinationLine {
  return {
    lineId: l.lineId,
    version: l.version,
    orderNumber: l.orderNumber,
    lineNumber: l.lineNumber,
    customerNumber: l.customerNumber,
    customerName: l.customerName,
    itemNumber: l.itemNumber,
    articleName: l.articleName,
    sort: l.sort,
    quantityKg: l.quantityKg,
    quantityTons: l.quantityKg / 1000,
    deliveryDate: l.deliveryDate ?? "",
    warehouse: l.warehouse ?? "",
    warehouseName: l.warehouseName ?? l.warehouse ?? "",
    bookings,
  };
}
