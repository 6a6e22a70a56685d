/**
 * The receipt of one applied re-destination (`batchId`), read back from the history
 * (re_destinations): old → new per line, the lorry type, reason and note, the cancelled time
 * bookings, who applied it and when, and how many customer messages were queued.
 * Returns null when the batch does not exist, lies outside the actor's scope or moved lines to a
 * facility of the other market (decision 019: not readable through this host, staff included).
 */
import "server-only";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import {
  articles,
  bookingOrderLines,
  customers,
  facilities,
  lorryTypes,
  outbox,
  reDestinations,
  reservations,
  resourceGroups,
  users,
} from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { toLocal } from "@/lib/time-booking/compute-slots";
import { lineVersion } from "./line-rows";
import { reDestinationScope } from "./re-destination-scope";
import type { ReDestinationBooking, ReDestinationReceipt } from "./schemas";

const fromFacility = alias(facilities, "from_facility");
const toFacility = alias(facilities, "to_facility");

/** Dedupe-key prefix of the customer messages of one batch. */
export const messageKeyPrefix = (batchId: string) => `re-destination:${batchId}:`;

export async function loadReDestinationReceipt(
  db: DbOrTx,
  { actor, market, batchId }: { actor: Actor; market: Market; batchId: string },
): Promise<ReDestinationReceipt | null> {
  const scope = await reDestinationScope(db, actor);
  const rows = await db
    .select({
      h: reDestinations,
      version: lineVersion,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      itemNumber: bookingOrderLines.itemNumber,
      sort: bookingOrderLines.sort,
      quantityKg: bookingOrderLines.quantityKg,
      articleName: articles.name,
      fromName: fromFacility.name,
      toName: toFacility.name,
      toMarket: toFacility.market,
      lorryCode: lorryTypes.code,
      lorryName: lorryTypes.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reDestinations)
    .innerJoin(customers, eq(customers.id, reDestinations.customerId))
    .innerJoin(bookingOrderLines, eq(bookingOrderLines.id, reDestinations.lineId))
    .innerJoin(lorryTypes, eq(lorryTypes.id, reDestinations.lorryTypeId))
    .leftJoin(fromFacility, eq(fromFacility.code, reDestinations.fromWarehouse))
    .leftJoin(toFacility, eq(toFacility.code, reDestinations.toWarehouse))
    .leftJoin(articles, and(eq(articles.itemNumber, bookingOrderLines.itemNumber), eq(articles.market, lorryTypes.market)))
    .leftJoin(users, eq(users.id, reDestinations.createdByUserId))
    .where(eq(reDestinations.batchId, batchId))
    .orderBy(asc(reDestinations.id));
  const [first] = rows;
  if (!first) return null;
  if (rows.some((r) => r.toMarket !== market)) return null;
  if (scope.kind === "customer" && rows.some((r) => r.h.customerId !== scope.customerId)) return null;

  const cancelledIds = rows.flatMap((r) => r.h.cancelledReservationIds);
  const booked = cancelledIds.length
    ? await db
        .select({ r: reservations, groupName: resourceGroups.display, timeZone: facilities.timeZone })
        .from(reservations)
        .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
        .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
        .where(inArray(reservations.id, cancelledIds))
    : [];
  const bookingById = new Map<number, ReDestinationBooking>(
    booked.map(({ r, groupName, timeZone }) => {
      const from = toLocal(r.startsAt, timeZone);
      return [
        r.id,
        { reservationId: r.id, date: from.date, from: from.time, to: toLocal(r.endsAt, timeZone).time, resourceGroupName: groupName },
      ];
    }),
  );
  const notified = await db.$count(outbox, like(outbox.dedupeKey, `${messageKeyPrefix(batchId)}%`));

  return {
    batchId,
    appliedAt: first.h.createdAt.toISOString(),
    appliedBy: [first.firstName, first.lastName].filter(Boolean).join(" "),
    notified,
    repeated: false,
    warehouse: { code: first.h.toWarehouse, name: first.toName ?? first.h.toWarehouse },
    deliveryDate: first.h.toDeliveryDate,
    lorryType: { code: first.lorryCode, name: first.lorryName },
    reason: first.h.reason as ReDestinationReceipt["reason"],
    note: first.h.note,
    changes: rows.map((r) => ({
      lineId: r.h.lineId,
      version: r.version,
      orderNumber: r.h.orderNumber,
      lineNumber: r.h.lineNumber,
      customerNumber: r.customerNumber,
      customerName: r.customerName,
      itemNumber: r.itemNumber,
      articleName: r.articleName,
      sort: r.sort,
      quantityKg: r.quantityKg,
      quantityTons: r.quantityKg / 1000,
      deliveryDate: r.h.fromDeliveryDate ?? "",
      warehouse: r.h.fromWarehouse,
      warehouseName: r.fromName ?? r.h.fromWarehouse,
      bookings: r.h.cancelledReservationIds.length,
      toWarehouse: r.h.toWarehouse,
      toWarehouseName: r.toName ?? r.h.toWarehouse,
      toDeliveryDate: r.h.toDeliveryDate,
      bookingsToCancel: r.h.cancelledReservationIds.flatMap((id) => bookingById.get(id) ?? []),
    })),
  };
}
