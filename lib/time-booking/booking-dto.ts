/** Reply shapes of the time booking (spec 1 §3 Reservation, BookingOrder, Resource group). */
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { facilities, reservations, resourceGroups, type BookingOrderLine, type ResourceGroup } from "@/db/schema";
import { toLocal } from "./compute-slots";

export interface ResourceGroupDto {
  Value: number;
  /** the group's code, e.g. "SKA-L" */
  Code: string;
  Display: string;
  IsSelected: boolean;
  RegNoMandatory: boolean;
  AllowedReservations: number;
  M3Id: string | null;
  IsLoading: boolean;
  WarehouseId: number;
}

export const toResourceGroupDto = (g: ResourceGroup, selected: boolean): ResourceGroupDto => ({
  Value: g.id, Code: g.value, Display: g.display, IsSelected: selected, RegNoMandatory: g.regNoMandatory,
  AllowedReservations: g.allowedReservations, M3Id: g.m3Id, IsLoading: g.isLoading, WarehouseId: g.facilityId,
});

export interface BookingOrderDto {
  /** kg */
  Quantity: number;
  /** Quantity ÷ 1000 (spec 1 §9) */
  QuantityTons: number;
  DeliveryDate: string | null;
  Status: number;
  ItemNumber: string | null;
  Torkat: boolean;
  Sort: string | null;
  Warehouse: string | null;
  Linenumber: number;
  DeliveryAssuranceConfirmed: boolean;
}

export const toBookingOrderDto = (l: BookingOrderLine): BookingOrderDto => ({
  Quantity: l.quantityKg, QuantityTons: l.quantityKg / 1000, DeliveryDate: l.deliveryDate, Status: l.status, ItemNumber: l.itemNumber,
  Torkat: l.torkat, Sort: l.sort, Warehouse: l.warehouse, Linenumber: l.lineNumber, DeliveryAssuranceConfirmed: l.deliveryAssuranceConfirmed,
});

export interface ReservationDto {
  ReservationId: number;
  DeliveryNo: string | null;
  Owner: string;
  CustomerNo: string;
  CustomerName: string;
  LicensePlateNo: string | null;
  MobileNo: string | null;
  Note: string | null;
  Email: string | null;
  ReminderInMinutesBefore: number | null;
  /** local yyyy-MM-dd of the facility */
  ReservationDate: string;
  /** local HH:mm */
  From: string;
  To: string;
  ResourceGroupId: number;
  ResourceGroupName: string;
  IsLoading: boolean;
  /** booked and not yet started */
  Editable: boolean;
  IsBooked: boolean;
  /** tons */
  Qty: number;
  Unit: string;
  KontraktArtikel: string | null;
  UserCanChange: boolean;
  DateRegistered: string;
}

/** Reservations matching `where`, in time order, as the spec's Reservation. */
export async function loadReservationDtos(db: DbOrTx, where: SQL | undefined, now: Date = new Date()): Promise<ReservationDto[]> {
  const rows = await db
    .select({ r: reservations, groupName: resourceGroups.display, timeZone: facilities.timeZone })
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(and(where))
    .orderBy(asc(reservations.startsAt), asc(reservations.id));
  return rows.map(({ r, groupName, timeZone }) => {
    const from = toLocal(r.startsAt, timeZone);
    const editable = r.status === "booked" && r.startsAt.getTime() > now.getTime();
    return {
      ReservationId: r.id, DeliveryNo: r.deliveryNo, Owner: r.owner, CustomerNo: r.customerNo, CustomerName: r.customerName,
      LicensePlateNo: r.licensePlateNo, MobileNo: r.mobileNo, Note: r.note, Email: r.email, ReminderInMinutesBefore: r.reminderInMinutesBefore,
      ReservationDate: from.date, From: from.time, To: toLocal(r.endsAt, timeZone).time, ResourceGroupId: r.resourceGroupId, ResourceGroupName: groupName,
      IsLoading: r.isLoading, Editable: editable, IsBooked: r.status === "booked", Qty: r.qtyKg / 1000, Unit: r.unit, KontraktArtikel: r.itemNumber,
      UserCanChange: editable, DateRegistered: r.createdAt.toISOString(),
    };
  });
}
