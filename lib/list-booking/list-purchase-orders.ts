/**
 * The purchase orders of the list-booking page (spec 2 §2 "Purchase orders are listed through a
 * link carrying the query parameter ion"): without `ioNumber`, the purchase orders of the customer
 * in play and its sub-customers (newest first); with `ioNumber`, that one order. Each order comes
 * with its lines (BookingOrder fields, quantity in kg and tons), the line's bookings (not
 * cancelled) and whether a time may be booked for it now — with the time booking's rules: a
 * delivered order, an active booking on the purchase order, or a missing delivery assurance
 * (below status 40) block it; otherwise `BookingUrl` links to the time booking.
 *
 * Scope: a customer number must be one the actor may use (403); one order by number may be read
 * by internal staff and transporters (they book for any customer, as in the reference search) and
 * by users of the order's customer (403 otherwise; 404 when no such purchase order exists).
 * Only orders at the request market's facilities (another market's is 404), and each line's
 * bookings as lib/logistics-access shows them (decision 019): a transporter reading another
 * customer's order sees its own bookings in full and the others only as taken time.
 */
import "server-only";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingOrders, customers, facilities, reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { canAccessCustomer, resolveCustomerNumber } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import type { Market } from "@/lib/market";
import { loadReservationDtos, type ReservationDto } from "@/lib/time-booking/booking-dto";
import { booksForAnyCustomer } from "@/lib/time-booking/booking-customer";
import { ORDER_DELIVERED_STATUS, PO_UNBLOCKED_STATUS } from "@/lib/time-booking/make-reservation";
import { customerAndSubIds } from "./booking-visibility";
import { printLineOf } from "./booking-attention";
import { listOrderLinesWithArticles } from "./list-order-lines";

/** At most this many orders in the list (newest first). */
export const MAX_PURCHASE_ORDERS = 50;

export const BLOCK_REASON = {
  delivered: "listBooking.orders.delivered",
  hasBooking: "listBooking.orders.hasBooking",
  noDeliveryAssurance: "listBooking.orders.noDeliveryAssurance",
} as const;

export interface PurchaseOrderLineView {
  Linenumber: number;
  ItemNumber: string | null;
  ItemName: string | null;
  /** kg */
  Quantity: number;
  QuantityTons: number;
  DeliveryDate: string | null;
  Status: number;
  Torkat: boolean;
  Sort: string | null;
  Warehouse: string | null;
  DeliveryAssuranceConfirmed: boolean;
  Bookings: ReservationDto[];
  CanBook: boolean;
  /** why no time can be booked (a `listBooking.orders.` key), null when it can */
  BlockReason: string | null;
  /** /logistik/tidsbokning?ion=…&line=… when a time can be booked */
  BookingUrl: string | null;
}

export interface PurchaseOrderView {
  ioNumber: string;
  CustomerNo: string;
  CustomerName: string;
  Warehouse: string;
  FacilityName: string;
  Status: number;
  IsDelivered: boolean;
  Lines: PurchaseOrderLineView[];
}

export interface ListPurchaseOrdersReply {
  CustomerNo: string | null;
  Orders: PurchaseOrderView[];
}

export const bookingUrl = (ioNumber: string, lineNumber: number) =>
  `/logistik/tidsbokning?ion=${encodeURIComponent(ioNumber)}&line=${lineNumber}`;

