/**
 * Logistics (spec 1 "Logistics", §3 Reservation, BookingOrder, Resource group; spec 2 §3 Booking):
 * facilities (warehouses) with a time zone, resource groups (lossning/lastning), resources with
 * weekly opening hours and a slot length, vehicle types, the orders a booking refers to
 * (purchase, customer and distribution orders, shipments) with their lines, and reservations.
 *
 * Rules that hold in the database, whatever the code does:
 * - no two ACTIVE reservations of one resource overlap in time (exclusion constraint
 *   `reservations_no_overlap` with btree_gist on (resource_id, tstzrange(starts_at, ends_at)),
 *   added by hand to migration `*_logistics-core.sql` because drizzle-kit cannot express it);
 * - a retried or double-clicked booking does not create a second row (`idempotency_key` unique);
 * - a reservation's resource belongs to its resource group (composite foreign key);
 * - opening hours are non-empty; slot lengths, quantities and reminders are in range.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, markets, users } from "./core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A facility owner (spec 3 §3 FacilityOwnerId/Name, §4 "Owner selection"): the company a
 * facility and its contact persons belong to, per market. Staff of the market edit them (decision 050).
 */
export const facilityOwners = pgTable(
  "facility_owners",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("facility_owners_market_name_key").on(t.market, t.name)],
);

/**
 * A grain facility / warehouse (anläggning), e.g. Skara, Seinäjoki. The facility information of
 * spec 3 §3 (owner, contact fields, harvest period, image, flags) is kept on the same row; its
 * weekly hours, addresses, types and contact persons in db/schema/facilities.ts (decision 050).
 */
export const facilities = pgTable(
  "facilities",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    /** warehouse code (Warehouse of BookingOrder), e.g. "SKA" */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** IANA time zone; opening hours are local times of this zone */
    timeZone: text("time_zone").notNull(),
    active: boolean("active").notNull().default(true),
    ownerId: integer("owner_id").references(() => facilityOwners.id),
    warehouseType: text("warehouse_type").notNull().default("Z1"),
    warehouseSubType: text("warehouse_sub_type").notNull().default("1"),
    showFacilityInfo: boolean("show_facility_info").notNull().default(true),
    extraPhoneNumber: text("extra_phone_number"),
    phoneBooking: text("phone_booking"),
    phoneAnsweringMachine: text("phone_answering_machine"),
    fax: text("fax"),
    email: text("email"),
    website: text("website"),
    otherInformation: text("other_information"),
    harvestFrom: date("harvest_from"),
    harvestTo: date("harvest_to"),
    harvestOtherInformation: text("harvest_other_information"),
    imageUrl: text("image_url"),
    infoSource: text("info_source"),
    propertyType: text("property_type"),
    languageCode: text("language_code"),
    /** bumped by every save of the information or the hours (notices and idempotent saves refer to it) */
    version: integer("version").notNull().default(0),
    /** the editor's create key: a retried "create" makes one facility */
    createKey: text("create_key"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("facilities_code_key").on(t.code),
    uniqueIndex("facilities_create_key").on(t.createKey),
    check("facilities_code_check", sql`${t.code} ~ '^[A-Z0-9]{2,10}$'`),
    index("facilities_owner_idx").on(t.ownerId),
    check(
      "facilities_info_lengths_check",
      sql`length(${t.name}) <= 255 and coalesce(length(${t.extraPhoneNumber}), 0) <= 20 and coalesce(length(${t.phoneBooking}), 0) <= 50
        and coalesce(length(${t.phoneAnsweringMachine}), 0) <= 20 and coalesce(length(${t.fax}), 0) <= 20
        and coalesce(length(${t.email}), 0) <= 255 and coalesce(length(${t.website}), 0) <= 255
        and coalesce(length(${t.otherInformation}), 0) <= 1200 and coalesce(length(${t.harvestOtherInformation}), 0) <= 1200`,
    ),
    check(
      "facilities_harvest_check",
      sql`(${t.harvestFrom} is null) = (${t.harvestTo} is null) and (${t.harvestTo} is null or ${t.harvestTo} >= ${t.harvestFrom})`,
    ),
  ],
);

/** A resource group (spec 1 §3 "Resource group"): what the user picks, e.g. "Skara – lossning". */
export const resourceGroups = pgTable(
  "resource_groups",
  {
    id: serial("id").primaryKey(),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id),
    /** Value */
    value: text("value").notNull(),
    /** Display */
    display: text("display").notNull(),
    /** true: loading (lastning), false: unloading (lossning) */
    isLoading: boolean("is_loading").notNull(),
    /** RegNoMandatory: a licence plate is required */
    regNoMandatory: boolean("reg_no_mandatory").notNull().default(false),
    /** AllowedReservations: at most this many active, not yet started bookings per customer */
    allowedReservations: integer("allowed_reservations").notNull().default(1),
    /** M3Id: the group's id in the ERP */
    m3Id: text("m3_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("resource_groups_value_key").on(t.value),
    index("resource_groups_facility_idx").on(t.facilityId),
    check("resource_groups_allowed_check", sql`${t.allowedReservations} between 1 and 50`),
  ],
);

