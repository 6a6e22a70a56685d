/**
 * Seed production (issue 14 item 7; decision 066): the cooperative contracts growers to multiply
 * certified seed. Staff follow who grows what where, and each seed lot from field to certificate.
 *
 * - `seed_growers`: a contracted grower (often one of our customers), certified or not.
 * - `seed_fields`: a grower's field (block id, area) used for seed multiplication.
 * - `seed_varieties`: the varieties we multiply (crop, breeder, year listed).
 * - `seed_lots`: one lot of a variety from a grower's field and harvest year: its generation
 *   (PBS, BS, C1, C2), weight, germination and where it is in certification.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./core";

export const SEED_LOT_STATUSES = ["growing", "harvested", "sampled", "approved", "rejected"] as const;
export type SeedLotStatus = (typeof SEED_LOT_STATUSES)[number];
export const SEED_GENERATIONS = ["PBS", "BS", "C1", "C2"] as const;

export const seedGrowers = pgTable(
  "seed_growers",
  {
    id: serial("id").primaryKey(),
    market: text("market").notNull(),
    growerNumber: text("grower_number").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    municipality: text("municipality").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone"),
    certified: boolean("certified").notNull().default(true),
  },
  (t) => [uniqueIndex("seed_growers_number_key").on(t.market, t.growerNumber)],
);

export const seedFields = pgTable(
  "seed_fields",
  {
    id: serial("id").primaryKey(),
    growerId: integer("grower_id")
      .notNull()
      .references(() => seedGrowers.id, { onDelete: "cascade" }),
    /** the block (skifte / lohko) id of the agricultural register */
    fieldCode: text("field_code").notNull(),
    name: text("name").notNull(),
    areaHa: numeric("area_ha", { precision: 8, scale: 2, mode: "number" }).notNull(),
    previousCrop: text("previous_crop"),
  },
  (t) => [uniqueIndex("seed_fields_code_key").on(t.growerId, t.fieldCode), check("seed_fields_area_check", sql`${t.areaHa} > 0`)],
);

export const seedVarieties = pgTable(
  "seed_varieties",
  {
    id: serial("id").primaryKey(),
    market: text("market").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    crop: text("crop").notNull(),
    breeder: text("breeder").notNull(),
    listedYear: integer("listed_year").notNull(),
  },
  (t) => [uniqueIndex("seed_varieties_code_key").on(t.market, t.code)],
);

export const seedLots = pgTable(
  "seed_lots",
  {
    id: serial("id").primaryKey(),
    market: text("market").notNull(),
    lotNumber: text("lot_number").notNull(),
    varietyId: integer("variety_id")
      .notNull()
      .references(() => seedVarieties.id, { onDelete: "restrict" }),
    growerId: integer("grower_id")
      .notNull()
      .references(() => seedGrowers.id, { onDelete: "restrict" }),
    fieldId: integer("field_id").references(() => seedFields.id, { onDelete: "set null" }),
    harvestYear: integer("harvest_year").notNull(),
    generation: text("generation").notNull(),
    quantityKg: integer("quantity_kg").notNull().default(0),
    /** germination in per cent, once sampled */
    germination: numeric("germination", { precision: 4, scale: 1, mode: "number" }),
    status: text("status").notNull().default("growing"),
    inspectedOn: date("inspected_on"),
  },
  (t) => [
    uniqueIndex("seed_lots_number_key").on(t.market, t.lotNumber),
    index("seed_lots_variety_idx").on(t.varietyId),
    index("seed_lots_grower_idx").on(t.growerId),
    check("seed_lots_generation_check", sql`${t.generation} in ('PBS', 'BS', 'C1', 'C2')`),
    check("seed_lots_status_check", sql`${t.status} in ('growing', 'harvested', 'sampled', 'approved', 'rejected')`),
    check("seed_lots_quantity_check", sql`${t.quantityKg} >= 0`),
    check("seed_lots_germination_check", sql`${t.germination} is null or (${t.germination} >= 0 and ${t.germination} <= 100)`),
  ],
);