export async function listPurchaseOrders(
  db: DbOrTx,
  {
    actor,
    market,
    customerNumber,
    ioNumber,
    now = new Date(),
  }: { actor: Actor; market: Market; customerNumber?: string | null; ioNumber?: string | null; now?: Date },
): Promise<ListPurchaseOrdersReply> {
  const head = {
    id: bookingOrders.id,
    orderNumber: bookingOrders.orderNumber,
    status: bookingOrders.status,
    customerNo: customers.customerNumber,
    customerName: customers.name,
    market: customers.market,
    warehouse: facilities.code,
    facilityName: facilities.name,
  };
  let customerNo: string | null = null;
  let orders: {
    id: number;
    orderNumber: string;
    status: number;
    customerNo: string;
    customerName: string;
    market: string;
    warehouse: string;
    facilityName: string;
  }[];
  if (ioNumber) {
    orders = await db
      .select(head)
      .from(bookingOrders)
      .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
      .innerJoin(facilities, eq(facilities.id, bookingOrders.facilityId))
      .where(and(eq(bookingOrders.kind, "purchase"), eq(bookingOrders.orderNumber, ioNumber), eq(facilities.market, market)));
    const [order] = orders;
    if (!order) throw new AppError("NOT_FOUND", "listBooking.orders.notFound");
    if (!booksForAnyCustomer(actor) && !(await canAccessCustomer(db, actor, order.customerNo))) throw new AppError("FORBIDDEN");
    customerNo = order.customerNo;
  } else {
    customerNo = await resolveCustomerNumber(db, actor, customerNumber);
    orders = await db
      .select(head)
      .from(bookingOrders)
      .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
      .innerJoin(facilities, eq(facilities.id, bookingOrders.facilityId))
      .where(
        and(
          eq(bookingOrders.kind, "purchase"),
          eq(facilities.market, market),
          sql`${bookingOrders.customerId} in ${customerAndSubIds(customerNo)}`,
        ),
      )
      .orderBy(desc(bookingOrders.orderNumber))
      .limit(MAX_PURCHASE_ORDERS);
  }
  if (!orders.length) return { CustomerNo: customerNo, Orders: [] };

  const ids = orders.map((o) => o.id);
  const lines = await listOrderLinesWithArticles(db, ids);
  const booked = await db
    .select({ id: reservations.id, orderId: reservations.bookingOrderId, lineNumber: reservations.lineNumber, status: reservations.status })
    .from(reservations)
    .where(and(inArray(reservations.bookingOrderId, ids), ne(reservations.status, "cancelled")));
  const access = await loadLogisticsAccess(db, actor, market);
  const dtos = booked.length
    ? await loadReservationDtos(
        db,
        access,
        inArray(
          reservations.id,
          booked.map((b) => b.id),
        ),
        now,
      )
    : [];
  const dtoById = new Map(dtos.map((d) => [d.ReservationId, d]));

  return {
    CustomerNo: customerNo,
    Orders: orders.map((o): PurchaseOrderView => {
      const own = lines.filter((l) => l.line.orderId === o.id);
      const lineNumbers = own.map((l) => l.line.lineNumber);
      const onOrder = booked.filter((b) => b.orderId === o.id);
      // an active booking blocks a new one (MakeReservation refuses while any booking of the order is booked)
      const activeBooking = onOrder.some((b) => b.status === "booked");
      const delivered = o.status >= ORDER_DELIVERED_STATUS;
      return {
        ioNumber: o.orderNumber,
        CustomerNo: o.customerNo,
        CustomerName: o.customerName,
        Warehouse: o.warehouse,
        FacilityName: o.facilityName,
        Status: o.status,
        IsDelivered: delivered,
        Lines: own.map(({ line: l, itemName }): PurchaseOrderLineView => {
          const reason =
            delivered || l.status >= ORDER_DELIVERED_STATUS
              ? BLOCK_REASON.delivered
              : activeBooking
                ? BLOCK_REASON.hasBooking
                : o.status < PO_UNBLOCKED_STATUS && l.itemNumber && !l.deliveryAssuranceConfirmed
                  ? BLOCK_REASON.noDeliveryAssurance
                  : null;
          const bookings = onOrder
            .filter((b) => printLineOf(b.lineNumber, lineNumbers) === l.lineNumber)
            .map((b) => dtoById.get(b.id))
            .filter((d): d is ReservationDto => Boolean(d));
          return {
            Linenumber: l.lineNumber,
            ItemNumber: l.itemNumber,
            ItemName: itemName ?? null,
            Quantity: l.quantityKg,
            QuantityTons: l.quantityKg / 1000,
            DeliveryDate: l.deliveryDate,
            Status: l.status,
            Torkat: l.torkat,
            Sort: l.sort,
            Warehouse: l.warehouse,
            DeliveryAssuranceConfirmed: l.deliveryAssuranceConfirmed,
            Bookings: bookings,
            CanBook: reason === null,
            BlockReason: reason,
            BookingUrl: reason === null ? bookingUrl(o.orderNumber, l.lineNumber) : null,
          };
        }),
      };
    }),
  };
}
