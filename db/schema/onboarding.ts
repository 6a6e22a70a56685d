/**
 * Onboarding (issue 12 items 4 and 5; decisions 076–078): registrations of new customers waiting
 * for staff, and messages sent through the contact form.
 *
 * A registration's three attachments are `stored_files` rows with visibility `owner` and no owner
 * (only staff read them); approval makes the new user their owner. Approval sets `customer_id`
 * (unique: one customer per registration) in the same transaction that creates the customer.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, markets, users } from "./core";
import { storedFiles } from "./files";

/** Customer numbers of approved registrations (skipping any number already taken). */
export const registrationCustomerNumberSeq = pgSequence("registration_customer_number_seq", { startWith: 800001 });

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    status: text("status").$type<RegistrationStatus>().notNull().default("pending"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    personNumber: text("person_number").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    phone: text("phone"),
    organisationNumber: text("organisation_number"),
    companyName: text("company_name"),
    contractApplicationKey: text("contract_application_key")
      .notNull()
      .references(() => storedFiles.key),
    copyOfIdKey: text("copy_of_id_key")
      .notNull()
      .references(() => storedFiles.key),
    registrationCertificateKey: text("registration_certificate_key")
      .notNull()
      .references(() => storedFiles.key),
    /** the attachments' file names as sent (sanitised), by field name */
    attachmentNames: jsonb("attachment_names").$type<Record<string, string>>().notNull().default({}),
    rejectReason: text("reject_reason"),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("registrations_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("registrations_person_number_check", sql`${t.personNumber} ~ '^[0-9]{12}$'`),
    check("registrations_rejected_reason", sql`${t.status} <> 'rejected' or length(trim(${t.rejectReason})) > 0`),
    check("registrations_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    uniqueIndex("registrations_customer_key").on(t.customerId),
    index("registrations_status_idx").on(t.status, t.createdAt),
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;

/** Messages of the contact form; staff read them, and each also goes out by e-mail. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    /** the signed-in sender (null: sent signed out) */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerNumber: text("customer_number"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_messages_subject", sql`length(trim(${t.subject})) > 0 and length(${t.subject}) <= 200`),
    check("contact_messages_message", sql`length(trim(${t.message})) > 0 and length(${t.message}) <= 5000`),
    index("contact_messages_created_idx").on(t.market, t.createdAt),
  ],
);
