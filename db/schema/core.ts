/**
 * The core tables: markets, customers, users and their sessions and sign-in limits, pages,
 * favourites, inbox, action log and outbox. The area tables in this folder reference them; this
 * file imports no other schema file, so the schema has no import cycle (decision 027).
 * Constraints live here (unique keys, checks, foreign keys) so that rules hold under concurrency,
 * not only in code.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The two market variants, chosen by host name. */
export const markets = pgTable(
  "markets",
  {
    code: text("code").primaryKey(), // "se" | "fi"
    name: text("name").notNull(),
    locale: text("locale").notNull(), // "sv" | "fi"
    timeZone: text("time_zone").notNull(),
    currency: text("currency").notNull(),
  },
  (t) => [check("markets_code_check", sql`${t.code} in ('se', 'fi')`)],
);

/** Customers of the cooperative; a sub-customer (underkund) points at its parent. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    customerNumber: text("customer_number").notNull(),
    name: text("name").notNull(),
    organisationNumber: text("organisation_number"),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    parentCustomerId: integer("parent_customer_id").references((): AnyPgColumn => customers.id),
    active: boolean("active").notNull().default(true),
    address: text("address"),
    zipCode: text("zip_code"),
    city: text("city"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customers_customer_number_key").on(t.customerNumber),
    index("customers_parent_idx").on(t.parentCustomerId),
    index("customers_org_idx").on(t.organisationNumber),
    check("customers_customer_number_digits", sql`${t.customerNumber} ~ '^[0-9]{1,12}$'`),
    check("customers_not_own_parent", sql`${t.parentCustomerId} is null or ${t.parentCustomerId} <> ${t.id}`),
  ],
);

/** Portal users. Roles are flags, as in the legacy portal (IsInternal, IsTransporter, ...). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    mobile: text("mobile"),
    personNumber: text("person_number"),
    passwordHash: text("password_hash").notNull(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    isInternal: boolean("is_internal").notNull().default(false),
    isTransporter: boolean("is_transporter").notNull().default(false),
    isReseller: boolean("is_reseller").notNull().default(false),
    isResellerAdmin: boolean("is_reseller_admin").notNull().default(false),
    isAgroAdmin: boolean("is_agro_admin").notNull().default(false),
    isStore: boolean("is_store").notNull().default(false),
    active: boolean("active").notNull().default(true),
    avatarUrl: text("avatar_url"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    index("users_email_idx").on(sql`lower(${t.email})`),
    // Swedish personnummer as 12 digits, or a Finnish henkilötunnus DDMMYYCZZZQ (profile, issue 12)
    check(
      "users_person_number_digits",
      sql`${t.personNumber} is null or ${t.personNumber} ~ '^[0-9]{12}$' or ${t.personNumber} ~ '^[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]$'`,
    ),
  ],
);

/** Which customers a user belongs to, with the user's profile at that customer. */
export const customerUsers = pgTable(
  "customer_users",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    profile: text("profile").notNull().default("user"), // owner | user | custom
    customRoles: text("custom_roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index("customer_users_customer_idx").on(t.customerId),
    check("customer_users_profile_check", sql`${t.profile} in ('owner', 'user', 'custom')`),
  ],
);

/**
 * Server-side sessions. The next-auth JWT carries only the session id; revoking a row ends
 * the session at once (password change, sign-out). The active customer number and, for internal
 * staff, the customer acted for live here, never in the browser.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activeCustomerNumber: text("active_customer_number"),
    actingCustomerNumber: text("acting_customer_number"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/** Failed sign-ins, for slowing down guessing per account and per address. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_username_idx").on(t.username, t.at), index("login_failures_ip_idx").on(t.ip, t.at)],
);

/**
 * Fixed-window counters of the reusable rate limiter (lib/api/rate-limit.ts): one row per rule and
 * subject (e.g. "reset-request:ip:203.0.113.9"), counted with one atomic upsert.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/** One-time password reset links; only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash)],
);

/** The portal's pages: navigation tree and the targets of favourites. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id").notNull(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    path: text("path").notNull(),
    title: text("title").notNull(),
    parentPageId: integer("parent_page_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** who sees it: all signed-in users, internal staff only, or a role flag */
    audience: text("audience").notNull().default("all"),
    inMenu: boolean("in_menu").notNull().default(true),
  },
  (t) => [
    uniqueIndex("pages_page_id_key").on(t.pageId),
    uniqueIndex("pages_market_path_key").on(t.market, t.path),
    index("pages_parent_idx").on(t.parentPageId),
    check(
      "pages_audience_check",
      sql`${t.audience} in ('all', 'internal', 'external', 'transporter', 'reseller', 'reseller_admin', 'agro_admin', 'store')`,
    ),
  ],
);

/**
 * A user's favourite pages in the top navigation (spec 3 §3 "Favourite page", §9: at most 10).
 * The limit is enforced by add-favorite under a row lock on the user (lib/favorites/add-favorite.ts),
 * so concurrent adds cannot exceed it.
 */
export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.pageId, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] }), index("favorites_page_idx").on(t.pageId)],
);

/** Messages in a user's inbox. */
export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    sender: text("sender").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    isStarred: boolean("is_starred").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("inbox_messages_user_idx").on(t.userId, t.createdAt)],
);

/** Every state change: who, acting for which customer, what, when. */
export const actionLog = pgTable(
  "action_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** the customer the change concerned (active or acted-for customer number) */
    customerNumber: text("customer_number"),
    /** set when internal staff made the change on a customer's data (in a customer session, or naming the customer) */
    actingAsStaff: boolean("acting_as_staff").notNull().default(false),
    action: text("action").notNull(),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
    requestId: text("request_id"),
    ip: text("ip"),
  },
  (t) => [index("action_log_user_idx").on(t.userId, t.at), index("action_log_customer_idx").on(t.customerNumber, t.at)],
);

/** Outgoing e-mail and SMS. The local integration keeps them here for staff to read. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** makes "send this once" hold in the database (e.g. one reminder per booking, offset and channel) */
    dedupeKey: text("dedupe_key"),
    /**
     * The message's secret (a reset link's token, a one-time code), AES-256-GCM sealed; the body
     * holds a placeholder for it. Opened only by the dispatcher at send time and wiped after
     * delivery (decision 018): the raw secret is never stored in the clear.
     */
    sealedSecret: text("sealed_secret"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key").on(t.dedupeKey),
    index("outbox_pending_idx").on(t.status, t.sendAfter),
    index("outbox_created_idx").on(t.createdAt),
    check("outbox_channel_check", sql`${t.channel} in ('email', 'sms')`),
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'held', 'failed', 'cancelled')`),
  ],
);

export type User = typeof users.$inferSelect;
export type Customer = typeof customers.$inferSelect;
export type Page = typeof pages.$inferSelect;
export type Favorite = typeof favorites.$inferSelect;
