/**
 * Checks a re-destination of selected lines and builds its review (old → new per line). Shared by
 * POST /api/re-destination/validate (step one's "Nästa") and apply ("Genomför"), which runs it
 * with `lock: true` inside its transaction.
 *
 * - 400: unknown target warehouse or lorry type of the market, a delivery date before today in the
 *   target facility's time zone, or a line already at the target warehouse (field `warehouse`);
 * - 403: a line outside the actor's scope (external users: not the customer in play's);
 * - 409: a line that is gone, can no longer be re-destined, or changed since it was shown (its
 *   row version differs); the reply's `fields` name each such line as `line-<lineId>`.
 *
 * With `lock`, the lines' orders and the lines are locked (FOR UPDATE, orders then lines in id
 * order, so concurrent applies wait for each other instead of deadlocking), then read again, so
 * the version compared is the latest committed one; the upcoming bookings are locked too.
 */
import "server-only";
import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingOrderLines, bookingOrders, facilities, lorryTypes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { bookingsOfLine, isEligible, selectLines, toBooking, toLine, upcomingBookings, type LineBooking, type LineRow } from "./line-rows";
import { reDestinationScope } from "./re-destination-scope";
import { isPastDate, RE_DESTINATION_MESSAGES as M, type ReDestinationReview, type TReDestinationValidateRequest } from "./schemas";

export const RE_DESTINATION_ERRORS = {
  conflict: "reDestination.errors.conflict",
  lineGone: "reDestination.errors.lineGone",
  lineNotEligible: "reDestination.errors.lineNotEligible",
  lineChanged: "reDestination.errors.lineChanged",
} as const;

export interface PreparedReDestination {
  target: { id: number; code: string; name: string; timeZone: string };
  lorryType: { id: number; code: string; name: string };
  rows: LineRow[];
  bookings: LineBooking[];
  review: ReDestinationReview;
}

const todayInZone = (timeZone: string, now: Date) => format(new TZDate(now, timeZone), "yyyy-MM-dd");

export async function prepareReDestination(
  db: DbOrTx,
  {
    actor,
    market,
    input,
    lock = false,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TReDestinationValidateRequest; lock?: boolean; now?: Date },
): Promise<PreparedReDestination> {
  const scope = await reDestinationScope(db, actor);

  const [target] = await db
    .select({ id: facilities.id, code: facilities.code, name: facilities.name, timeZone: facilities.timeZone })
    .from(facilities)
    .where(and(eq(facilities.code, input.warehouse), eq(facilities.market, market), eq(facilities.active, true)));
  const [lorryType] = await db
    .select({ id: lorryTypes.id, code: lorryTypes.code, name: lorryTypes.name })
    .from(lorryTypes)
    .where(and(eq(lorryTypes.code, input.lorryType), eq(lorryTypes.market, market), eq(lorryTypes.active, true)));
  const fields: Record<string, string[]> = {};
  if (!target) fields.warehouse = [M.unknownWarehouse];
  if (!lorryType) fields.lorryType = [M.unknownLorryType];
  if (target && isPastDate(input.deliveryDate, todayInZone(target.timeZone, now))) fields.deliveryDate = [M.deliveryDatePast];
  if (!target || !lorryType || Object.keys(fields).length) throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields });

  const ids = input.lines.map((l) => l.lineId);
  if (lock) {
    await db
      .select({ orderId: bookingOrders.id, lineId: bookingOrderLines.id })
      .from(bookingOrderLines)
      .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderLines.orderId))
      .where(inArray(bookingOrderLines.id, ids))
      .orderBy(asc(bookingOrders.id), asc(bookingOrderLines.id))
      .for("update", { of: [bookingOrders, bookingOrderLines] });
  }
  // read after the lock: a new statement sees what a concurrent apply committed meanwhile
  const rows = await selectLines(db, inArray(bookingOrderLines.id, ids));
  if (scope.kind === "customer" && rows.some((r) => r.customerId !== scope.customerId)) throw new AppError("FORBIDDEN");

  const byId = new Map(rows.map((r) => [r.lineId, r]));
  const conflicts: Record<string, string[]> = {};
  for (const sel of input.lines) {
    const r = byId.get(sel.lineId);
    const problem = !r
      ? RE_DESTINATION_ERRORS.lineGone
      : !isEligible(r) || r.market !== market
        ? RE_DESTINATION_ERRORS.lineNotEligible
        : r.version !== sel.version
          ? RE_DESTINATION_ERRORS.lineChanged
          : null;
    if (problem) conflicts[`line-${sel.lineId}`] = [problem];
  }
  if (Object.keys(conflicts).length) {
    throw new AppError("CONFLICT", RE_DESTINATION_ERRORS.conflict, { fields: conflicts, values: { count: Object.keys(conflicts).length } });
  }
  if (rows.some((r) => r.warehouse === target.code)) {
    throw new AppError("BAD_REQUEST", M.sameWarehouse, { fields: { warehouse: [M.sameWarehouse] } });
  }

  const bookings = await upcomingBookings(db, [...new Set(rows.map((r) => r.orderId))], now, { lock });
  // the lines in the order they were selected (each is there: a missing one was a conflict above)
  const ordered = input.lines.flatMap((l) => byId.get(l.lineId) ?? []);
  return {
    target,
    lorryType,
    rows: ordered,
    bookings,
    review: {
      warehouse: { code: target.code, name: target.name },
      deliveryDate: input.deliveryDate,
      lorryType: { code: lorryType.code, name: lorryType.name },
      reason: input.reason ?? null,
      note: input.note ?? null,
      changes: ordered.map((r) => {
        const own = bookingsOfLine(bookings, r);
        return {
          ...toLine(r, own.length),
          toWarehouse: target.code,
          toWarehouseName: target.name,
          toDeliveryDate: input.deliveryDate,
          bookingsToCancel: own.map(toBooking),
        };
      }),
    },
  };
}
