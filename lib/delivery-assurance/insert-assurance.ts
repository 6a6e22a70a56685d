/**
 * Writes one delivery assurance and the purchase order it produces (used by the save call and by
 * seed/delivery-assurance.ts; relative imports so the seed script can load it):
 * - a new io number from `delivery_assurance_io_seq` (4550000001–4599999999, above the ERP's own
 *   45001xxxxx purchase orders, never reused);
 * - booking_orders kind 'purchase', status 20 (registered), at the warehouse's facility;
 * - one line, number 10, quantity in kg, item, date, dried, sort, warehouse and
 *   DeliveryAssuranceConfirmed — which lets time booking accept the order (decision 011);
 * - the assurance row pointing at both.
 * Run it inside the caller's transaction.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db";
import { bookingOrderLines, bookingOrders, deliveryAssurances } from "../../db/schema";

/** Status of a new purchase order and its line (registered, below the unblocked 40). */
export const NEW_ORDER_STATUS = 20;
/** The line number of an assurance's purchase order line (ERP lines step by 10). */
export const ASSURANCE_LINE_NUMBER = 10;

export interface AssuranceValues {
  customerId: number;
  market: string;
  createdByUserId: number | null;
  itemNumber: string;
  sort: string | null;
  harvestYear: number;
  quantityTons: number;
  torkat: boolean;
  red: boolean;
  straforkortat: boolean;
  glyfosat: boolean | null;
  slam: boolean;
  deliveryType: "Spon" | "Depa";
  depaAgreementId: number | null;
  deliveryAddressId: number;
  transportation: string;
  lorryType: string | null;
  nightLoading: boolean | null;
  loadingHeight: boolean | null;
  deliveryDate: string;
  warehouse: string | null;
  otherInfo: string | null;
  idempotencyKey: string | null;
}

export async function insertAssurance(
  tx: Tx,
  v: AssuranceValues,
  facility: { id: number; code: string },
): Promise<{ id: number; ioNumber: string; lineNumber: number }> {
  const { rows } = await tx.execute<{ io: string }>(sql`select nextval('delivery_assurance_io_seq')::text as io`);
  const [next] = rows;
  if (!next) throw new Error("nextval('delivery_assurance_io_seq') returned no row");
  const ioNumber = next.io;
  const [order] = await tx
    .insert(bookingOrders)
    .values({ kind: "purchase", orderNumber: ioNumber, customerId: v.customerId, facilityId: facility.id, status: NEW_ORDER_STATUS })
    .returning({ id: bookingOrders.id });
  if (!order) throw new Error("insert into booking_orders returned no row");
  const [line] = await tx
    .insert(bookingOrderLines)
    .values({
      orderId: order.id,
      lineNumber: ASSURANCE_LINE_NUMBER,
      itemNumber: v.itemNumber,
      quantityKg: Math.round(v.quantityTons * 1000),
      deliveryDate: v.deliveryDate,
      status: NEW_ORDER_STATUS,
      torkat: v.torkat,
      sort: v.sort,
      warehouse: v.warehouse ?? facility.code,
      deliveryAssuranceConfirmed: true,
    })
    .returning({ id: bookingOrderLines.id });
  if (!line) throw new Error("insert into booking_order_lines returned no row");
  const [row] = await tx
    .insert(deliveryAssurances)
    .values({ ...v, ioNumber, lineNumber: ASSURANCE_LINE_NUMBER, bookingOrderId: order.id, bookingOrderLineId: line.id })
    .returning({ id: deliveryAssurances.id });
  if (!row) throw new Error("insert into delivery_assurances returned no row");
  return { id: row.id, ioNumber, lineNumber: ASSURANCE_LINE_NUMBER };
}
