/**
 * Analysis requests (spec 2 §2 analysis request form, preview, list; §3, §5, §7; issue 14 item 6;
 * decision 039). Reference: the analyses the lab does (`analysis_types`), packages of them
 * (`analysis_packages`, `analysis_package_items`), which packages apply to which facility, article
 * and trigger (`analysis_package_scopes`) and which articles a facility takes (`facility_articles`).
 * A farmer's order is an `analysis_requests` row; staff (or a lab import) enter `analysis_results`,
 * which makes the request `ready` and e-mails the farmer through the job queue.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, markets, users } from "./core";

/** Why the sample is analysed: before sale/delivery, or the farmer's own check of stored grain. */
export const ANALYSIS_TRIGGERS = ["SALE", "STORAGE"] as const;

export const analysisTypes = pgTable(
  "analysis_types",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameFi: text("name_fi").notNull(),
    unit: text("unit").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("analysis_types_code_key").on(t.code), check("analysis_types_code_check", sql`${t.code} ~ '^[A-Z0-9_]{1,20}$'`)],
);

export const analysisPackages = pgTable(
  "analysis_packages",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** price per sample, shown in the form */
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("analysis_packages_code_key").on(t.code),
    check("analysis_packages_code_check", sql`${t.code} ~ '^[A-Z0-9_]{1,20}$'`),
  ],
);

export const analysisPackageItems = pgTable(
  "analysis_package_items",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => analysisPackages.id, { onDelete: "cascade" }),
    analysisTypeId: integer("analysis_type_id")
      .notNull()
      .references(() => analysisTypes.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.analysisTypeId] })],
);

/** A package offered at a facility for an article and trigger. */
export const analysisPackageScopes = pgTable(
  "analysis_package_scopes",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => analysisPackages.id, { onDelete: "cascade" }),
    facilityCode: text("facility_code").notNull(),
    itemNumber: text("item_number").notNull(),
    trigger: text("trigger").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.facilityCode, t.itemNumber, t.trigger] }),
    index("analysis_package_scopes_lookup_idx").on(t.facilityCode, t.itemNumber, t.trigger),
    check("analysis_package_scopes_trigger_check", sql`${t.trigger} in ('SALE', 'STORAGE')`),
  ],
);

/** The articles a facility takes samples of. */
export const facilityArticles = pgTable(
  "facility_articles",
  {
    facilityCode: text("facility_code").notNull(),
    market: text("market").notNull(),
    itemNumber: text("item_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityCode, t.itemNumber] })],
);

export const analysisRequests = pgTable(
  "analysis_requests",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    market: text("market").notNull(),
    trigger: text("trigger").notNull(),
    facilityCode: text("facility_code").notNull(),
    itemNumber: text("item_number").notNull(),
    itemDescSort: text("item_desc_sort"),
    packageId: integer("package_id")
      .notNull()
      .references(() => analysisPackages.id),
    /** tons */
    weight: numeric("weight", { precision: 10, scale: 2, mode: "number" }).notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    postalAddress: text("postal_address").notNull(),
    phoneNumber: text("phone_number").notNull(),
    mobilePhone: text("mobile_phone"),
    email: text("email"),
    otherInformation: text("other_information"),
    /** ordered → ready (results entered) */
    status: text("status").notNull().default("ordered"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resultsAt: timestamp("results_at", { withTimezone: true }),
  },
  (t) => [
    index("analysis_requests_customer_idx").on(t.customerId, t.createdAt.desc()),
    check("analysis_requests_status_check", sql`${t.status} in ('ordered', 'ready')`),
    check("analysis_requests_trigger_check", sql`${t.trigger} in ('SALE', 'STORAGE')`),
    check("analysis_requests_weight_check", sql`${t.weight} > 0`),
    check("analysis_requests_ready_check", sql`(${t.status} = 'ready') = (${t.resultsAt} is not null)`),
  ],
);

export const analysisResults = pgTable(
  "analysis_results",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => analysisRequests.id, { onDelete: "cascade" }),
    analysisTypeId: integer("analysis_type_id")
      .notNull()
      .references(() => analysisTypes.id),
    value: numeric("value", { precision: 12, scale: 3, mode: "number" }).notNull(),
    enteredByUserId: integer("entered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.analysisTypeId] })],
);
