/**
 * The profile area (issue 12 items 1–3, decisions 073–075): silos and notification receivers of a
 * delivery address (delivery_addresses lives in ./delivery-fee), the versioned texts of the user
 * agreement and the privacy policy, and the append-only consent log.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { markets, users } from "./core";
import { deliveryAddresses } from "./delivery-fee";

/** A silo at a delivery address (spec 1 §3 "Silo": Number, Accessibility 10M, 18M, 24M). */
export const deliveryAddressSilos = pgTable(
  "delivery_address_silos",
  {
    id: serial("id").primaryKey(),
    deliveryAddressId: integer("delivery_address_id")
      .notNull()
      .references(() => deliveryAddresses.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    /** how far the lorry's blower reaches, in metres: 10, 18 or 24 */
    accessibility: integer("accessibility").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_address_silos_number_key").on(t.deliveryAddressId, t.number),
    check("delivery_address_silos_number_check", sql`length(trim(${t.number})) between 1 and 20`),
    check("delivery_address_silos_accessibility_check", sql`${t.accessibility} in (10, 18, 24)`),
  ],
);

/** Who is told (SMS and/or e-mail) about deliveries to or from a delivery address. */
export const deliveryAddressReceivers = pgTable(
  "delivery_address_receivers",
  {
    id: serial("id").primaryKey(),
    deliveryAddressId: integer("delivery_address_id")
      .notNull()
      .references(() => deliveryAddresses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mobile: text("mobile"),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("delivery_address_receivers_address_idx").on(t.deliveryAddressId),
    check("delivery_address_receivers_name_check", sql`length(trim(${t.name})) > 0`),
    check("delivery_address_receivers_channel_check", sql`${t.mobile} is not null or ${t.email} is not null`),
  ],
);

/** A published version of the user agreement ("terms") or the privacy policy ("privacy") of a market. */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    kind: text("kind", { enum: ["terms", "privacy"] }).notNull(),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    /** plain text, paragraphs separated by blank lines */
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("legal_documents_version_key").on(t.market, t.kind, t.version),
    check("legal_documents_kind_check", sql`${t.kind} in ('terms', 'privacy')`),
    check("legal_documents_version_check", sql`${t.version} >= 1`),
  ],
);

/**
 * Every consent given or withdrawn (append-only: a trigger in migration profile-extra refuses
 * updates and deletes). `purpose` is "terms" (the user agreement) or a privacy purpose
 * (lib/profile/consent-purposes.ts); `documentVersion` is the version of the text the user saw.
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    purpose: text("purpose").notNull(),
    given: boolean("given").notNull(),
    documentKind: text("document_kind", { enum: ["terms", "privacy"] }).notNull(),
    documentVersion: integer("document_version").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consent_events_user_idx").on(t.userId, t.purpose, t.id),
    check("consent_events_purpose_check", sql`${t.purpose} ~ '^[a-z]{2,30}$'`),
    check("consent_events_kind_check", sql`${t.documentKind} in ('terms', 'privacy')`),
  ],
);

export type DeliveryAddressSilo = typeof deliveryAddressSilos.$inferSelect;
export type DeliveryAddressReceiver = typeof deliveryAddressReceivers.$inferSelect;
export type LegalDocument = typeof legalDocuments.$inferSelect;
export type ConsentEvent = typeof consentEvents.$inferSelect;
