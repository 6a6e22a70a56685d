/**
 * The announcements (aviseringar) of one transport row (spec 1 §7 POST
 * /api/search-transport/get-annoncements, §8 'Aviseringsinformation saknas'): newest first, times
 * in the market's time zone. 404 for an unknown row or one of the other market (decision 019: not
 * even staff read the other market's rows through this host), 403 for a row outside the actor's scope.
 */
import "server-only";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { customers, transportAnnouncements, transportOrderRows, transportOrders } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireMarket } from "@/lib/logistics-access/require-market";
import { MARKETS, type Market } from "@/lib/market";
import { toLocal } from "@/lib/time-booking/compute-slots";
import type { TGetAnnouncementsResponse } from "./schemas";
import { canSeeTransportOrder } from "./transport-scope";

const carrier = alias(customers, "carrier");

export const NO_ANNOUNCEMENTS_KEY = "transport.announcements.missing";

export async function getAnnouncements(
  db: DbOrTx,
  { actor, market, orderRowId }: { actor: Actor; market: Market; orderRowId: number },
): Promise<TGetAnnouncementsResponse> {
  const [row] = await db
    .select({
      id: transportOrderRows.id,
      rowNumber: transportOrderRows.rowNumber,
      orderNumber: transportOrders.orderNumber,
      market: transportOrders.market,
      customerNumber: customers.customerNumber,
      transporterCustomerNumber: carrier.customerNumber,
    })
    .from(transportOrderRows)
    .innerJoin(transportOrders, eq(transportOrders.id, transportOrderRows.transportOrderId))
    .innerJoin(customers, eq(customers.id, transportOrders.customerId))
    .leftJoin(carrier, eq(carrier.id, transportOrders.transporterCustomerId))
    .where(eq(transportOrderRows.id, orderRowId));
  if (!row) throw new AppError("NOT_FOUND", "transport.errors.rowNotFound");
  requireMarket(row.market, market, { message: "transport.errors.rowNotFound" });
  if (!(await canSeeTransportOrder(db, actor, row))) throw new AppError("FORBIDDEN");

  const timeZone = MARKETS[market].timeZone;
  const list = await db
    .select()
    .from(transportAnnouncements)
    .where(eq(transportAnnouncements.orderRowId, row.id))
    .orderBy(desc(transportAnnouncements.sentAt), desc(transportAnnouncements.id));
  return {
    orderRowId: row.id,
    orderNumber: row.orderNumber,
    rowNumber: row.rowNumber,
    announcements: list.map((a) => ({
      id: a.id,
      sentAt: a.sentAt.toISOString(),
      sentLocal: toLocal(a.sentAt, timeZone),
      channel: a.channel === "email" ? ("email" as const) : ("sms" as const),
      recipient: a.recipient,
      message: a.message,
      plannedArrival: a.plannedArrival?.toISOString() ?? null,
      plannedArrivalLocal: a.plannedArrival ? toLocal(a.plannedArrival, timeZone) : null,
    })),
    Message: list.length ? null : NO_ANNOUNCEMENTS_KEY, // a message key: the call's output schema renders it
  };
}
