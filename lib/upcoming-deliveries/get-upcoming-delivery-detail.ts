/**
 * The detail of one delivery (spec 1 §7 GET /api/upcoming-deliveries/get-detail). The line is read
 * again by orderNo and orderLine and checked against the actor's customer scope; the other query
 * parameters are the slide's display values and are never used. 404 when no such line exists, 403
 * when it belongs to a customer the actor may not see. The reply carries the line's bookings (the
 * time booking's Reservation, booked or delivered) and, for a purchase order that can still be
 * booked, the time booking page for the line. Only orders at the request market's facilities
 * (another market's line is 404), and the bookings as lib/logistics-access shows them (decision 019).
 */
import "server-only";
import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, bookingOrderLines, bookingOrders, customers, reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { canAccessCustomer } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import type { Market } from "@/lib/market";
import { loadReservationDtos } from "@/lib/time-booking/booking-dto";
import { ORDER_DELIVERED_STATUS } from "@/lib/time-booking/make-reservation";
import { articleJoin, deliveryColumns, lineWarehouse, orderFacility, toUpcomingDelivery } from "./delivery-columns";
import type { TUpcomingDeliveryDetail } from "./schemas";

/** The time booking page per market (seed/data.ts PAGE_ROWS 1301, 2301). */
export const TIME_BOOKING_PATH = { se: "/logistik/tidsbokning", fi: "/logistiikka/ajanvaraus" } as const;

const KIND_ORDER = ["purchase", "customer", "distribution", "shipment"];

export async function getUpcomingDeliveryDetail(
  db: DbOrTx,
  { actor, market, orderNo, orderLine, now = new Date() }: { actor: Actor; market: Market; orderNo: string; orderLine: number; now?: Date },
): Promise<TUpcomingDeliveryDetail> {
  const found = await db
    .select({ ...deliveryColumns, customerNumber: customers.customerNumber, customerName: customers.name })
    .from(bookingOrderLines)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderLines.orderId))
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .innerJoin(orderFacility, eq(orderFacility.id, bookingOrders.facilityId))
    .leftJoin(lineWarehouse, eq(lineWarehouse.code, bookingOrderLines.warehouse))
    .leftJoin(articles, articleJoin)
    .where(and(eq(bookingOrders.orderNumber, orderNo), eq(bookingOrderLines.lineNumber, orderLine), eq(orderFacility.market, market)))
    .orderBy(asc(bookingOrders.id));
  if (found.length === 0) throw new AppError("NOT_FOUND", "transport.upcoming.errors.notFound");
  // an order number is unique per kind: take the first (purchase, customer, distribution, shipment) the actor may see
  found.sort((a, b) => KIND_ORDER.indexOf(a.order.kind) - KIND_ORDER.indexOf(b.order.kind));
  let r: (typeof found)[number] | undefined;
  for (const candidate of found) {
    if (await canAccessCustomer(db, actor, candidate.customerNumber)) {
      r = candidate;
      break;
    }
  }
  if (!r) throw new AppError("FORBIDDEN");

  const bookings = await loadReservationDtos(
    db,
    await loadLogisticsAccess(db, actor, market),
    and(
      eq(reservations.bookingOrderId, r.order.id),
      or(eq(reservations.lineNumber, r.line.lineNumber), isNull(reservations.lineNumber)),
      ne(reservations.status, "cancelled"),
    ),
    now,
  );
  const delivered = r.order.status >= ORDER_DELIVERED_STATUS || r.line.status >= ORDER_DELIVERED_STATUS;
  const hasActiveBooking = bookings.some((b) => b.IsBooked);
  const bookingUrl =
    r.order.kind === "purchase" && !delivered && !hasActiveBooking
      ? `${TIME_BOOKING_PATH[market]}?${new URLSearchParams({ ion: r.order.orderNumber, line: String(r.line.lineNumber) }).toString()}`
      : null;

  return {
    ...toUpcomingDelivery(r),
    customerNumber: r.customerNumber,
    customerName: r.customerName,
    quantityKg: r.line.quantityKg,
    status: r.line.status,
    torkat: r.line.torkat,
    sort: r.line.sort,
    deliveryAssuranceConfirmed: r.line.deliveryAssuranceConfirmed,
    bookings: bookings.map((b) => ({
      ReservationId: b.ReservationId,
      ReservationDate: b.ReservationDate,
      From: b.From,
      To: b.To,
      ResourceGroupName: b.ResourceGroupName,
      LicensePlateNo: b.LicensePlateNo,
      IsBooked: b.IsBooked,
      Editable: b.Editable,
    })),
    bookingUrl,
  };
}
