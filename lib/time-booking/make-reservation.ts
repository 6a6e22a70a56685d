/**
 * MakeReservation (spec 1 §7, §8; issue 5 "No double booking, ever"). In one transaction:
 * 1. lock the customer's row (FOR UPDATE) — the customer's bookings are counted under this lock,
 *    so AllowedReservations holds however many requests race;
 * 2. for a purchase/customer/distribution order or shipment, lock the order row and apply the
 *    purchase-order rules (delivered, delivery assurance, existing booking);
 * 3. per ticked slot (in time order), under a savepoint: pick a specific FREE resource of the group
 *    that opens that slot and insert the reservation; the exclusion constraint
 *    `reservations_no_overlap` refuses an overlap that a concurrent request committed first
 *    (SQLSTATE 23P01) — then the next free resource is tried, and when none is left the slot
 *    fails whole and is reported;
 * 4. an idempotency key (per request, stored per slot) turns a retry into the existing booking.
 * The group and the customer are of the request's market (the other market's are unknown here).
 */
import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import { pgCode } from "@/db/errors";
import { inSavepoint } from "@/db/savepoint";
import { bookingOrderLines, bookingOrders, reservations, type OrderKind } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { booksForAnyCustomer, resolveBookingCustomer } from "./booking-customer";
import { toLocal } from "./compute-slots";
import { findFreeResources } from "./find-free-resources";
import { loadResourceGroup } from "./load-resource-group";
import { TB } from "./messages";
import type { TMakeReservationRequest } from "./schemas";
import { scheduleReminders } from "./reminders";
import { contactColumns } from "./booking-contact";

/** Reference types (spec 1 §4) that point at an order. */
export const ORDER_KIND_BY_SEARCH_TYPE: Record<number, OrderKind | undefined> = {
  5: "purchase",
  6: "customer",
  7: "distribution",
  8: "shipment",
};
/** A purchase order with this status or above is unblocked (no delivery assurance needed). */
export const PO_UNBLOCKED_STATUS = 40;
/** An order with this status or above is delivered ('Leverans är redan genomförd.'). */
export const ORDER_DELIVERED_STATUS = 75;

export interface MakeReservationItem {
  Status: 200 | 500;
  ReservationId: number | null;
  StartDate: string;
  StartTime: string;
  CustomerNo: string;
  CustomerName: string;
  ErrorMessage: string | null;
}

export interface MakeReservationReply {
  makeReservations: MakeReservationItem[];
  /** dialog title and text (spec 1 §8): 'Bokningar sparade' / 'Bokningsfel' + 'Alla bokningar gick inte igenom' / 'Fel uppstod vid bokningen' */
  Title: string;
  Message: string;
}

const slotKey = (key: string | undefined, fromTime: string) => (key ? `${key}:${fromTime}` : null);

async function checkOrder(tx: Tx, input: TMakeReservationRequest, customerId: number, keys: string[]) {
  const kind = ORDER_KIND_BY_SEARCH_TYPE[input.SearchType];
  if (!kind) return null;
  const [order] = await tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.kind, kind), eq(bookingOrders.orderNumber, input.SearchValue)))
    .for("update");
  if (!order || order.customerId !== customerId) throw new AppError("NOT_FOUND", TB.referenceNotFound);
  if (order.status >= ORDER_DELIVERED_STATUS) throw new AppError("CONFLICT", TB.alreadyDelivered);
  if (kind === "purchase") {
    if (order.status < PO_UNBLOCKED_STATUS) {
      const lines = await tx.select().from(bookingOrderLines).where(eq(bookingOrderLines.orderId, order.id));
      const relevant = input.LineNumber ? lines.filter((l) => l.lineNumber === input.LineNumber) : lines;
      if (relevant.some((l) => l.itemNumber && !l.deliveryAssuranceConfirmed)) throw new AppError("CONFLICT", TB.noDeliveryAssurance);
    }
    const existing = await tx
      .select({ id: reservations.id, key: reservations.idempotencyKey })
      .from(reservations)
      .where(and(eq(reservations.bookingOrderId, order.id), eq(reservations.status, "booked")));
    if (existing.some((r) => !r.key || !keys.includes(r.key))) throw new AppError("CONFLICT", TB.existingBooking);
  }
  return order;
}

