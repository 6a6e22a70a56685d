/**
 * Delivery fee (spec 1 §2 "Delivery-fee calculator page and dialog", §3 "Delivery fee request",
 * §5 "Delivery fee calculator"): lorry types, customers' delivery addresses with their distance
 * to the nearest facility, distance zones and the fee table.
 *
 * The fee of a delivery is read from `delivery_fees` by lorry type, the zone of the address's
 * distance, the quantity band and the delivery date (lib/delivery-fee/fee-rules.ts).
 * Constraints that must hold for every row live here:
 * - quantity bands of one lorry type and zone never overlap while their validity periods overlap,
 *   and distance zones of one market never overlap (exclusion constraints with btree_gist, added
 *   by hand to migration `*_delivery-fee-tables.sql` because drizzle-kit cannot express them);
 * - a fee row's lorry type and zone belong to the row's market (composite foreign keys);
 * - amounts are positive, bands and periods are not empty.
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
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, markets } from "./core";

/** How the goods travel (leveranssätt): "Bil med släp", "Bil utan släp", "Traktor" (own transport). */
export const lorryTypes = pgTable(
  "lorry_types",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    /** stable code sent as `lorryType` in the delivery fee request */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** the farmer's own vehicle (tractor), as opposed to a hired lorry */
    isOwnTransport: boolean("is_own_transport").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("lorry_types_market_code_key").on(t.market, t.code),
    // target of the composite foreign key of delivery_fees (a fee's lorry type is of its market)
    unique("lorry_types_id_market_key").on(t.id, t.market),
    check("lorry_types_code_check", sql`${t.code} ~ '^[A-Z0-9_]{1,20}$'`),
  ],
);

/** Distance zones of a market: [min_km, max_km) from the delivery address to the nearest facility. */
export const deliveryFeeZones = pgTable(
  "delivery_fee_zones",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    code: text("code").notNull(),
    name: text("name").notNull(),
    minKm: numeric("min_km", { precision: 7, scale: 1, mode: "number" }).notNull(),
    /** exclusive; null = no upper limit */
    maxKm: numeric("max_km", { precision: 7, scale: 1, mode: "number" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("delivery_fee_zones_market_code_key").on(t.market, t.code),
    unique("delivery_fee_zones_id_market_key").on(t.id, t.market),
    check("delivery_fee_zones_min_km_check", sql`${t.minKm} >= 0`),
    check("delivery_fee_zones_band_check", sql`${t.maxKm} is null or ${t.maxKm} > ${t.minKm}`),
    // + exclusion constraint delivery_fee_zones_no_overlap (market, km range) in the migration
  ],
);

/**
 * A customer's delivery address (leveransadress): where grain is picked up or delivered from.
 * General on purpose: the profile area adds silos and notification receivers to it later.
 */
export const deliveryAddresses = pgTable(
  "delivery_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    /** road distance to the nearest receiving facility, in km (decides the distance zone) */
    distanceKm: numeric("distance_km", { precision: 7, scale: 1, mode: "number" }).notNull(),
    /** name of that facility, e.g. "Skara" */
    nearestFacility: text("nearest_facility"),
    /** the driver's contact at the address (spec 2 §5 "Delivery address": required and valid when edited) */
    mobile: text("mobile"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("delivery_addresses_customer_idx").on(t.customerId),
    check("delivery_addresses_distance_check", sql`${t.distanceKm} >= 0`),
    check("delivery_addresses_name_check", sql`length(trim(${t.name})) > 0`),
  ],
);

/**
 * The fee table: per market, lorry type, distance zone and quantity band [min_tons, max_tons),
 * a fee per ton and an optional minimum fee, valid from/to (inclusive dates; open-ended when
 * valid_to is null). `cost_per_ton` is the cooperative's own haulage cost: internal staff only.
 */
export const deliveryFees = pgTable(
  "delivery_fees",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    lorryTypeId: integer("lorry_type_id").notNull(),
    zoneId: integer("zone_id").notNull(),
    minTons: numeric("min_tons", { precision: 10, scale: 3, mode: "number" }).notNull(),
    /** exclusive; null = no upper limit */
    maxTons: numeric("max_tons", { precision: 10, scale: 3, mode: "number" }),
    /** in the market's currency (SEK / EUR) per ton */
    feePerTon: numeric("fee_per_ton", { precision: 10, scale: 2, mode: "number" }).notNull(),
    minimumFee: numeric("minimum_fee", { precision: 10, scale: 2, mode: "number" }),
    costPerTon: numeric("cost_per_ton", { precision: 10, scale: 2, mode: "number" }),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "delivery_fees_lorry_type_fk",
      columns: [t.lorryTypeId, t.market],
      foreignColumns: [lorryTypes.id, lorryTypes.market],
    }),
    foreignKey({
      name: "delivery_fees_zone_fk",
      columns: [t.zoneId, t.market],
      foreignColumns: [deliveryFeeZones.id, deliveryFeeZones.market],
    }),
    index("delivery_fees_lookup_idx").on(t.lorryTypeId, t.zoneId, t.validFrom),
    check("delivery_fees_min_tons_check", sql`${t.minTons} >= 0`),
    check("delivery_fees_band_check", sql`${t.maxTons} is null or ${t.maxTons} > ${t.minTons}`),
    check("delivery_fees_fee_check", sql`${t.feePerTon} > 0`),
    check("delivery_fees_minimum_fee_check", sql`${t.minimumFee} is null or ${t.minimumFee} > 0`),
    check("delivery_fees_cost_check", sql`${t.costPerTon} is null or ${t.costPerTon} > 0`),
    check("delivery_fees_period_check", sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    // + exclusion constraint delivery_fees_no_overlap (lorry type, zone, tons range, validity) in the migration
  ],
);

export type LorryType = typeof lorryTypes.$inferSelect;
export type DeliveryFeeZone = typeof deliveryFeeZones.$inferSelect;
export type DeliveryAddress = typeof deliveryAddresses.$inferSelect;
export type DeliveryFee = typeof deliveryFees.$inferSelect;
