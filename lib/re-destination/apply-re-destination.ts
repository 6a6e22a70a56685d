/**
 * POST /api/re-destination/apply ("Genomför"): re-destines the selected lines in ONE transaction.
 *
 * 1. Locks the lines' orders and the lines and checks everything again (prepare-re-destination.ts):
 *    a line changed by someone else since it was shown is reported (409, per line), never
 *    overwritten; nothing is changed then.
 * 2. Cancels the lines' upcoming time bookings (booked, not started; a booking naming no line
 *    belongs to every line of its order) — a slot at the old warehouse is of no use — and queues
 *    a message to the customer about each (notify-cancelled-booking.ts).
 * 3. Sets the lines' warehouse and delivery date; an order whose lines are now all at the new
 *    warehouse follows it (booking_orders.facility_id), so the time booking offers the new facility.
 * 4. Records each line in re_destinations (who, when, from/to warehouse and date, lorry type,
 *    reason, note, cancelled bookings) and writes one action-log entry per customer.
 *
 * `batchId` makes it idempotent: a retry or double click with the same id returns the first
 * apply's receipt (`repeated: true`), also when it raced the first and waited for its locks.
 */
import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { bookingOrderLines, bookingOrders, reDestinations, reservations } from "@/db/schema";
import { AppError, isAppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { cancelReservationRow } from "@/lib/time-booking/delete-reservation";
import { bookingsOfLine, toBooking } from "./line-rows";
import { loadReDestinationReceipt } from "./load-re-destination-receipt";
import { notifyCancelledBooking } from "./notify-cancelled-booking";
import { prepareReDestination } from "./prepare-re-destination";
import type { ReDestinationReceipt, TReDestinationApplyRequest } from "./schemas";

export async function applyReDestination(
  db: Db,
  {
    actor,
    market,
    input,
    ctx,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TReDestinationApplyRequest; ctx?: ActionContext; now?: Date },
): Promise<ReDestinationReceipt> {
  const repeated = async (): Promise<ReDestinationReceipt | null> => {
    const [mine] = await db
      .select({ userId: reDestinations.createdByUserId })
      .from(reDestinations)
      .where(eq(reDestinations.batchId, input.batchId))
      .limit(1);
    if (!mine) return null;
    const receipt = mine.userId === actor.userId ? await loadReDestinationReceipt(db, { actor, market, batchId: input.batchId }) : null;
    if (!receipt) throw new AppError("CONFLICT", "reDestination.errors.batchUsed");
    return { ...receipt, repeated: true };
  };

  const before = await repeated();
  if (before) return before;
  try {
    return await db.transaction(async (tx) => {
      const p = await prepareReDestination(tx, { actor, market, input, lock: true, now });
      const ids = p.rows.map((r) => r.lineId);

      // 2. the lines' upcoming bookings
      const cancelIds = [
        ...new Set(p.bookings.filter((b) => p.rows.some((r) => bookingsOfLine([b], r).length)).map((b) => b.reservationId)),
      ];
      const booked = cancelIds.length ? await tx.select().from(reservations).where(inArray(reservations.id, cancelIds)) : [];
      for (const id of cancelIds) await cancelReservationRow(tx, id);

      // 3. the lines, and orders that now lie wholly at the new warehouse
      await tx
        .update(bookingOrderLines)
        .set({ warehouse: p.target.code, deliveryDate: input.deliveryDate })
        .where(inArray(bookingOrderLines.id, ids));
      for (const orderId of new Set(p.rows.map((r) => r.orderId))) {
        const elsewhere = await tx.$count(
          bookingOrderLines,
          and(eq(bookingOrderLines.orderId, orderId), ne(bookingOrderLines.warehouse, p.target.code)),
        );
        if (elsewhere === 0) await tx.update(bookingOrders).set({ facilityId: p.target.id }).where(eq(bookingOrders.id, orderId));
      }

      // 4. history, customer messages and the action log
      await tx.insert(reDestinations).values(
        p.rows.map((r) => ({
          batchId: input.batchId,
          lineId: r.lineId,
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          lineNumber: r.lineNumber,
          customerId: r.customerId,
          fromWarehouse: r.warehouse!,
          fromDeliveryDate: r.deliveryDate,
          toWarehouse: p.target.code,
          toDeliveryDate: input.deliveryDate,
          lorryTypeId: p.lorryType.id,
          reason: input.reason ?? null,
          note: input.note ?? null,
          cancelledReservationIds: bookingsOfLine(p.bookings, r).map((b) => b.reservationId),
          createdByUserId: actor.userId,
        })),
      );
      for (const reservation of booked) {
        const b = p.bookings.find((x) => x.reservationId === reservation.id)!;
        const line = p.rows.find((r) => bookingsOfLine([b], r).length)!;
        await notifyCancelledBooking(tx, {
          batchId: input.batchId,
          market,
          reservation,
          booking: toBooking(b),
          orderNumber: line.orderNumber,
          lineNumber: line.lineNumber,
          fromWarehouse: line.warehouseName ?? line.warehouse!,
          fromDate: line.deliveryDate!,
          toWarehouse: p.target.name,
          toDate: input.deliveryDate,
        });
      }
      for (const customerNumber of new Set(p.rows.map((r) => r.customerNumber))) {
        const mine = p.rows.filter((r) => r.customerNumber === customerNumber);
        await logAction(
          tx,
          actor,
          "reDestination.apply",
          {
            batchId: input.batchId,
            lines: mine.map((r) => ({
              lineId: r.lineId,
              order: r.orderNumber,
              line: r.lineNumber,
              fromWarehouse: r.warehouse,
              fromDate: r.deliveryDate,
            })),
            toWarehouse: p.target.code,
            toDate: input.deliveryDate,
            lorryType: p.lorryType.code,
            reason: input.reason ?? null,
            cancelledReservationIds: cancelIds.filter((id) =>
              mine.some(
                (r) =>
                  bookingsOfLine(
                    p.bookings.filter((b) => b.reservationId === id),
                    r,
                  ).length,
              ),
            ),
          },
          { ...ctx, customerNumber },
        );
      }

      const receipt = await loadReDestinationReceipt(tx, { actor, market, batchId: input.batchId });
      if (!receipt) throw new Error("re-destination receipt missing after apply");
      return receipt;
    });
  } catch (e) {
    // a racing retry of the same batch waited for the first apply's locks: answer with its receipt
    if (isAppError(e) && e.code === "CONFLICT") {
      const again = await repeated();
      if (again) return again;
    }
    throw e;
  }
}
