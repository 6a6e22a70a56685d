/**
 * Machine release and warranty forms and warranty claims of the Finnish agro desk (spec 4 §3
 * "Release and warranty form row", "Warranty claim row", "Spare part line", "Service hour line";
 * issue 16; decisions 060–064). Finnish market only.
 *
 * - `warranty_stores`: the retail stores (customers) that file forms, sell spare parts or run a
 *   service point; their staff are the store's users (`customer_users`).
 * - `release_forms`: release and warranty forms (luovutus- ja takuuilmoitus) filed at hand-over,
 *   and the imported old form data (`source = 'old'`). The listed fields are columns (filters,
 *   paging); the whole submission, keyed by the legacy field names, is `data` (the preview).
 * - `warranty_claims` + `warranty_claim_parts` + `warranty_claim_hours`: a claim with its spare
 *   parts and service hours. Money in integer cents, amounts and hours in hundredths; the totals
 *   are checked against each other in the database.
 * - `warranty_claim_comments`: the store's and the importer's comments on a claim.
 * - `warranty_message_settings`: whether a submitter wants e-mail on status changes and comments.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { customers, users } from "./core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const warrantyStores = pgTable("warranty_stores", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  sellsMachines: boolean("sells_machines").notNull().default(true),
  spareParts: boolean("spare_parts").notNull().default(true),
  servicePoint: boolean("service_point").notNull().default(true),
});

export const releaseForms = pgTable(
  "release_forms",
  {
    id: serial("id").primaryKey(),
    submissionId: uuid("submission_id").notNull().unique().defaultRandom(),
    source: text("source").notNull().default("release"),
    storeCustomerId: integer("store_customer_id")
      .notNull()
      .references(() => customers.id),
    submittedByUserId: integer("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    submitterEmail: text("submitter_email").notNull(),
    ownerCustomerId: integer("owner_customer_id").references(() => customers.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    customerFirstName: text("customer_first_name").notNull(),
    customerLastName: text("customer_last_name").notNull(),
    customerBusinessName: text("customer_business_name"),
    customerBusinessId: text("customer_business_id"),
    customerPostOffice: text("customer_post_office"),
    customerEmail: text("customer_email"),
    salesmenName: text("salesmen_name").notNull(),
    salesmenEmail: text("salesmen_email"),
    salesmenStore: text("salesmen_store"),
    manufactureName: text("manufacture_name").notNull(),
    brand: text("brand"),
    model: text("model").notNull(),
    serialNumber: text("serial_number").notNull(),
    sparePartsStore: text("spare_parts_store"),
    servicePointStore: text("service_point_store"),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedByUserId: integer("deleted_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("release_forms_store_idx").on(t.storeCustomerId, t.submittedAt),
    index("release_forms_serial_idx").on(t.serialNumber),
    index("release_forms_submitted_idx").on(t.submittedAt),
    index("release_forms_submitter_idx").on(sql`lower(${t.submitterEmail})`),
    check("release_forms_source_check", sql`${t.source} in ('release', 'old')`),
    check("release_forms_serial_check", sql`${t.serialNumber} ~ '^[A-Z0-9-]{1,30}$'`),
  ],
);

export const WARRANTY_STATUSES = ["Vastaanotettu", "Käsittelyssä", "Hyväksytty", "Hylätty"] as const;

export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: serial("id").primaryKey(),
    submissionId: uuid("submission_id").notNull().unique().defaultRandom(),
    storeCustomerId: integer("store_customer_id")
      .notNull()
      .references(() => customers.id),
    submittedByUserId: integer("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    submitterEmail: text("submitter_email").notNull(),
    ownerCustomerId: integer("owner_customer_id").references(() => customers.id, { onDelete: "set null" }),
    status: text("status").notNull().default("Vastaanotettu"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    serviceShopName: text("service_shop_name").notNull(),
    serviceShopPlace: text("service_shop_place").notNull(),
    serviceShopPhone: text("service_shop_phone").notNull(),
    serviceShopInvoiceNo: text("service_shop_invoice_no"),
    customerFirstName: text("customer_first_name").notNull(),
    customerLastName: text("customer_last_name").notNull(),
    customerAddress: text("customer_address"),
    customerZip: text("customer_zip"),
    customerCity: text("customer_city"),
    customerPhone: text("customer_phone"),
    customerEmail: text("customer_email"),
    serialNumber: text("serial_number").notNull(),
    makeAndModel: text("make_and_model").notNull(),
    warrantyStartDate: date("warranty_start_date").notNull(),
    usage: text("usage"),
    damageDate: date("damage_date"),
    repairDate: date("repair_date"),
    faultDescription: text("fault_description"),
    partsTotalCents: bigint("parts_total_cents", { mode: "number" }).notNull(),
    workTotalCents: bigint("work_total_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedByUserId: integer("deleted_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("warranty_claims_store_idx").on(t.storeCustomerId, t.submittedAt),
    index("warranty_claims_serial_idx").on(t.serialNumber),
    index("warranty_claims_status_idx").on(t.status),
    index("warranty_claims_submitter_idx").on(sql`lower(${t.submitterEmail})`),
    check("warranty_claims_status_check", sql`${t.status} in ('Vastaanotettu', 'Käsittelyssä', 'Hyväksytty', 'Hylätty')`),
    check(
      "warranty_claims_totals_check",
      sql`${t.totalCents} = ${t.partsTotalCents} + ${t.workTotalCents} and ${t.partsTotalCents} >= 0 and ${t.workTotalCents} >= 0`,
    ),
    check("warranty_claims_serial_check", sql`${t.serialNumber} ~ '^[A-Z0-9-]{1,30}$'`),
  ],
);

export const warrantyClaimParts = pgTable(
  "warranty_claim_parts",
  {
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    amountHundredths: integer("amount_hundredths").notNull(),
    partNumber: text("part_number").notNull(),
    name: text("name").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    lineTotalCents: bigint("line_total_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.lineNo] }),
    check("warranty_claim_parts_positive", sql`${t.amountHundredths} > 0 and ${t.unitPriceCents} >= 0 and ${t.lineTotalCents} >= 0`),
  ],
);

export const warrantyClaimHours = pgTable(
  "warranty_claim_hours",
  {
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    pricePerHourCents: bigint("price_per_hour_cents", { mode: "number" }).notNull(),
    hoursHundredths: integer("hours_hundredths").notNull(),
    description: text("description").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.lineNo] }),
    check("warranty_claim_hours_positive", sql`${t.hoursHundredths} > 0 and ${t.pricePerHourCents} >= 0 and ${t.priceCents} >= 0`),
  ],
);

export const warrantyClaimComments = pgTable(
  "warranty_claim_comments",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    /** "store" (the store's side) or "importer" (agro admins) */
    side: text("side").notNull(),
    body: text("body").notNull(),
    /** a status change written beside the comment, e.g. "Käsittelyssä" */
    statusTo: text("status_to"),
    createdAt: createdAt(),
  },
  (t) => [
    index("warranty_claim_comments_claim_idx").on(t.claimId, t.createdAt),
    check("warranty_claim_comments_side_check", sql`${t.side} in ('store', 'importer')`),
    check("warranty_claim_comments_body_check", sql`length(${t.body}) between 1 and 4000`),
  ],
);

export const warrantyMessageSettings = pgTable("warranty_message_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailOnStatus: boolean("email_on_status").notNull().default(true),
  emailOnComment: boolean("email_on_comment").notNull().default(true),
});
