/**
 * Agreements and what hangs off them, as the legacy portal read them from the cooperative's ERP
 * (spec 1 §3 "Agreement", spec 1 §7 "Agreements", spec 2 §7): agreements of five kinds with their
 * article lines, farm samples (gårdsprov), price hedgings (prissäkringar), weigh-ins (invägningar)
 * and forage analyses, plus the analysis values of samples and weigh-ins. Our database is the
 * local implementation of lib/integrations/erp.
 *
 * Rules held by the database: kinds, types per kind, statuses and units are checked; quantities,
 * weights and prices are never negative; an agreement that is not open is signed; a connected
 * agreement is a seed agreement of the same customer connected to another seed agreement; a
 * weigh-in's agreement belongs to the weigh-in's customer; an analysis value belongs to exactly
 * one sample or weigh-in. Quantities of agreements and hedgings are in ton.
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
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { customers } from "./core";
import {
  AGREEMENT_KINDS,
  AGREEMENT_STATUSES,
  AGREEMENT_TYPES,
  PRICE_HEDGING_STATUSES,
  QUANTITY_UNITS,
  SAMPLE_STATUSES,
  type AgreementKind,
  type AgreementStatus,
  type AgreementType,
} from "../../lib/agreements/constants";
import { articles, priceAreas } from "./erp";

export {
  AGREEMENT_KINDS,
  AGREEMENT_STATUSES,
  AGREEMENT_TYPES,
  PRICE_HEDGING_STATUSES,
  QUANTITY_UNITS,
  SAMPLE_STATUSES,
  type AgreementKind,
  type AgreementStatus,
  type AgreementType,
};

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const ton = (name: string) => numeric(name, { precision: 12, scale: 3, mode: "number" });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

const typeByKind = sql.raw(
  Object.entries(AGREEMENT_TYPES)
    .map(([kind, types]) => `("kind" = '${kind}' and "agreement_type" in (${types.map((x) => `'${x}'`).join(", ")}))`)
    .join(" or "),
);

/** An agreement of a customer (avtal). Quantities in ton; `unit` is the unit the price is per. */
export const agreements = pgTable(
  "agreements",
  {
    id: serial("id").primaryKey(),
    /** the ERP's agreement number, shown to the customer */
    agreementNumber: text("agreement_number").notNull(),
    /** the ERP's document transaction id of the signed agreement (ViewAgreement's transid) */
    transId: text("trans_id").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<AgreementKind>(),
    agreementType: text("agreement_type").notNull(),
    /** open: sent for signing, not signed yet; current: signed and in force; inactive: ended */
    status: text("status").notNull().$type<AgreementStatus>(),
    /** the agreement (season) year, e.g. the seed year */
    year: integer("year").notNull(),
    harvestYear: integer("harvest_year"),
    validFrom: date("valid_from").notNull(),
    validTo: date("valid_to").notNull(),
    totalQuantity: ton("total_quantity").notNull(),
    acceptedQuantity: ton("accepted_quantity").notNull().default(0),
    unit: text("unit").notNull().default("ton"),
    price: money("price"),
    currency: text("currency").notNull(),
    priceAreaId: integer("price_area_id").references(() => priceAreas.id),
    /** receiving facility (mottagningsplats) */
    warehouse: text("warehouse"),
    /** Spon or Depa for grain agreements */
    deliveryMode: text("delivery_mode"),
    description: text("description"),
    /** the cooperative's contact for the agreement (handläggare), shown to the customer */
    handlerName: text("handler_name"),
    /** seed agreements: the seed agreement this one is connected to (e.g. a price-hedged part) */
    connectedToAgreementId: integer("connected_to_agreement_id"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedBy: text("signed_by"),
    /** internal only: staff notes and margin, never sent to customers */
    internalNote: text("internal_note"),
    internalMargin: money("internal_margin"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agreements_agreement_number_key").on(t.agreementNumber),
    uniqueIndex("agreements_trans_id_key").on(t.transId),
    // targets of the composite foreign keys below (same customer / same kind)
    unique("agreements_id_customer_key").on(t.id, t.customerId),
    unique("agreements_id_customer_kind_key").on(t.id, t.customerId, t.kind),
    index("agreements_customer_kind_idx").on(t.customerId, t.kind, t.status),
    index("agreements_connected_idx").on(t.connectedToAgreementId),
    foreignKey({
      name: "agreements_connected_same_customer_seed_fk",
      columns: [t.connectedToAgreementId, t.customerId, t.kind],
      foreignColumns: [t.id as AnyPgColumn, t.customerId, t.kind],
    }).onDelete("cascade"),
    check("agreements_number_digits", sql`${t.agreementNumber} ~ '^[0-9]{4,12}$'`),
    check("agreements_trans_id_digits", sql`${t.transId} ~ '^[0-9]{4,16}$'`),
    check("agreements_kind_check", sql`${t.kind} in (${inList(AGREEMENT_KINDS)})`),
    check("agreements_type_by_kind_check", typeByKind),
    check("agreements_status_check", sql`${t.status} in (${inList(AGREEMENT_STATUSES)})`),
    check("agreements_unit_check", sql`${t.unit} in (${inList(QUANTITY_UNITS)})`),
    check("agreements_currency_check", sql`${t.currency} in ('SEK', 'EUR')`),
    check("agreements_delivery_mode_check", sql`${t.deliveryMode} is null or ${t.deliveryMode} in ('Spon', 'Depa')`),
    check("agreements_quantities_check", sql`${t.totalQuantity} >= 0 and ${t.acceptedQuantity} >= 0`),
    check("agreements_price_check", sql`${t.price} is null or ${t.price} >= 0`),
    check(
      "agreements_years_check",
      sql`${t.year} between 2000 and 2100 and (${t.harvestYear} is null or ${t.harvestYear} between 2000 and 2100)`,
    ),
    check("agreements_validity_check", sql`${t.validTo} >= ${t.validFrom}`),
    check("agreements_signed_check", sql`${t.status} = 'open' or ${t.signedAt} is not null`),
    check(
      "agreements_connected_check",
      sql`${t.connectedToAgreementId} is null or (${t.kind} = 'seed' and ${t.connectedToAgreementId} <> ${t.id})`,
    ),
  ],
);

/** The article lines of an agreement; articles by (market, item number). */
export const agreementLines = pgTable(
  "agreement_lines",
  {
    id: serial("id").primaryKey(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    lineNumber: integer("line_number").notNull(),
    market: text("market").notNull(),
    itemNumber: text("item_number").notNull(),
    /** grain or seed variety (sort), e.g. "Julius" */
    sort: text("sort"),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull(),
    deliveredQuantity: numeric("delivered_quantity", { precision: 12, scale: 3, mode: "number" }).notNull().default(0),
    unit: text("unit").notNull().default("ton"),
    price: money("price"),
    discountPerUnit: money("discount_per_unit").notNull().default(0),
    termSupplement: money("term_supplement").notNull().default(0),
    /** e.g. "Oktober–december 2026" */
    deliveryPeriod: text("delivery_period"),
    warehouse: text("warehouse"),
  },
  (t) => [
    uniqueIndex("agreement_lines_agreement_line_key").on(t.agreementId, t.lineNumber),
    foreignKey({
      name: "agreement_lines_article_fk",
      columns: [t.market, t.itemNumber],
      foreignColumns: [articles.market, articles.itemNumber],
    }),
    check("agreement_lines_line_number_check", sql`${t.lineNumber} > 0`),
    check("agreement_lines_quantities_check", sql`${t.quantity} >= 0 and ${t.deliveredQuantity} >= 0`),
    check("agreement_lines_money_check", sql`(${t.price} is null or ${t.price} >= 0) and ${t.discountPerUnit} >= 0`),
    check("agreement_lines_unit_check", sql`${t.unit} in (${inList(QUANTITY_UNITS)})`),
  ],
);

/** A farm sample (gårdsprov) of a grain or seed agreement; its number is the provnr. */
export const farmSamples = pgTable(
  "farm_samples",
  {
    id: serial("id").primaryKey(),
    sampleNumber: text("sample_number").notNull(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    takenAt: date("taken_at").notNull(),
    market: text("market").notNull(),
    itemNumber: text("item_number").notNull(),
    sort: text("sort"),
    status: text("status").notNull().default("received"),
    analysedAt: date("analysed_at"),
    /** internal only: the laboratory's remark */
    labNote: text("lab_note"),
  },
  (t) => [
    uniqueIndex("farm_samples_sample_number_key").on(t.sampleNumber),
    index("farm_samples_agreement_idx").on(t.agreementId),
    foreignKey({
      name: "farm_samples_article_fk",
      columns: [t.market, t.itemNumber],
      foreignColumns: [articles.market, articles.itemNumber],
    }),
    check("farm_samples_number_digits", sql`${t.sampleNumber} ~ '^[0-9]{4,12}$'`),
    check("farm_samples_status_check", sql`${t.status} in (${inList(SAMPLE_STATUSES)})`),
    check("farm_samples_analysed_check", sql`${t.status} = 'received' or ${t.analysedAt} is not null`),
  ],
);

/** A price hedging (prissäkring) of part of an agreement's quantity. */
export const priceHedgings = pgTable(
  "price_hedgings",
  {
    id: serial("id").primaryKey(),
    hedgeNumber: text("hedge_number").notNull(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    hedgedAt: date("hedged_at").notNull(),
    quantity: ton("quantity").notNull(),
    price: money("price").notNull(),
    currency: text("currency").notNull(),
    /** the delivery/price period the price is for, e.g. "November 2026" */
    pricePeriod: text("price_period").notNull(),
    status: text("status").notNull().default("active"),
    /** internal only: the cooperative's margin on the hedge */
    internalMargin: money("internal_margin"),
  },
  (t) => [
    uniqueIndex("price_hedgings_hedge_number_key").on(t.hedgeNumber),
    index("price_hedgings_agreement_idx").on(t.agreementId),
    check("price_hedgings_quantity_check", sql`${t.quantity} > 0`),
    check("price_hedgings_price_check", sql`${t.price} > 0`),
    check("price_hedgings_currency_check", sql`${t.currency} in ('SEK', 'EUR')`),
    check("price_hedgings_status_check", sql`${t.status} in (${inList(PRICE_HEDGING_STATUSES)})`),
  ],
);

/**
 * A weigh-in (invägning): one row of a delivery note (order number, facility, row number).
 * Net weight is gross minus tare; the settled weight is after drying and admixture deductions.
 */
export const weighIns = pgTable(
  "weigh_ins",
  {
    id: serial("id").primaryKey(),
    /** the ERP's weigh-in number (invägningsnummer) */
    weighInNumber: text("weigh_in_number").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    agreementId: integer("agreement_id"),
    /** the delivery note's order number */
    orderNumber: text("order_number").notNull(),
    /** the receiving facility's id (fabric id) and name */
    fabricId: text("fabric_id").notNull(),
    facilityName: text("facility_name").notNull(),
    rowNumber: integer("row_number").notNull(),
    weighedAt: timestamp("weighed_at", { withTimezone: true }).notNull(),
    market: text("market").notNull(),
    itemNumber: text("item_number").notNull(),
    sort: text("sort"),
    harvestYear: integer("harvest_year"),
    vehicleRegistration: text("vehicle_registration"),
    grossKg: integer("gross_kg").notNull(),
    tareKg: integer("tare_kg").notNull(),
    netKg: integer("net_kg").notNull(),
    settledKg: integer("settled_kg"),
    /** vattenhalt, % */
    moisture: numeric("moisture", { precision: 5, scale: 2, mode: "number" }),
    /** protein, % of dry matter */
    protein: numeric("protein", { precision: 5, scale: 2, mode: "number" }),
    /** rymdvikt, kg/hl */
    hectolitreWeight: numeric("hectolitre_weight", { precision: 5, scale: 1, mode: "number" }),
    /** falltal, s */
    fallingNumber: integer("falling_number"),
    /** internal only: the weighing clerk's note */
    internalNote: text("internal_note"),
  },
  (t) => [
    uniqueIndex("weigh_ins_weigh_in_number_key").on(t.weighInNumber),
    uniqueIndex("weigh_ins_delivery_note_row_key").on(t.orderNumber, t.fabricId, t.rowNumber),
    index("weigh_ins_agreement_idx").on(t.agreementId, t.weighedAt),
    index("weigh_ins_customer_idx").on(t.customerId, t.weighedAt),
    foreignKey({
      name: "weigh_ins_agreement_same_customer_fk",
      columns: [t.agreementId, t.customerId],
      foreignColumns: [agreements.id, agreements.customerId],
    }).onDelete("cascade"),
    foreignKey({ name: "weigh_ins_article_fk", columns: [t.market, t.itemNumber], foreignColumns: [articles.market, articles.itemNumber] }),
    check("weigh_ins_number_digits", sql`${t.weighInNumber} ~ '^[0-9]{4,16}$'`),
    check("weigh_ins_order_number_check", sql`${t.orderNumber} ~ '^[0-9]{4,16}$'`),
    check("weigh_ins_fabric_id_check", sql`${t.fabricId} ~ '^[A-Z0-9]{1,10}$'`),
    check("weigh_ins_row_number_check", sql`${t.rowNumber} > 0`),
    check(
      "weigh_ins_weights_check",
      sql`${t.tareKg} >= 0 and ${t.grossKg} >= ${t.tareKg} and ${t.netKg} = ${t.grossKg} - ${t.tareKg} and (${t.settledKg} is null or (${t.settledKg} >= 0 and ${t.settledKg} <= ${t.netKg}))`,
    ),
    check(
      "weigh_ins_quality_check",
      sql`(${t.moisture} is null or ${t.moisture} between 0 and 100) and (${t.protein} is null or ${t.protein} between 0 and 100) and (${t.hectolitreWeight} is null or ${t.hectolitreWeight} >= 0) and (${t.fallingNumber} is null or ${t.fallingNumber} >= 0)`,
    ),
  ],
);

/** A forage analysis (grovfoderanalys) of a forage agreement, by sample number (provnr) and harvest year. */
export const forageAnalyses = pgTable(
  "forage_analyses",
  {
    id: serial("id").primaryKey(),
    sampleNumber: text("sample_number").notNull(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    harvestYear: integer("harvest_year").notNull(),
    /** which cut (skörd) of the year */
    cut: integer("cut"),
    sampledAt: date("sampled_at").notNull(),
    /** e.g. "Vall 1:a skörd, plansilo 2" */
    description: text("description"),
    status: text("status").notNull().default("analysed"),
    analysedAt: date("analysed_at"),
    /** internal only: the laboratory's remark */
    labNote: text("lab_note"),
  },
  (t) => [
    uniqueIndex("forage_analyses_sample_number_key").on(t.sampleNumber),
    index("forage_analyses_agreement_year_idx").on(t.agreementId, t.harvestYear),
    check("forage_analyses_number_digits", sql`${t.sampleNumber} ~ '^[0-9]{4,12}$'`),
    check("forage_analyses_year_check", sql`${t.harvestYear} between 2000 and 2100`),
    check("forage_analyses_cut_check", sql`${t.cut} is null or ${t.cut} between 1 and 5`),
    check("forage_analyses_status_check", sql`${t.status} in (${inList(SAMPLE_STATUSES)})`),
    check("forage_analyses_analysed_check", sql`${t.status} = 'received' or ${t.analysedAt} is not null`),
  ],
);

/**
 * One analysis value (e.g. protein 12,4 %) of exactly one farm sample, weigh-in or forage
 * analysis. `code` names the analysis (texts under agreements.analysis.<code>).
 */
export const analysisValues = pgTable(
  "analysis_values",
  {
    id: serial("id").primaryKey(),
    farmSampleId: integer("farm_sample_id").references(() => farmSamples.id, { onDelete: "cascade" }),
    weighInId: integer("weigh_in_id").references(() => weighIns.id, { onDelete: "cascade" }),
    forageAnalysisId: integer("forage_analysis_id").references(() => forageAnalyses.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    value: numeric("value", { precision: 12, scale: 3, mode: "number" }).notNull(),
    unit: text("unit").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("analysis_values_farm_sample_code_key")
      .on(t.farmSampleId, t.code)
      .where(sql`${t.farmSampleId} is not null`),
    uniqueIndex("analysis_values_weigh_in_code_key")
      .on(t.weighInId, t.code)
      .where(sql`${t.weighInId} is not null`),
    uniqueIndex("analysis_values_forage_code_key")
      .on(t.forageAnalysisId, t.code)
      .where(sql`${t.forageAnalysisId} is not null`),
    check("analysis_values_one_parent_check", sql`num_nonnulls(${t.farmSampleId}, ${t.weighInId}, ${t.forageAnalysisId}) = 1`),
    check("analysis_values_code_check", sql`${t.code} ~ '^[a-zA-Z][a-zA-Z0-9]{0,39}$'`),
  ],
);

export type Agreement = typeof agreements.$inferSelect;
export type AgreementLine = typeof agreementLines.$inferSelect;
export type FarmSample = typeof farmSamples.$inferSelect;
export type PriceHedging = typeof priceHedgings.$inferSelect;
export type WeighIn = typeof weighIns.$inferSelect;
export type ForageAnalysis = typeof forageAnalyses.$inferSelect;
export type AnalysisValue = typeof analysisValues.$inferSelect;
