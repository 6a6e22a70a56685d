/**
 * POST /api/delivery-assurance/delete (spec 2 §4, §7, §8): ioNumber, lineNumber → success, message.
 * In one transaction: the assurance and its purchase order are locked (the order row is the one
 * MakeReservation locks, so a booking and a delete cannot cross); an assurance of another
 * customer is 403; one whose order is delivered or has an active booking is refused (409 with a
 * message the step 2 error dialog shows). Deleting marks the assurance deleted and removes its
 * purchase order — or, when bookings (cancelled ones) still refer to the order, withdraws the
 * line's DeliveryAssuranceConfirmed so that time booking refuses it ('Leveransförsäkran saknas').
 * An assurance of the other market is unknown here (404, decision 019).
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { bookingOrderLines, bookingOrders, customers, deliveryAssurances, reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { requireMarket } from "@/lib/logistics-access/require-market";
import type { Market } from "@/lib/market";
import { ORDER_DELIVERED_STATUS } from "@/lib/time-booking/make-reservation";
import type { TDeleteDeliveryAssuranceRequest } from "./schemas";

export const DELETE_MESSAGES = {
  success: "deliveryAssurance.delete.success",
  notFound: "deliveryAssurance.delete.notFound",
  booked: "deliveryAssurance.delete.booked",
  delivered: "deliveryAssurance.delete.delivered",
} as const;

export async function deleteDeliveryAssurance(
  db: Db,
  opts: { actor: Actor; market: Market; input: TDeleteDeliveryAssuranceRequest; ctx?: ActionContext },
): Promise<{ success: true; message: string }> {
  const { actor, input } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ a: deliveryAssurances, customerNumber: customers.customerNumber })
      .from(deliveryAssurances)
      .innerJoin(customers, eq(customers.id, deliveryAssurances.customerId))
      .where(and(eq(deliveryAssurances.ioNumber, input.ioNumber), eq(deliveryAssurances.lineNumber, input.lineNumber)))
      .for("update", { of: deliveryAssurances });
    if (!row) throw new AppError("NOT_FOUND", DELETE_MESSAGES.notFound);
    requireMarket(row.a.market, opts.market, { message: DELETE_MESSAGES.notFound });
    await requireCustomerAccess(tx, actor, row.customerNumber);
    if (row.a.status !== "active") throw new AppError("NOT_FOUND", DELETE_MESSAGES.notFound);

    const orderId = row.a.bookingOrderId;
    let orderRemoved = false;
    if (orderId) {
      const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for("update");
      const bookings = await tx.select({ status: reservations.status }).from(reservations).where(eq(reservations.bookingOrderId, orderId));
      if ((order && order.status >= ORDER_DELIVERED_STATUS) || bookings.some((b) => b.status === "delivered")) {
        throw new AppError("CONFLICT", DELETE_MESSAGES.delivered);
      }
      if (bookings.some((b) => b.status === "booked")) throw new AppError("CONFLICT", DELETE_MESSAGES.booked);
      if (bookings.length === 0) {
        await tx.delete(bookingOrders).where(eq(bookingOrders.id, orderId));
        orderRemoved = true;
      } else if (row.a.bookingOrderLineId) {
        await tx
          .update(bookingOrderLines)
          .set({ deliveryAssuranceConfirmed: false })
          .where(eq(bookingOrderLines.id, row.a.bookingOrderLineId));
      }
    }
    const now = new Date();
    await tx
      .update(deliveryAssurances)
      .set({ status: "deleted", deletedAt: now, updatedAt: now })
      .where(eq(deliveryAssurances.id, row.a.id));
    await logAction(
      tx,
      actor,
      "deliveryAssurance.deleted",
      { ioNumber: input.ioNumber, lineNumber: input.lineNumber, orderRemoved },
      { ...opts.ctx, customerNumber: row.customerNumber },
    );
    return { success: true as const, message: DELETE_MESSAGES.success };
  });
}
