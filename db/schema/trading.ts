/**
 * Trading (issue 11; spec 2 §3 "Agreement form", "Receiver", §4 "Purchasing agreement wizard",
 * §8 "Save agreement"): agreements made in the portal, their signing requests and the sealed
 * (PAdES-signed) documents.
 *
 * - `trading_saves`: one row per save of the wizard (who, its idempotency key, the form's extra
 *   fields) naming what it made: an agreement — a row of `agreements`, status `open` until signed,
 *   so it shows in My agreements at once — or a price watch.
 * - `signing_requests`: one link per send; the token is stored only as SHA-256, one pending
 *   request per agreement (a resend voids the old one), completion is
 *   `UPDATE … WHERE status = 'pending' RETURNING` (lib/signing).
 * - `signing_events`: every step of a signing (sent, opened, code sent, code failed, signed, …)
 *   for the audit page.
 * - `sealed_agreements`: the sealed PDF of a signed agreement, at most one.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./core";
import { agreements } from "./agreements";
import { priceWatches } from "./prices";

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
});

/** Agreement numbers of agreements made in the portal (digits, 8 long, far above the ERP's seeded ones). */
export const tradingAgreementNumberSeq = pgSequence("trading_agreement_number_seq", { startWith: 70000001, minValue: 70000001 });

export const SIGNING_STATUSES = ["pending", "signed", "expired", "cancelled", "voided"] as const;
export type SigningStatus = (typeof SIGNING_STATUSES)[number];

export const tradingSaves = pgTable(
  "trading_saves",
  {
    id: serial("id").primaryKey(),
    /** who saved (the farmer, or staff acting for the customer) */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the wizard's key of one save: a retry or double click with the same key saves once */
    idempotencyKey: text("idempotency_key").notNull(),
    /** what the save made: an agreement, or a price watch */
    agreementId: integer("agreement_id").references(() => agreements.id, { onDelete: "cascade" }),
    priceWatchId: integer("price_watch_id").references(() => priceWatches.id, { onDelete: "cascade" }),
    /** staff made it for the customer */
    internal: boolean("internal").notNull().default(false),
    /** the form's fields not in `agreements` (price type and period, reserve, areas, receiver) */
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trading_saves_idempotency_key").on(t.userId, t.idempotencyKey),
    uniqueIndex("trading_saves_agreement_key").on(t.agreementId),
    uniqueIndex("trading_saves_price_watch_key").on(t.priceWatchId),
    check("trading_saves_key_check", sql`${t.idempotencyKey} ~ '^[A-Za-z0-9_-]{8,80}$'`),
    check("trading_saves_one_result", sql`num_nonnulls(${t.agreementId}, ${t.priceWatchId}) = 1`),
  ],
);

export const signingRequests = pgTable(
  "signing_requests",
  {
    id: serial("id").primaryKey(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the link's token; the token itself is never stored */
    tokenHash: text("token_hash").notNull(),
    status: text("status").notNull().$type<SigningStatus>().default("pending"),
    receiverName: text("receiver_name").notNull(),
    receiverEmail: text("receiver_email"),
    receiverMobile: text("receiver_mobile"),
    /** the last four digits of the receiver's personal number (the identity check) */
    personalNumberLast4: text("personal_number_last4").notNull(),
    market: text("market").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** SHA-256 of the one-time code (with the request id), its expiry and failed tries */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedIp: text("signed_ip"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("signing_requests_token_hash_key").on(t.tokenHash),
    // one live link per agreement; a resend voids the old one first
    uniqueIndex("signing_requests_one_pending_key")
      .on(t.agreementId)
      .where(sql`${t.status} = 'pending'`),
    // at most one signature per agreement, whatever races
    uniqueIndex("signing_requests_one_signed_key")
      .on(t.agreementId)
      .where(sql`${t.status} = 'signed'`),
    index("signing_requests_agreement_idx").on(t.agreementId, t.createdAt),
    index("signing_requests_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check("signing_requests_status_check", sql`${t.status} in ('pending', 'signed', 'expired', 'cancelled', 'voided')`),
    check("signing_requests_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check("signing_requests_last4_check", sql`${t.personalNumberLast4} ~ '^[0-9]{4}$'`),
    check("signing_requests_signed_check", sql`(${t.status} = 'signed') = (${t.signedAt} is not null)`),
    check("signing_requests_contact_check", sql`${t.receiverEmail} is not null or ${t.receiverMobile} is not null`),
  ],
);

export const signingEvents = pgTable(
  "signing_events",
  {
    id: serial("id").primaryKey(),
    signingRequestId: integer("signing_request_id")
      .notNull()
      .references(() => signingRequests.id, { onDelete: "cascade" }),
    /** sent | resent | opened | codeSent | codeFailed | signed | cancelled | expired | reminded | sealed */
    step: text("step").notNull(),
    ip: text("ip"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("signing_events_request_idx").on(t.signingRequestId, t.at)],
);

export const sealedAgreements = pgTable(
  "sealed_agreements",
  {
    agreementId: integer("agreement_id")
      .primaryKey()
      .references(() => agreements.id, { onDelete: "cascade" }),
    signingRequestId: integer("signing_request_id")
      .notNull()
      .references(() => signingRequests.id, { onDelete: "cascade" }),
    pdf: bytea("pdf").notNull(),
    /** SHA-256 (hex) of the agreement document before sealing (printed on the audit page) */
    documentSha256: text("document_sha256").notNull(),
    sealedAt: timestamp("sealed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sealed_agreements_sha_check", sql`${t.documentSha256} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * What became of a price watch (decision 033): hit by a price (the target action carried out,
 * with the agreement it made) or expired. The primary key makes it happen once, whatever races.
 */
export const priceWatchOutcomes = pgTable(
  "price_watch_outcomes",
  {
    priceWatchId: integer("price_watch_id")
      .primaryKey()
      .references(() => priceWatches.id, { onDelete: "cascade" }),
    /** hit | expired */
    outcome: text("outcome").notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    priceDate: date("price_date", { mode: "string" }),
    agreementId: integer("agreement_id").references(() => agreements.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_watch_outcomes_outcome_check", sql`${t.outcome} in ('hit', 'expired')`),
    check("price_watch_outcomes_hit_check", sql`${t.outcome} <> 'hit' or ${t.price} is not null`),
  ],
);

export type TradingSave = typeof tradingSaves.$inferSelect;
export type SigningRequest = typeof signingRequests.$inferSelect;
export type SigningEvent = typeof signingEvents.$inferSelect;