/** One bookable resource of a group (a pit, a weighbridge lane, a loading bay). */
export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    resourceGroupId: integer("resource_group_id")
      .notNull()
      .references(() => resourceGroups.id),
    name: text("name").notNull(),
    /** length of one slot in minutes */
    slotMinutes: integer("slot_minutes").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    index("resources_group_idx").on(t.resourceGroupId),
    // target of the reservations' composite key (a booking's resource is of its group)
    unique("resources_id_group_key").on(t.id, t.resourceGroupId),
    check("resources_slot_minutes_check", sql`${t.slotMinutes} between 5 and 480`),
  ],
);

/**
 * Weekly opening hours of a resource, in the facility's local time. A row with a validity
 * period (e.g. harvest hours) takes precedence over rows without one on the days it covers.
 */
export const resourceOpeningHours = pgTable(
  "resource_opening_hours",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 = Monday … 7 = Sunday */
    weekday: integer("weekday").notNull(),
    /** minutes after local midnight */
    opensAt: integer("opens_at").notNull(),
    closesAt: integer("closes_at").notNull(),
    validFrom: date("valid_from"),
    validTo: date("valid_to"),
  },
  (t) => [
    index("resource_opening_hours_resource_idx").on(t.resourceId),
    check("resource_opening_hours_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("resource_opening_hours_span_check", sql`${t.opensAt} >= 0 and ${t.closesAt} <= 1440 and ${t.closesAt} > ${t.opensAt}`),
    check(
      "resource_opening_hours_period_check",
      sql`(${t.validFrom} is null) = (${t.validTo} is null) and (${t.validTo} is null or ${t.validTo} >= ${t.validFrom})`,
    ),
  ],
);

/** Vehicle types of the booking form (VehicleAssortmentID). */
export const vehicleTypes = pgTable(
  "vehicle_types",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    code: text("code").notNull(),
    name: text("name").notNull(),
    maxQuantityKg: integer("max_quantity_kg"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("vehicle_types_market_code_key").on(t.market, t.code)],
);

/** Order kinds by the spec's reference types (§4): 5 purchase, 6 customer, 7 distribution, 8 shipment. */
export const ORDER_KINDS = ["purchase", "customer", "distribution", "shipment"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** An order a booking can refer to: purchase order (inköpsorder), customer order, distribution order, shipment. */
export const bookingOrders = pgTable(
  "booking_orders",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    orderNumber: text("order_number").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id),
    /** ERP order status (a purchase order with 40 or above is unblocked; 75 or above is delivered) */
    status: integer("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_orders_kind_number_key").on(t.kind, t.orderNumber),
    index("booking_orders_customer_idx").on(t.customerId),
    check("booking_orders_kind_check", sql`${t.kind} in ('purchase', 'customer', 'distribution', 'shipment')`),
    check("booking_orders_status_check", sql`${t.status} between 0 and 99`),
  ],
);

/** An order line (spec 1 §3 BookingOrder). */
export const bookingOrderLines = pgTable(
  "booking_order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => bookingOrders.id, { onDelete: "cascade" }),
    /** Linenumber */
    lineNumber: integer("line_number").notNull(),
    /** ItemNumber: an article of db/schema/erp.ts (same market) */
    itemNumber: text("item_number"),
    /** Quantity in kg (shown in tons ÷ 1000) */
    quantityKg: integer("quantity_kg").notNull(),
    deliveryDate: date("delivery_date"),
    status: integer("status").notNull(),
    /** Torkat: dried */
    torkat: boolean("torkat").notNull().default(false),
    /** Sort: grain variety / quality sort */
    sort: text("sort"),
    /** Warehouse: facility code */
    warehouse: text("warehouse"),
    deliveryAssuranceConfirmed: boolean("delivery_assurance_confirmed").notNull().default(false),
    /** where the goods go or come from at the site: silo, bin or big-bag designation (upcoming deliveries) */
    container: text("container"),
  },
  (t) => [
    uniqueIndex("booking_order_lines_order_line_key").on(t.orderId, t.lineNumber),
    check("booking_order_lines_quantity_check", sql`${t.quantityKg} >= 0`),
  ],
);

