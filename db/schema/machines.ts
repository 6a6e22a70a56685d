/**
 * Machines (spec 1 §2 "Machines", §3 Machine, §4 Machine add / Book service, §5 Add machine, §7
 * "Addresses and machines"; spec 2 §2 workshop page, §6 workshop star). Decisions 035–037.
 *
 * - `machine_catalog`: the cascading lists of the add-machine form per market: types (the book
 *   service categories), brands per type, models per brand (one table, `level` + `parent_id`).
 * - `machines`: a customer's machines; one machine per serial number (VIN) per customer
 *   (unique index), serial and registration number in their normalised form (checks).
 * - `vehicle_records`: the local vehicle-data source (engine hours by VIN) behind
 *   lib/integrations/vehicle-data.
 * - `workshops`, `workshop_stars` (a user's starred cities), `service_bookings` (a request to a
 *   workshop, e-mailed through the job queue).
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { customers, markets, users } from "./core";

export const MACHINE_LEVELS = ["type", "brand", "model"] as const;
export type MachineLevel = (typeof MACHINE_LEVELS)[number];

export const machineCatalog = pgTable(
  "machine_catalog",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    level: text("level").notNull(),
    /** the brand of a model, the type of a brand; null for a type */
    parentId: integer("parent_id").references((): AnyPgColumn => machineCatalog.id, { onDelete: "cascade" }),
    /** stable key, e.g. "TRACTOR", "JOHN_DEERE", "6R_150" */
    key: text("key").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("machine_catalog_key").on(t.market, t.level, sql`coalesce(${t.parentId}, 0)`, t.key),
    index("machine_catalog_parent_idx").on(t.parentId),
    check("machine_catalog_level_check", sql`${t.level} in ('type', 'brand', 'model')`),
    check("machine_catalog_parent_check", sql`(${t.level} = 'type') = (${t.parentId} is null)`),
    check("machine_catalog_key_check", sql`${t.key} ~ '^[A-Z0-9_]{1,40}$'`),
  ],
);

export const machines = pgTable(
  "machines",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    typeId: integer("type_id")
      .notNull()
      .references(() => machineCatalog.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => machineCatalog.id),
    modelId: integer("model_id")
      .notNull()
      .references(() => machineCatalog.id),
    /** serial number / VIN, upper case letters and digits, at most 17 */
    serialNumber: text("serial_number").notNull(),
    /** registration number, upper case letters and digits, at most 6 */
    registerNumber: text("register_number"),
    /** last engine hours read from the vehicle-data service */
    engineHours: numeric("engine_hours", { precision: 10, scale: 1, mode: "number" }),
    engineHoursAt: timestamp("engine_hours_at", { withTimezone: true }),
    /** the machine image (/api/files/machines/<id>/…), null: the default image */
    imageUrl: text("image_url"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("machines_customer_serial_key").on(t.customerId, t.serialNumber),
    index("machines_customer_idx").on(t.customerId),
    check("machines_serial_check", sql`${t.serialNumber} ~ '^[A-Z0-9]{1,17}$'`),
    check("machines_register_check", sql`${t.registerNumber} is null or ${t.registerNumber} ~ '^[A-Z0-9]{1,6}$'`),
    check("machines_engine_hours_check", sql`${t.engineHours} is null or ${t.engineHours} >= 0`),
  ],
);

/** The local vehicle-data source: engine hours reported per VIN (telematics import). */
export const vehicleRecords = pgTable(
  "vehicle_records",
  {
    vin: text("vin").primaryKey(),
    engineHours: numeric("engine_hours", { precision: 10, scale: 1, mode: "number" }).notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("vehicle_records_hours_check", sql`${t.engineHours} >= 0`)],
);

export const workshops = pgTable(
  "workshops",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    name: text("name").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    phone: text("phone"),
    /** where service requests are e-mailed */
    email: text("email").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("workshops_market_name_key").on(t.market, t.name),
    unique("workshops_id_market_key").on(t.id, t.market),
    check("workshops_email_check", sql`${t.email} like '%_@_%'`),
  ],
);

/** A user's starred workshop cities, per market (spec 2 §6: signed-in users only). */
export const workshopStars = pgTable(
  "workshop_stars",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    city: text("city").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.market, t.city] })],
);

export const SERVICE_BOOKING_STATUSES = ["sent", "confirmed", "done", "cancelled"] as const;
export type ServiceBookingStatus = (typeof SERVICE_BOOKING_STATUSES)[number];

export const serviceBookings = pgTable(
  "service_bookings",
  {
    id: serial("id").primaryKey(),
    machineId: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
    workshopId: integer("workshop_id").notNull(),
    market: text("market").notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("sent"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_bookings_machine_idx").on(t.machineId),
    // the workshop is of the booking's market
    foreignKey({ columns: [t.workshopId, t.market], foreignColumns: [workshops.id, workshops.market] }),
    check("service_bookings_status_check", sql`${t.status} in ('sent', 'confirmed', 'done', 'cancelled')`),
    check("service_bookings_description_check", sql`length(${t.description}) between 1 and 1000`),
  ],
);
