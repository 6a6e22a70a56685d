/**
 * My orders (spec 2 §2 "My orders", §3 Order, §7; issue 14 item 5; decision 038): the customer's
 * merchandise orders as the ERP reports them (order number, dates, OrderStatus, amount). Listed
 * newest first, paged by index, searched by order number, exported to Excel.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./core";

/** OrderStatus codes (ERP): registered, confirmed, picking, delivered, invoiced, cancelled. */
export const ORDER_STATUSES = [10, 20, 30, 40, 50, 90] as const;

export const customerOrders = pgTable(
  "customer_orders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderNo: text("order_no").notNull(),
    orderDate: date("order_date", { mode: "string" }).notNull(),
    deliveryDate: date("delivery_date", { mode: "string" }),
    status: integer("status").notNull(),
    reference: text("reference"),
    /** what was ordered, e.g. "Kalkammonsalpeter 27 N, 12 ton" */
    description: text("description").notNull(),
    totalAmount: numeric("total_amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_orders_order_no_key").on(t.orderNo),
    // the list: newest first per customer (keyset by date, id), and the order number search
    index("customer_orders_customer_date_idx").on(t.customerId, t.orderDate.desc(), t.id.desc()),
    index("customer_orders_customer_no_idx").on(t.customerId, t.orderNo),
    check("customer_orders_status_check", sql`${t.status} in (10, 20, 30, 40, 50, 90)`),
    check("customer_orders_order_no_check", sql`${t.orderNo} ~ '^[0-9]{6,12}$'`),
    check("customer_orders_currency_check", sql`${t.currency} in ('SEK', 'EUR')`),
  ],
);
