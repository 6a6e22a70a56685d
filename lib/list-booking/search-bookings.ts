/**
 * SearchBookings (spec 2 §7 "List booking and booking changes"): ResourceGroupId, FromDate,
 * ToDate, RegNo, CustomerNo, IsInternal and the (mostly empty) reference fields → the bookings
 * (spec 1 §3 Reservation, via lib/time-booking/booking-dto.ts) of the request market's facilities
 * that start within the local days FromDate..ToDate, in time order, each with
 * - `Status` 200, or 500 with an `ErrorMessage` when it needs attention (./booking-attention.ts);
 * - the order it was booked on (`ioNumber`, `lineNumber`, `OrderType`) for print and move;
 * - `Editable`/`UserCanChange` only where the actor may change it (the time booking's rule).
 *
 * Who sees what: the bookings the actor sees in full (lib/logistics-access, decision 019: staff
 * all of the market; transporters what they own or made and their own customers'; external users
 * their customers' and those where one of them is Owner). The customer: external customers search their own
 * customer (default the customer in play; another customer's number is 403) and its
 * sub-customers; transporters and staff any customer, staff by default the customer they act for.
 * `IsInternal` from the client grants nothing. Cancelled bookings are not listed.
 *
 * Speed: the dates bound `starts_at` (indexes `reservations_starts_at_idx`,
 * `reservations_group_time_idx`, `reservations_customer_idx`, `reservations_owner_time_idx`), the
 * range is at most 31 days and the reply at most 500 bookings (`Truncated` when there were more).
 */
import "server-only";
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { DbOrTx } from "@/db";
import { bookingOrderLines, bookingOrders, facilities, reservations, resourceGroups, type OrderKind } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import { MARKETS, type Market } from "@/lib/market";
import { RESERVATION_DTO_COLUMNS, toReservationDto, type ReservationDto } from "@/lib/time-booking/booking-dto";
import { addDays, localInstant } from "@/lib/time-booking/compute-slots";
import { fullBookingCondition } from "@/lib/logistics-access/booking-conditions";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { bookingAttention, printLineOf, type AttentionOrder } from "./booking-attention";
import { customerReservations } from "./booking-visibility";
import { MAX_SEARCH_RESULTS, type TSearchBookingsRequest } from "./schemas";

export interface SearchBookingItem extends ReservationDto {
  /** 200 normal; 500 needs attention (ErrorMessage says why) */
  Status: 200 | 500;
  ErrorMessage: string | null;
  /** the order number the booking was made on (purchase order: inköpsordernummer), null when booked by customer number */
  ioNumber: string | null;
  /** the order line it is printed under */
  lineNumber: number | null;
  OrderType: OrderKind | null;
  /** the facility (warehouse) code and name */
  Warehouse: string;
  FacilityName: string;
  /** = DateRegistered, under the name DeleteReservation takes (the list holds full bookings only: never null) */
  dateRegistered: string | null;
}

export interface SearchBookingsReply {
  Reservations: SearchBookingItem[];
  /** more bookings matched than the reply holds: narrow the search */
  Truncated: boolean;
  /** the customer the list is narrowed to (external customers: always theirs) */
  CustomerNo: string | null;
}

/** The columns of a found booking: the DTO's row, its order line, and its facility (code and name). */
const FOUND_FIELDS = {
  ...RESERVATION_DTO_COLUMNS,
  bookingOrderId: reservations.bookingOrderId,
  lineNumber: reservations.lineNumber,
  warehouse: facilities.code,
  facilityName: facilities.name,
};
type FoundRow = SelectResultFields<typeof FOUND_FIELDS>;
/** `select "reservations"."id" as "id", …`: each column under its field's name. */
const FOUND_COLUMNS = sql.join(
  Object.entries(FOUND_FIELDS).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);
/** A timestamptz as the driver gives it to drizzle's sessions (text), or already a Date. */
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const isExternal = (actor: Actor) => !actor.roles.internal && !actor.roles.transporter;

/** The customer the search is narrowed to; 403 for an external user's foreign number. */
async function searchCustomer(db: DbOrTx, actor: Actor, requested: string | undefined): Promise<string | null> {
  if (isExternal(actor)) {
    const number = requested ?? actor.activeCustomerNumber;
    if (!number) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
    await requireCustomerAccess(db, actor, number);
    return number;
  }
  if (requested) return requested;
  return actor.roles.internal ? actor.actingCustomerNumber : null;
}

