/**
 * Agro-desk grain trade (spec 4 §3 "Grain price row", "Mortgage contract row", §7; issue 15 items
 * 3–6; decision 057).
 *
 * - `grain_price_rows`: a grain, its type and delivery location (one row of the admin's price table
 *   and one tile of the farmers' mortgage price tiles); `mortgage_allowed` decides if a tile links.
 * - `grain_month_prices`: the current price per row and month (MonthPriceList: Month, Price, Id).
 * - `grain_price_history`: every saved price with its time and who saved it.
 * - `mortgage_contracts`: submitted mortgage contracts (the contract list and its export).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./core";

export const grainPriceRows = pgTable(
  "grain_price_rows",
  {
    id: serial("id").primaryKey(),
    grainName: text("grain_name").notNull(),
    grainType: text("grain_type").notNull(),
    deliveryLocation: text("delivery_location").notNull(),
    mortgageAllowed: boolean("mortgage_allowed").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("grain_price_rows_key").on(t.grainName, t.grainType, t.deliveryLocation)],
);

export const grainMonthPrices = pgTable(
  "grain_month_prices",
  {
    id: serial("id").primaryKey(),
    rowId: integer("row_id")
      .notNull()
      .references(() => grainPriceRows.id, { onDelete: "cascade" }),
    /** the month as the table shows it, e.g. "12/2026" (digits, minus and slash) */
    month: text("month").notNull(),
    /** €/t; null: no price yet */
    price: integer("price"),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("grain_month_prices_key").on(t.rowId, t.month),
    check("grain_month_prices_month_check", sql`${t.month} ~ '^[0-9/-]{1,10}$'`),
    check("grain_month_prices_price_check", sql`${t.price} is null or ${t.price} between 0 and 100000`),
  ],
);

export const grainPriceHistory = pgTable(
  "grain_price_history",
  {
    id: serial("id").primaryKey(),
    monthPriceId: integer("month_price_id")
      .notNull()
      .references(() => grainMonthPrices.id, { onDelete: "cascade" }),
    price: integer("price"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("grain_price_history_price_idx").on(t.monthPriceId, t.changedAt)],
);

export const MORTGAGE_TYPES = ["Heti-Termiini", "Termiini", "Kiinnitys"] as const;
export type MortgageType = (typeof MORTGAGE_TYPES)[number];

export const mortgageContracts = pgTable(
  "mortgage_contracts",
  {
    id: serial("id").primaryKey(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    mortgageType: text("mortgage_type").$type<MortgageType>().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    postOffice: text("post_office").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    vatCode: text("vat_code").notNull().default(""),
    loadingBridge: text("loading_bridge").notNull().default(""),
    loadingHigh: text("loading_high").notNull().default(""),
    store: text("store").notNull(),
    grainName: text("grain_name").notNull(),
    grainPrice: integer("grain_price"),
    grainInput: text("grain_input").notNull().default(""),
    /** tonnes */
    grainWeight: numeric("grain_weight", { precision: 10, scale: 3, mode: "number" }).notNull(),
    contractNumber: text("contract_number").notNull().default(""),
    deliveryLocation: text("delivery_location").notNull(),
    deliveryPeriod: text("delivery_period").notNull(),
    additionalInformation: text("additional_information").notNull().default(""),
  },
  (t) => [
    check("mortgage_contracts_type_check", sql`${t.mortgageType} in ('Heti-Termiini', 'Termiini', 'Kiinnitys')`),
    check("mortgage_contracts_weight_check", sql`${t.grainWeight} > 0`),
    check("mortgage_contracts_zip_check", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    index("mortgage_contracts_created_idx").on(t.createdOn, t.id),
  ],
);
