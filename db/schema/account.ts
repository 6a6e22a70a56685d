/**
 * Account and customer administration (issue 12, decisions 045–049): the company card of a
 * customer (avatar, contact fields), per-user message settings, and elected representatives with
 * their districts. Who belongs to which customer with which profile stays in core's
 * `customer_users`; the last-owner rule is a trigger there (migration account-extra).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, users } from "./core";

/** The company card of a customer (spec 1 §2 "Profile and account"): avatar and contact fields. */
export const customerProfiles = pgTable("customer_profiles", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  avatarUrl: text("avatar_url"),
  email: text("email"),
  mobile: text("mobile"),
  workPhone: text("work_phone"),
  businessName: text("business_name"),
  /** the company form (spec 1 §3 "Company"): the customer's own contact details, shown on the profile page */
  companyName: text("company_name"),
  address: text("address"),
  zipCode: text("zip_code"),
  city: text("city"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message setting of a user at a customer (spec 2 §3 "Message setting"): for a message area
 * and type, whether it reaches the user by a mode of delivery (1 e-mail, 2 SMS, 3 inbox).
 */
export const messageSettings = pgTable(
  "message_settings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    msgAreaId: integer("msg_area_id").notNull(),
    msgTypeId: integer("msg_type_id").notNull(),
    modeOfDeliveryId: integer("mode_of_delivery_id").notNull(),
    value: boolean("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("message_settings_key").on(t.userId, t.customerId, t.msgAreaId, t.msgTypeId, t.modeOfDeliveryId),
    check("message_settings_mode_check", sql`${t.modeOfDeliveryId} in (1, 2, 3)`),
  ],
);

/** Groups of elected districts (spec 2 §7 "Manage elected": district-groups). */
export const districtGroups = pgTable("district_groups", {
  id: serial("id").primaryKey(),
  market: text("market").notNull(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** An elected district (spec 2 §3 "Elected district": Name, ReadRoleId, WriteRoleId, WriteRights). */
export const districts = pgTable(
  "districts",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => districtGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    readRoleId: integer("read_role_id").notNull(),
    writeRoleId: integer("write_role_id").notNull(),
    writeRights: boolean("write_rights").notNull().default(false),
  },
  (t) => [uniqueIndex("districts_group_name_key").on(t.groupId, t.name), index("districts_group_idx").on(t.groupId)],
);

/** A user who is an elected representative (förtroendevald), added by staff. */
export const electedRepresentatives = pgTable("elected_representatives", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The districts an elected representative holds. */
export const electedDistricts = pgTable(
  "elected_districts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => electedRepresentatives.userId, { onDelete: "cascade" }),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.districtId] }), index("elected_districts_district_idx").on(t.districtId)],
);