export async function searchBookings(
  db: DbOrTx,
  {
    actor,
    input,
    market,
    now = new Date(),
    limit = MAX_SEARCH_RESULTS,
  }: {
    actor: Actor;
    input: TSearchBookingsRequest;
    market: Market;
    now?: Date;
    limit?: number;
  },
): Promise<SearchBookingsReply> {
  const customerNo = await searchCustomer(db, actor, input.CustomerNo);
  const access = await loadLogisticsAccess(db, actor, market);
  const tz = MARKETS[market].timeZone;
  const conds: (SQL | undefined)[] = [
    gte(reservations.startsAt, localInstant(input.FromDate, 0, tz)),
    lt(reservations.startsAt, localInstant(addDays(input.ToDate, 1), 0, tz)),
    inArray(reservations.status, ["booked", "delivered"]),
    eq(facilities.market, market),
    fullBookingCondition(access),
    customerNo ? customerReservations(actor, customerNo) : undefined,
  ];
  if (input.ResourceGroupId) conds.push(eq(reservations.resourceGroupId, input.ResourceGroupId));
  if (input.RegNo) {
    const plate = input.RegNo.replace(/[ -]/g, "").toUpperCase();
    conds.push(sql`upper(replace(replace(coalesce(${reservations.licensePlateNo}, ''), ' ', ''), '-', '')) like ${`%${plate}%`}`);
  }
  if (input.BookingReference) conds.push(eq(reservations.searchValue, input.BookingReference));
  if (input.ReferenceType) conds.push(eq(reservations.searchType, input.ReferenceType));

  // one statement for the bookings and their DTO columns (decision 109: not ids first and then up to
  // 500 ids as parameters); fullBookingCondition is within the DTO's visibility, so every row is 'full'.
  // Its rows come as pg's objects, named as the DTO's row: drizzle's mapping of 383 rows × 30 columns
  // (an `is()` check per value) was ≈ 2 ms of the call (decision 118); only the timestamps are parsed here.
  const { rows: found } = await db.execute<FoundRow>(sql`
    select ${FOUND_COLUMNS}
    from ${reservations}
    inner join ${resourceGroups} on ${resourceGroups.id} = ${reservations.resourceGroupId}
    inner join ${facilities} on ${facilities.id} = ${resourceGroups.facilityId}
    where ${and(...conds)}
    order by ${reservations.startsAt}, ${reservations.id}
    limit ${limit + 1}`);
  for (const r of found) {
    r.startsAt = asDate(r.startsAt);
    r.endsAt = asDate(r.endsAt);
    r.createdAt = asDate(r.createdAt);
  }
  const truncated = found.length > limit;
  const rows = found.slice(0, limit);
  if (!rows.length) return { Reservations: [], Truncated: false, CustomerNo: customerNo };

  const orders = await loadOrders(db, [...new Set(rows.map((r) => r.bookingOrderId).filter((id): id is number => id !== null))]);
  const items: SearchBookingItem[] = [];
  for (const r of rows) {
    const dto = toReservationDto(access, r, now);
    if (!dto) continue;
    const order = r.bookingOrderId !== null ? (orders.get(r.bookingOrderId) ?? null) : null;
    const attention = bookingAttention({ status: r.status, endsAt: r.endsAt, lineNumber: r.lineNumber }, order, now);
    // into the fresh DTO, not `{ ...dto, … }` (a spread plus properties costs ~10 µs per object: see booking-dto.ts)
    items.push(
      Object.assign(dto, {
        Status: attention ? (500 as const) : (200 as const),
        ErrorMessage: attention ?? null, // a message key: the call's output schema renders it (message())
        ioNumber: order?.orderNumber ?? null,
        lineNumber: order
          ? printLineOf(
              r.lineNumber,
              order.lines.map((l) => l.lineNumber),
            )
          : null,
        OrderType: (order?.kind as OrderKind | undefined) ?? null,
        Warehouse: r.warehouse,
        FacilityName: r.facilityName,
        dateRegistered: dto.DateRegistered,
      }),
    );
  }
  return { Reservations: items, Truncated: truncated, CustomerNo: customerNo };
}

async function loadOrders(db: DbOrTx, ids: number[]): Promise<Map<number, AttentionOrder & { orderNumber: string }>> {
  const out = new Map<number, AttentionOrder & { orderNumber: string }>();
  if (!ids.length) return out;
  const orders = await db
    .select({ id: bookingOrders.id, kind: bookingOrders.kind, status: bookingOrders.status, orderNumber: bookingOrders.orderNumber })
    .from(bookingOrders)
    .where(sql`${bookingOrders.id} = any(${sql.param(ids)}::int[])`);
  for (const o of orders) out.set(o.id, { kind: o.kind, status: o.status, orderNumber: o.orderNumber, lines: [] });
  const lines = await db
    .select({
      orderId: bookingOrderLines.orderId,
      lineNumber: bookingOrderLines.lineNumber,
      itemNumber: bookingOrderLines.itemNumber,
      status: bookingOrderLines.status,
      deliveryAssuranceConfirmed: bookingOrderLines.deliveryAssuranceConfirmed,
    })
    .from(bookingOrderLines)
    .where(sql`${bookingOrderLines.orderId} = any(${sql.param(ids)}::int[])`)
    .orderBy(asc(bookingOrderLines.lineNumber));
  for (const { orderId, ...l } of lines) out.get(orderId)?.lines.push(l);
  return out;
}
