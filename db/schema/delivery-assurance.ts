/**
 * Delivery assurance (leveransförsäkran; spec 1 §3 "Delivery assurance form", §4 "Delivery form",
 * §5 "Delivery assurance form", §9; spec 2 §3 "Delivery assurance", §4/§5 "Delivery assurance
 * step 2"): the farmer's promise to deliver one lorry load of grain, and the per-market settings of
 * the form (feature flags and the harvest period with its pre/post-days window).
 *
 * A submitted assurance becomes a purchase order of its own (booking_orders kind 'purchase', io
 * number from `delivery_assurance_io_seq` in 4550000001–4599999999) with one line (line 10,
 * DeliveryAssuranceConfirmed) — that is what lets time booking accept the order. See
 * lib/delivery-assurance/save-delivery-assurance.ts.
 *
 * Rules held by the database, whatever the code does:
 * - quantity 1–39 tons; DeliveryType Spon or Depa; a depot agreement exactly when Depa;
 * - own farm transport ('OWN') has a lorry type, the cooperative's terms options have none and no
 *   night-loading / load-height answers;
 * - an io number + line is unique; a retried or double-clicked submit finds its rows by
 *   `idempotency_key` (unique) instead of creating new ones;
 * - a deleted assurance has its deletion time; settings' windows are not negative.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, markets, users } from "./core";
import { agreements } from "./agreements";
import { deliveryAddresses } from "./delivery-fee";
import { articles } from "./erp";
import { bookingOrderLines, bookingOrders, facilities } from "./logistics";

/** New io (purchase order) numbers of delivery assurances: above the ERP's own 45001xxxxx orders. */
export const deliveryAssuranceIoSeq = pgSequence("delivery_assurance_io_seq", {
  startWith: 4550000001,
  minValue: 4550000001,
  maxValue: 4599999999,
  increment: 1,
  cycle: false,
});

/** Per market: which questions the form asks and the harvest period the delivery date must fall in. */
export const deliveryAssuranceSettings = pgTable(
  "delivery_assurance_settings",
  {
    market: text("market")
      .primaryKey()
      .references(() => markets.code),
    /** Glyfosat question shown and required */
    glyphosateActive: boolean("glyphosate_active").notNull().default(true),
    /** NightLoading question (own farm transport) */
    nightLoadingActive: boolean("night_loading_active").notNull().default(true),
    /** LoadingHeight question (own farm transport, delivery date within the harvest period) */
    loadHeightActive: boolean("load_height_active").notNull().default(true),
    /** the Warehouse list (get-warehouse) is shown */
    warehouseListActive: boolean("warehouse_list_active").notNull().default(true),
    harvestFrom: date("harvest_from", { mode: "string" }).notNull(),
    harvestTo: date("harvest_to", { mode: "string" }).notNull(),
    /** the delivery date may lie this many days before harvestFrom … */
    preDays: integer("pre_days").notNull().default(0),
    /** … and this many days after harvestTo */
    postDays: integer("post_days").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("delivery_assurance_settings_period_check", sql`${t.harvestTo} >= ${t.harvestFrom}`),
    check("delivery_assurance_settings_days_check", sql`${t.preDays} between 0 and 366 and ${t.postDays} between 0 and 366`),
  ],
);

export const DELIVERY_ASSURANCE_STATUSES = ["active", "deleted"] as const;

