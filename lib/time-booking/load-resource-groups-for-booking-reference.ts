/**
 * LoadResourceGroupsForBookingReference (spec 1 §7; §4 reference types and search statuses):
 * bookingReference, referenceType, warehouseId, loading → the resource groups to choose from
 * (`Resource`), the reference's search status and, for an order, its lines (BookingOrder).
 *
 * - NotFound: no such order / customer ('Referens kunde ej hittas.'); nothing to choose.
 * - Delivered: the order's status is 75 or above ('Leverans är redan genomförd.'); nothing to choose.
 * - ReservationExists: a purchase order with an active booking; nothing to choose, the bookings
 *   are listed (MakeReservation refuses a second one with the same text).
 * - Unplanned: bookable. A purchase order below status 40 with an item but no confirmed delivery
 *   assurance is refused ('Obs!' + text, IsBookingAllowed false).
 * Purchase orders always unload; a customer number and the other orders default to loading.
 * External customers get the order's facility only; staff and transporters every facility of
 * the market (narrowed by warehouseId), the order's facility selected.
 *
 * Only the request's market (another market's order or customer is NotFound), and the listed
 * bookings through lib/logistics-access (decision 019): a transporter sees the bookings it owns in
 * full and the others of a customer or order only as taken time with the customer's name;
 * Editable/UserCanChange are the change calls' own rule.
 */
import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { reservations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import type { Market } from "@/lib/market";
import {
  loadReservationDtos,
  toBookingOrderDto,
  toResourceGroupDto,
  type BookingOrderDto,
  type ReservationDto,
  type ResourceGroupDto,
} from "./booking-dto";
import { booksForAnyCustomer } from "./booking-customer";
import { findBookingReference, isBlockedPurchaseOrder, isDelivered, isDemoCustomerName, REFERENCE_TYPE } from "./booking-reference";
import { listResourceGroups } from "./list-resource-groups";
import { TB } from "./messages";
import type { TLoadResourceGroupsForBookingReferenceRequest } from "./schemas";

export const SEARCH_STATUS = {
  notFound: "NotFound",
  unplanned: "Unplanned",
  delivered: "Delivered",
  reservationExists: "ReservationExists",
} as const;
export type SearchStatus = (typeof SEARCH_STATUS)[keyof typeof SEARCH_STATUS];

export interface LoadResourceGroupsReply {
  Resource: ResourceGroupDto[];
  SearchStatus: SearchStatus;
  /** dialog title and text for the status (null when bookable) */
  Title: string | null;
  Message: string | null;
  IsBookingAllowed: boolean;
  /** true: loading, false: unloading */
  Loading: boolean;
  /** the load/unload choice is fixed (purchase order: unloading) */
  LoadingLocked: boolean;
  CustomerNo: string | null;
  CustomerName: string | null;
  IsDemoCustomer: boolean;
  Orders: BookingOrderDto[];
  Reservations: ReservationDto[];
}

export async function loadResourceGroupsForBookingReference(
  db: DbOrTx,
  {
    actor,
    market,
    input,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TLoadResourceGroupsForBookingReferenceRequest; now?: Date },
): Promise<LoadResourceGroupsReply> {
  const isPurchase = input.referenceType === REFERENCE_TYPE.purchaseOrder;
  const loading = isPurchase ? false : (input.loading ?? true);
  const base: LoadResourceGroupsReply = {
    Resource: [],
    SearchStatus: SEARCH_STATUS.notFound,
    Title: TB.errorTitle,
    Message: TB.referenceNotFound,
    IsBookingAllowed: false,
    Loading: loading,
    LoadingLocked: isPurchase,
    CustomerNo: null,
    CustomerName: null,
    IsDemoCustomer: false,
    Orders: [],
    Reservations: [],
  };
  const found = await findBookingReference(db, actor, market, input.referenceType, input.bookingReference);
  if (!found) return base;
  const access = await loadLogisticsAccess(db, actor, market);
  const who = {
    CustomerNo: found.customer.customerNumber,
    CustomerName: found.customer.name,
    IsDemoCustomer: isDemoCustomerName(found.customer.name),
  };

  if (found.type === "customer") {
    const groups = await listResourceGroups(db, { market, facility: input.warehouseId, loading });
    const upcoming = await loadReservationDtos(
      db,
      access,
      and(eq(reservations.customerId, found.customer.id), eq(reservations.status, "booked"), gt(reservations.endsAt, now)),
      now,
    );
    return {
      ...base,
      ...who,
      SearchStatus: SEARCH_STATUS.unplanned,
      Title: null,
      Message: null,
      IsBookingAllowed: true,
      Resource: groups.map((g, i) => toResourceGroupDto(g, i === 0)),
      Reservations: upcoming,
    };
  }

  const { order, lines, facility } = found;
  const withOrder = { ...base, ...who, Orders: lines.map(toBookingOrderDto) };
  if (isDelivered(order)) return { ...withOrder, SearchStatus: SEARCH_STATUS.delivered, Message: TB.alreadyDelivered };
  const existing = await loadReservationDtos(
    db,
    access,
    and(eq(reservations.bookingOrderId, order.id), eq(reservations.status, "booked"), gt(reservations.endsAt, now)),
    now,
  );
  if (isPurchase && existing.length) {
    return {
      ...withOrder,
      SearchStatus: SEARCH_STATUS.reservationExists,
      Title: TB.obs,
      Message: TB.existingBooking,
      Reservations: existing,
    };
  }
  if (isBlockedPurchaseOrder(order, lines)) {
    return { ...withOrder, SearchStatus: SEARCH_STATUS.unplanned, Title: TB.obs, Message: TB.noDeliveryAssurance };
  }
  const groups = booksForAnyCustomer(actor)
    ? await listResourceGroups(db, { market, facility: input.warehouseId, loading })
    : await listResourceGroups(db, { market, facilityId: facility.id, loading });
  const selected = groups.find((g) => g.facilityId === facility.id) ?? groups[0];
  return {
    ...withOrder,
    SearchStatus: SEARCH_STATUS.unplanned,
    Title: null,
    Message: null,
    IsBookingAllowed: true,
    Resource: groups.map((g) => toResourceGroupDto(g, g.id === selected?.id)),
    Reservations: existing,
  };
}