export const RESERVATION_STATUSES = ["booked", "cancelled", "delivered"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const REMINDER_MINUTES = [0, 60, 120, 1440] as const;

/**
 * A booked slot (spec 1 §3 Reservation, spec 2 §3 Booking). ReservationId = id, ReservationDate/
 * From/To from starts_at/ends_at in the facility's zone, Editable/UserCanChange/IsBooked derived
 * (status booked and not yet started). Only `booked` rows take part in the overlap constraint.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    resourceGroupId: integer("resource_group_id").notNull(),
    resourceId: integer("resource_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("booked"),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** CustomerNo / CustomerName at booking time */
    customerNo: text("customer_no").notNull(),
    customerName: text("customer_name").notNull(),
    /** Owner: the customer number of the booking party (forwarder/transporter or the customer) */
    owner: text("owner").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    isLoading: boolean("is_loading").notNull(),
    /** Qty in kg; Unit as shown */
    qtyKg: integer("qty_kg").notNull(),
    unit: text("unit").notNull().default("ton"),
    /** KontraktArtikel / Item: article number */
    itemNumber: text("item_number"),
    backupArticle: text("backup_article"),
    /** SearchType (5–9) and SearchValue of the booking */
    searchType: integer("search_type").notNull(),
    searchValue: text("search_value").notNull(),
    bookingOrderId: integer("booking_order_id").references(() => bookingOrders.id),
    lineNumber: integer("line_number"),
    vehicleTypeId: integer("vehicle_type_id").references(() => vehicleTypes.id),
    dried: boolean("dried"),
    ignoreSort: boolean("ignore_sort").notNull().default(false),
    leveransforsakransnummer: text("leveransforsakransnummer"),
    deliveryNo: text("delivery_no"),
    licensePlateNo: text("license_plate_no"),
    mobileNo: text("mobile_no"),
    email: text("email"),
    note: text("note"),
    reminderInMinutesBefore: integer("reminder_in_minutes_before"),
    /** one key per booked slot of a request: a retry finds the existing row */
    idempotencyKey: text("idempotency_key"),
    /** dateRegistered */
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: "reservations_resource_fk",
      columns: [t.resourceId, t.resourceGroupId],
      foreignColumns: [resources.id, resources.resourceGroupId],
    }),
    foreignKey({ name: "reservations_resource_group_fk", columns: [t.resourceGroupId], foreignColumns: [resourceGroups.id] }),
    uniqueIndex("reservations_idempotency_key").on(t.idempotencyKey),
    index("reservations_group_time_idx").on(t.resourceGroupId, t.startsAt),
    index("reservations_customer_idx").on(t.customerId, t.startsAt),
    index("reservations_order_idx").on(t.bookingOrderId),
    // the hot booking statements read active bookings only; cancelled ones pile up in the coming
    // days during a harvest (cancel and rebook) and must not be read on every calendar or booking
    // (decision 116): the slot calendar's busy times, the list booking, a customer's held bookings
    index("reservations_booked_group_time_idx")
      .on(t.resourceGroupId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index("reservations_active_group_time_idx")
      .on(t.resourceGroupId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index("reservations_booked_customer_idx")
      .on(t.customerId, t.resourceGroupId)
      .where(sql`${t.status} = 'booked'`),
    check("reservations_time_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("reservations_status_check", sql`${t.status} in ('booked', 'cancelled', 'delivered')`),
    check("reservations_search_type_check", sql`${t.searchType} between 5 and 9`),
    check("reservations_qty_check", sql`${t.qtyKg} > 0`),
    check("reservations_reminder_check", sql`${t.reminderInMinutesBefore} is null or ${t.reminderInMinutesBefore} in (0, 60, 120, 1440)`),
    // + exclusion constraint reservations_no_overlap (resource_id, time range) where status = 'booked', in the migration
  ],
);

/**
 * The slot calendar's version per resource (decision 095): triggers (migration slot-versions-extra)
 * set `version` to the next value of one sequence, in the same transaction, whenever a
 * reservation, the resource itself or its opening hours change. A bump replaces a row's value with
 * a greater one, so the SUM of a group's rows grows with every commit that touches them (the
 * greatest value would not: a transaction that drew an earlier value may commit later), and an
 * app instance may reuse the calendar it computed while that one indexed read answers the same sum. No foreign keys:
 * the row of a deleted or moved resource stays, with a new version, so its old group sees a change.
 */
export const slotVersions = pgTable(
  "slot_versions",
  {
    resourceId: integer("resource_id").notNull(),
    resourceGroupId: integer("resource_group_id").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.resourceGroupId] }), index("slot_versions_group_idx").on(t.resourceGroupId, t.version)],
);

export type Facility = typeof facilities.$inferSelect;
export type ResourceGroup = typeof resourceGroups.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type ResourceOpeningHours = typeof resourceOpeningHours.$inferSelect;
export type Reservation = typeof reservations.$inferSelect;
export type BookingOrder = typeof bookingOrders.$inferSelect;
export type BookingOrderLine = typeof bookingOrderLines.$inferSelect;
