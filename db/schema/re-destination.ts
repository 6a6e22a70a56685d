/**
 * Re-destination (omdestinering, spec 3 "Re-destination search" / "step one", §5; issue 5 part 10):
 * confirmed purchase-order lines that were due at one warehouse are sent to another, possibly on
 * another date and with another lorry type. The line itself (booking_order_lines) carries the new
 * warehouse and delivery date; every change is recorded here, one row per line and apply.
 *
 * Rules that hold in the database:
 * - one apply (`batch_id`, chosen by the client: a retry or double click repeats it) records a
 *   line at most once (`re_destinations_batch_line_key`);
 * - a re-destination always changes the warehouse (`re_destinations_warehouse_check`);
 * - the reason is one of RE_DESTINATION_REASONS, the note at most 500 characters.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers, users } from "./core";
import { lorryTypes } from "./delivery-fee";
import { bookingOrderLines, bookingOrders } from "./logistics";

export { RE_DESTINATION_REASONS, type ReDestinationReason } from "../../lib/re-destination/reasons";

export const reDestinations = pgTable(
  "re_destinations",
  {
    id: serial("id").primaryKey(),
    /** one apply ("Genomför"): all lines moved together share it; the receipt is read by it */
    batchId: uuid("batch_id").notNull(),
    lineId: integer("line_id")
      .notNull()
      .references(() => bookingOrderLines.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => bookingOrders.id, { onDelete: "cascade" }),
    /** the order number and line number at the time (for the history, also if the order changes) */
    orderNumber: text("order_number").notNull(),
    lineNumber: integer("line_number").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** warehouse (facility code) and confirmed delivery date before … */
    fromWarehouse: text("from_warehouse").notNull(),
    fromDeliveryDate: date("from_delivery_date", { mode: "string" }),
    /** … and after */
    toWarehouse: text("to_warehouse").notNull(),
    toDeliveryDate: date("to_delivery_date", { mode: "string" }).notNull(),
    lorryTypeId: integer("lorry_type_id")
      .notNull()
      .references(() => lorryTypes.id),
    reason: text("reason"),
    note: text("note"),
    /** the line's time bookings that were cancelled because of the move */
    cancelledReservationIds: integer("cancelled_reservation_ids")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** who did it (internal staff or the customer's user) */
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("re_destinations_batch_line_key").on(t.batchId, t.lineId),
    index("re_destinations_line_idx").on(t.lineId, t.createdAt),
    index("re_destinations_customer_idx").on(t.customerId, t.createdAt),
    check("re_destinations_warehouse_check", sql`${t.toWarehouse} <> ${t.fromWarehouse}`),
    check("re_destinations_reason_check", sql`${t.reason} is null or ${t.reason} in ('full', 'closed', 'quality', 'other')`),
    check("re_destinations_note_check", sql`${t.note} is null or length(${t.note}) <= 500`),
  ],
);

export type ReDestination = typeof reDestinations.$inferSelect;