/** One delivery assurance (one lorry load), with every field of the form. */
export const deliveryAssurances = pgTable(
  "delivery_assurances",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Article: a grain article of the market */
    itemNumber: text("item_number").notNull(),
    sort: text("sort"),
    harvestYear: integer("harvest_year").notNull(),
    /** Quantity in tons (one lorry load) */
    quantityTons: numeric("quantity_tons", { precision: 6, scale: 3, mode: "number" }).notNull(),
    torkat: boolean("torkat").notNull(),
    /** Red: cleaned */
    red: boolean("red").notNull(),
    /** Straforkortat: straw shortener used */
    straforkortat: boolean("straforkortat").notNull(),
    /** Glyfosat: null when the market does not ask */
    glyfosat: boolean("glyfosat"),
    /** Slam: sewage sludge used */
    slam: boolean("slam").notNull(),
    /** DeliveryType: Spon (spot) or Depa (depot) */
    deliveryType: text("delivery_type").notNull(),
    /** DepaAvtal: the depot agreement, exactly when Depa */
    depaAgreementId: integer("depa_agreement_id").references(() => agreements.id),
    deliveryAddressId: integer("delivery_address_id")
      .notNull()
      .references(() => deliveryAddresses.id),
    /** Transportation: 'OWN' (own farm transport) or a terms option of the cooperative's transport */
    transportation: text("transportation").notNull(),
    /** LorryType: a lorry type code (own farm transport) */
    lorryType: text("lorry_type"),
    nightLoading: boolean("night_loading"),
    loadingHeight: boolean("loading_height"),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    /** Warehouse: facility code (the order's facility) */
    warehouse: text("warehouse").references(() => facilities.code),
    otherInfo: text("other_info"),
    /** the purchase order (io number) and line it produced */
    ioNumber: text("io_number").notNull(),
    lineNumber: integer("line_number").notNull(),
    bookingOrderId: integer("booking_order_id").references(() => bookingOrders.id, { onDelete: "set null" }),
    bookingOrderLineId: integer("booking_order_line_id").references(() => bookingOrderLines.id, { onDelete: "set null" }),
    status: text("status").notNull().default("active"),
    /** `<key>:<n>` of the submit that created it: a retry returns the existing row */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("delivery_assurances_io_line_key").on(t.ioNumber, t.lineNumber),
    uniqueIndex("delivery_assurances_idempotency_key").on(t.idempotencyKey),
    index("delivery_assurances_customer_idx").on(t.customerId, t.status, t.deliveryDate),
    index("delivery_assurances_duplicate_idx").on(t.customerId, t.itemNumber, t.harvestYear, t.deliveryDate),
    foreignKey({
      name: "delivery_assurances_article_fk",
      columns: [t.market, t.itemNumber],
      foreignColumns: [articles.market, articles.itemNumber],
    }),
    check("delivery_assurances_quantity_check", sql`${t.quantityTons} between 1 and 39`),
    check("delivery_assurances_delivery_type_check", sql`${t.deliveryType} in ('Spon', 'Depa')`),
    check("delivery_assurances_depa_check", sql`(${t.deliveryType} = 'Depa') = (${t.depaAgreementId} is not null)`),
    check("delivery_assurances_transportation_check", sql`${t.transportation} in ('OWN', 'FRITT_GARD', 'FRITT_LAGER')`),
    check(
      "delivery_assurances_own_transport_check",
      sql`(${t.transportation} = 'OWN') = (${t.lorryType} is not null) and (${t.transportation} = 'OWN' or (${t.nightLoading} is null and ${t.loadingHeight} is null))`,
    ),
    check("delivery_assurances_harvest_year_check", sql`${t.harvestYear} between 2000 and 2100`),
    check("delivery_assurances_io_number_check", sql`${t.ioNumber} ~ '^[0-9]{10}$' and ${t.lineNumber} > 0`),
    check("delivery_assurances_status_check", sql`${t.status} in ('active', 'deleted')`),
    check("delivery_assurances_deleted_check", sql`(${t.status} = 'deleted') = (${t.deletedAt} is not null)`),
    check("delivery_assurances_other_info_check", sql`${t.otherInfo} is null or length(${t.otherInfo}) <= 500`),
    check("delivery_assurances_sort_check", sql`${t.sort} is null or length(${t.sort}) <= 60`),
  ],
);

export type DeliveryAssurance = typeof deliveryAssurances.$inferSelect;
export type DeliveryAssuranceSettings = typeof deliveryAssuranceSettings.$inferSelect;