export async function makeReservation(
  db: Db,
  {
    actor,
    market,
    input,
    idempotencyKey,
    ctx,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TMakeReservationRequest; idempotencyKey?: string; ctx?: ActionContext; now?: Date },
): Promise<MakeReservationReply> {
  // the customer and the group are independent reads on the pool: together (one wait less under
  // load, decision 109); the customer's refusal still comes first
  const [customerRead, groupRead] = await Promise.allSettled([
    resolveBookingCustomer(db, actor, input.CustomerNo, market),
    loadResourceGroup(db, input.ResourceId, market),
  ]);
  if (customerRead.status === "rejected") throw customerRead.reason;
  if (groupRead.status === "rejected") throw groupRead.reason;
  const customer = customerRead.value;
  const group = groupRead.value;
  // the same contact rules as a change (mobile normalised for the facility's market, plate when mandatory)
  const contact = contactColumns(input, { market: group.market, regNoMandatory: group.regNoMandatory, errorText: TB.detailsMissing });
  const key = idempotencyKey ?? input.IdempotencyKey;
  const requested = [...new Set(input.Reservations.map((r) => r.FromTime))].sort();
  const keys = requested.map((f) => slotKey(key, f)).filter((k): k is string => Boolean(k));
  const owner = booksForAnyCustomer(actor) ? (actor.activeCustomerNumber ?? customer.customerNumber) : customer.customerNumber;
  const loadingOf = (fromTime: string) => {
    if (input.SearchType === 5) return false; // a purchase order is always unloading
    const slot = input.Reservations.find((r) => r.FromTime === fromTime);
    return slot?.Loading ?? (slot?.Unloading === true ? false : group.isLoading);
  };

  const items = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from customers where id = ${customer.id} for update`);
    const order = await checkOrder(tx, input, customer.id, keys);

    const already = keys.length
      ? await tx
          .select({ id: reservations.id, key: reservations.idempotencyKey })
          .from(reservations)
          .where(inArray(reservations.idempotencyKey, keys))
      : [];
    const held = await tx.$count(
      reservations,
      and(
        eq(reservations.customerId, customer.id),
        eq(reservations.resourceGroupId, group.id),
        eq(reservations.status, "booked"),
        gt(reservations.endsAt, now),
      ),
    );
    let remaining = group.allowedReservations - held;

    const out: MakeReservationItem[] = [];
    for (const fromTime of requested) {
      const item: MakeReservationItem = {
        Status: 500,
        ReservationId: null,
        StartDate: fromTime.slice(0, 10),
        StartTime: fromTime.slice(11, 16),
        CustomerNo: customer.customerNumber,
        CustomerName: customer.name,
        ErrorMessage: TB.bookingFailed,
      };
      out.push(item);
      const k = slotKey(key, fromTime);
      const prior = already.find((a) => a.key === k);
      if (prior) {
        Object.assign(item, { Status: 200, ReservationId: prior.id, ErrorMessage: null });
        continue;
      }
      if (remaining <= 0) {
        item.ErrorMessage = TB.tooManyReservations;
        continue;
      }
      const tried = new Set<number>();
      for (let attempt = 0; attempt <= group.resources.length; attempt++) {
        const candidate = (await findFreeResources(tx, { group, fromTime, now })).find((c) => !tried.has(c.resourceId));
        if (!candidate) break;
        tried.add(candidate.resourceId);
        try {
          // the insert's trigger holds the resource's slot_versions row until COMMIT (db/savepoint.ts)
          const id = await inSavepoint(tx, async () => {
            const [row] = await tx
              .insert(reservations)
              .values({
                resourceGroupId: group.id,
                resourceId: candidate.resourceId,
                startsAt: candidate.startsAt,
                endsAt: candidate.endsAt,
                customerId: customer.id,
                customerNo: customer.customerNumber,
                customerName: customer.name,
                owner,
                createdByUserId: actor.userId,
                isLoading: loadingOf(fromTime),
                qtyKg: Math.round(input.Qty * 1000),
                unit: "ton",
                itemNumber: input.Item,
                backupArticle: input.BackupArticle ?? null,
                searchType: input.SearchType,
                searchValue: input.SearchValue,
                bookingOrderId: order?.id ?? null,
                lineNumber: input.LineNumber ?? null,
                vehicleTypeId: input.VehicleAssortmentID,
                dried: input.Dried ?? null,
                ignoreSort: input.IgnoreSort ?? false,
                leveransforsakransnummer: input.Leveransforsakransnummer ?? null,
                ...contact,
                idempotencyKey: k,
              })
              .returning({ id: reservations.id });
            if (!row) throw new Error("insert into reservations returned no row");
            return row.id;
          });
          Object.assign(item, { Status: 200, ReservationId: id, ErrorMessage: null });
          remaining--;
          break;
        } catch (e) {
          const code = pgCode(e);
          if (code === "23505" && k) {
            // the same request committed this slot concurrently (double click): report that booking
            const [dup] = await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.idempotencyKey, k));
            if (dup) Object.assign(item, { Status: 200, ReservationId: dup.id, ErrorMessage: null });
            break;
          }
          if (code !== "23P01" && code !== "40P01") throw e; // overlap or deadlock: try the next free resource
        }
      }
    }
    const booked = out.filter((i) => i.Status === 200 && !already.some((a) => a.id === i.ReservationId));
    // a new booking has no reminder rows yet: only one that asks for a reminder needs scheduling
    // (without one, scheduleReminders would read the booking and cancel nothing: decision 116)
    if (contact.reminderInMinutesBefore !== null) for (const b of booked) await scheduleReminders(tx, b.ReservationId as number);
    if (booked.length) {
      await logAction(
        tx,
        actor,
        "timeBooking.reservation.make",
        {
          reservationIds: booked.map((b) => b.ReservationId),
          resourceGroupId: group.id,
          customerNo: customer.customerNumber,
          searchType: input.SearchType,
          searchValue: input.SearchValue,
          failed: out.length - booked.length,
        },
        { ...ctx, customerNumber: customer.customerNumber },
      );
    }
    return out;
  });

  const ok = items.filter((i) => i.Status === 200).length;
  if (ok === items.length) return { makeReservations: items, Title: TB.bookingsSaved, Message: TB.bookingsSaved };
  return { makeReservations: items, Title: TB.bookingError, Message: ok > 0 ? TB.notAllBooked : TB.bookingFailed };
}

/** Local date and time of a reservation for replies. */
export const reservationLocal = (startsAt: Date, timeZone: string) => toLocal(startsAt, timeZone);
