/**
 * Transport search (spec 1 "Logistics": "Search transport page: category, text, dates;
 * announcements dialog"; §7 POST /api/search-transport/get-annoncements; §8, §9).
 *
 * A transport order moves one customer's goods by lorry; each row is one load (from a facility or a
 * farm address to a facility or an address, an article, a quantity in kg, a planned day, the lorry's
 * registration number once planned, a status). The carrier (Owner/forwarder) is a portal customer
 * (e.g. the transporter 300120) or only a name (an outside haulier). Announcements (aviseringar) are
 * the notices sent about a row: when, SMS or e-mail, to whom, the text and the planned arrival.
 *
 * Rules that hold in the database, whatever the code does:
 * - order numbers are unique and digits only; row numbers are unique per order;
 * - each row has exactly one origin (facility or address) and exactly one destination;
 * - quantities are positive; registration numbers are stored normalised (A–Z and digits, 2–10);
 * - statuses and announcement channels are from their fixed lists.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, markets } from "./core";
import { facilities } from "./logistics";

export const TRANSPORT_ROW_STATUSES = ["planned", "loaded", "delivered", "cancelled"] as const;
export type TransportRowStatus = (typeof TRANSPORT_ROW_STATUSES)[number];
export const ANNOUNCEMENT_CHANNELS = ["sms", "email"] as const;
export type AnnouncementChannel = (typeof ANNOUNCEMENT_CHANNELS)[number];

/** A transport order: one customer's goods, carried by one transporter. */
export const transportOrders = pgTable(
  "transport_orders",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    orderNumber: text("order_number").notNull(),
    /** the customer whose goods are moved */
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** the carrier when it is a portal customer (transporter); null for an outside haulier */
    transporterCustomerId: integer("transporter_customer_id").references(() => customers.id),
    /** the carrier's name as shown (Owner/forwarder) */
    transporterName: text("transporter_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("transport_orders_number_key").on(t.orderNumber),
    index("transport_orders_customer_idx").on(t.customerId),
    index("transport_orders_transporter_idx").on(t.transporterCustomerId),
    check("transport_orders_number_check", sql`${t.orderNumber} ~ '^[0-9]{4,12}$'`),
  ],
);

/** One load of a transport order (its id is the announcements call's orderRowId). */
export const transportOrderRows = pgTable(
  "transport_order_rows",
  {
    id: serial("id").primaryKey(),
    transportOrderId: integer("transport_order_id")
      .notNull()
      .references(() => transportOrders.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    /** an article of db/schema/erp.ts (same market) */
    itemNumber: text("item_number"),
    quantityKg: integer("quantity_kg").notNull(),
    fromFacilityId: integer("from_facility_id").references(() => facilities.id),
    fromAddress: text("from_address"),
    toFacilityId: integer("to_facility_id").references(() => facilities.id),
    toAddress: text("to_address"),
    plannedDate: date("planned_date").notNull(),
    /** Lastbil: registration number, upper case without spaces or hyphens; null until planned */
    lorryRegNo: text("lorry_reg_no"),
    status: text("status").notNull().default("planned"),
  },
  (t) => [
    uniqueIndex("transport_order_rows_order_row_key").on(t.transportOrderId, t.rowNumber),
    index("transport_order_rows_date_idx").on(t.plannedDate),
    index("transport_order_rows_lorry_idx").on(t.lorryRegNo, t.plannedDate),
    check("transport_order_rows_row_number_check", sql`${t.rowNumber} > 0`),
    check("transport_order_rows_quantity_check", sql`${t.quantityKg} > 0`),
    check("transport_order_rows_from_check", sql`(${t.fromFacilityId} is null) <> (${t.fromAddress} is null)`),
    check("transport_order_rows_to_check", sql`(${t.toFacilityId} is null) <> (${t.toAddress} is null)`),
    check("transport_order_rows_lorry_check", sql`${t.lorryRegNo} is null or ${t.lorryRegNo} ~ '^[A-Z0-9]{2,10}$'`),
    check("transport_order_rows_status_check", sql`${t.status} in ('planned', 'loaded', 'delivered', 'cancelled')`),
  ],
);

/** A notice (avisering) sent about a transport row. */
export const transportAnnouncements = pgTable(
  "transport_announcements",
  {
    id: serial("id").primaryKey(),
    orderRowId: integer("order_row_id")
      .notNull()
      .references(() => transportOrderRows.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    channel: text("channel").notNull(),
    /** mobile number or e-mail address it went to */
    recipient: text("recipient").notNull(),
    message: text("message").notNull(),
    /** the arrival time the notice announced */
    plannedArrival: timestamp("planned_arrival", { withTimezone: true }),
  },
  (t) => [
    index("transport_announcements_row_idx").on(t.orderRowId, t.sentAt),
    check("transport_announcements_channel_check", sql`${t.channel} in ('sms', 'email')`),
    check("transport_announcements_message_check", sql`char_length(${t.message}) between 1 and 2000`),
  ],
);

export type TransportOrder = typeof transportOrders.$inferSelect;
export type TransportOrderRow = typeof transportOrderRows.$inferSelect;
export type TransportAnnouncement = typeof transportAnnouncements.$inferSelect;
