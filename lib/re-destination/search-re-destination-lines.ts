/**
 * Re-destination search (spec 3 "Re-destination search"): the lines at one warehouse whose
 * confirmed delivery date lies in [from, to] and that can still be re-destined (see line-rows.ts),
 * in delivery-date order, each with its row version and number of upcoming time bookings.
 * Staff see every customer's lines (optionally one customer's); other users only the customer
 * in play's own lines (another customer number: 403); transporters nothing (403).
 */
import "server-only";
import { and, between, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingOrderLines, customers, facilities } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { bookingsOfLine, eligibleLine, selectLines, toLine, upcomingBookings } from "./line-rows";
import { reDestinationScope } from "./re-destination-scope";
import { RE_DESTINATION_MESSAGES, type ReDestinationSearchReply, type TReDestinationSearchRequest } from "./schemas";

export async function searchReDestinationLines(
  db: DbOrTx,
  { actor, market, input, now = new Date() }: { actor: Actor; market: Market; input: TReDestinationSearchRequest; now?: Date },
): Promise<ReDestinationSearchReply> {
  const scope = await reDestinationScope(db, actor, input.customerNumber);
  const [facility] = await db
    .select({ code: facilities.code, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.code, input.warehouse), eq(facilities.market, market), eq(facilities.active, true)));
  if (!facility) {
    throw new AppError("BAD_REQUEST", RE_DESTINATION_MESSAGES.unknownWarehouse, {
      fields: { warehouse: [RE_DESTINATION_MESSAGES.unknownWarehouse] },
    });
  }
  const rows = await selectLines(
    db,
    and(
      eligibleLine(),
      eq(bookingOrderLines.warehouse, facility.code),
      between(bookingOrderLines.deliveryDate, input.confirmedDeliveryDateFrom, input.confirmedDeliveryDateTo),
      scope.customerNumber ? eq(customers.customerNumber, scope.customerNumber) : undefined,
    ),
  );
  const bookings = await upcomingBookings(db, [...new Set(rows.map((r) => r.orderId))], now);
  return {
    warehouse: facility,
    confirmedDeliveryDateFrom: input.confirmedDeliveryDateFrom,
    confirmedDeliveryDateTo: input.confirmedDeliveryDateTo,
    lines: rows.map((r) => toLine(r, bookingsOfLine(bookings, r).length)),
  };
}
