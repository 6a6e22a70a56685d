/**
 * The rule of ./booking-access.ts as SQL conditions on `reservations`, for queries that select
 * many bookings (list booking, reference search, prints). Built from the same loaded
 * LogisticsAccess (literal id/number lists, no second definition of "own customers"), so the SQL
 * and the pure functions cannot drift apart; a test checks them booking by booking.
 * The conditions carry their own market sub-select: no join is needed in the caller's query.
 */
import "server-only";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { reservations } from "@/db/schema";
import type { Market } from "@/lib/market";
import type { LogisticsAccess } from "./load-logistics-access";

/** The booking is at a facility of the market. */
export const bookingInMarket = (market: Market): SQL =>
  sql`${reservations.resourceGroupId} in (select access_rg.id from resource_groups access_rg inner join facilities access_f on access_f.id = access_rg.facility_id where access_f.market = ${market})`;

const FALSE = sql`false`;
const ofOwnCustomer = (a: LogisticsAccess): SQL => (a.customerIds.length ? inArray(reservations.customerId, [...a.customerIds]) : FALSE);
const ownerIsOwnCustomer = (a: LogisticsAccess): SQL =>
  a.customerNumbers.length ? inArray(reservations.owner, [...a.customerNumbers]) : FALSE;
const transporterOwns = (a: LogisticsAccess): SQL =>
  or(
    a.ownerNumber !== null ? eq(reservations.owner, a.ownerNumber) : FALSE,
    eq(reservations.createdByUserId, a.actor.userId),
    ofOwnCustomer(a),
  )!;

/** Visibility 'full'. */
export function fullBookingCondition(a: LogisticsAccess): SQL {
  const market = bookingInMarket(a.market);
  switch (a.kind) {
    case "staff":
      return market;
    case "transporter":
      return and(market, transporterOwns(a))!;
    case "customer":
      return and(market, or(ofOwnCustomer(a), ownerIsOwnCustomer(a)))!;
  }
}

/** Visibility 'full' or 'busy-only' (not 'none'). */
export function visibleBookingCondition(a: LogisticsAccess): SQL {
  return a.kind === "customer" ? fullBookingCondition(a) : bookingInMarket(a.market);
}

/** mayChangeBooking (without the time): as a condition. */
export function mayChangeCondition(a: LogisticsAccess): SQL {
  const market = bookingInMarket(a.market);
  switch (a.kind) {
    case "staff":
      return market;
    case "transporter":
      return and(market, transporterOwns(a))!;
    case "customer":
      return and(market, ofOwnCustomer(a))!;
  }
}
