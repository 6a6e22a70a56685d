/**
 * Facilities (spec 3 §3 Facility information, Facility address, Facility subscription, Contact
 * person, Geographic hierarchy): the weekly hours of a facility (normal and harvest period), its
 * types, addresses with coordinates, contact persons and their connections, users' subscriptions,
 * the geography (country → area → region) and the geocoder's postal places and cache. The facility
 * row itself (with its information fields and owner) is `facilities` in ./logistics (decision 050).
 *
 * Rules that hold in the database:
 * - one row per facility, period and weekday; hours in minutes 0…1440 and to > from;
 * - at most 10 subscriptions per user, also under concurrent inserts (trigger
 *   `facility_subscriptions_limit` in the custom migration `*_facilities-extra.sql`, it locks the user row);
 * - one primary and at most one secondary address per facility; text limits of spec 3 §5.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { markets, users } from "./core";
import { facilities, facilityOwners } from "./logistics";

export const CATEGORY_KINDS = ["facility-type", "business-area"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** Facility types and contact persons' business areas: parent categories with sub-categories. */
export const facilityCategories = pgTable(
  "facility_categories",
  {
    id: serial("id").primaryKey(),
    market: text("market")
      .notNull()
      .references(() => markets.code),
    kind: text("kind").$type<CategoryKind>().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => facilityCategories.id),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("facility_categories_kind_check", sql`${t.kind} in ('facility-type', 'business-area')`),
    uniqueIndex("facility_categories_name_key").on(t.market, t.kind, t.name),
    index("facility_categories_parent_idx").on(t.parentId),
  ],
);

/** The types a facility has (FacilityType: comma list in the information editor). */
export const facilityTypeLinks = pgTable(
  "facility_type_links",
  {
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => facilityCategories.id),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.categoryId] }), index("facility_type_links_category_idx").on(t.categoryId)],
);

export const HOUR_PERIODS = ["normal", "harvest"] as const;
export type HourPeriod = (typeof HOUR_PERIODS)[number];

/** The published hours of a facility: seven days of the normal and of the harvest period. */
export const facilityOpeningHours = pgTable(
  "facility_opening_hours",
  {
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    period: text("period").$type<HourPeriod>().notNull(),
    /** ISO weekday 1 = Monday … 7 = Sunday */
    weekday: integer("weekday").notNull(),
    /** minutes after local midnight; null = closed */
    fromMinute: integer("from_minute"),
    /** minutes after local midnight; 1440 = midnight (hour 0 as 2400) */
    toMinute: integer("to_minute"),
    information: text("information"),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.period, t.weekday] }),
    check("facility_opening_hours_period_check", sql`${t.period} in ('normal', 'harvest')`),
    check("facility_opening_hours_weekday_check", sql`${t.weekday} between 1 and 7`),
    check(
      "facility_opening_hours_span_check",
      sql`(${t.fromMinute} is null) = (${t.toMinute} is null) and (${t.fromMinute} is null or (${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.toMinute} > ${t.fromMinute}))`,
    ),
    check("facility_opening_hours_info_check", sql`coalesce(length(${t.information}), 0) <= 120`),
  ],
);

export const GEO_LEVELS = ["country", "area", "region"] as const;
export type GeoLevel = (typeof GEO_LEVELS)[number];

/** The geographic hierarchy: country → area → region (each option Value/Text). */
export const geoPlaces = pgTable(
  "geo_places",
  {
    id: serial("id").primaryKey(),
    level: text("level").$type<GeoLevel>().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => geoPlaces.id),
    /** ISO country code for countries (SE, FI), else a short code */
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    check("geo_places_level_check", sql`${t.level} in ('country', 'area', 'region')`),
    uniqueIndex("geo_places_code_key").on(t.code),
    check("geo_places_parent_check", sql`(${t.level} = 'country') = (${t.parentId} is null)`),
    index("geo_places_parent_idx").on(t.parentId),
  ],
);

/** A facility's address: AddressType 1 primary, 2 secondary. */
export const facilityAddresses = pgTable(
  "facility_addresses",
  {
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    addressType: integer("address_type").notNull(),
    visitingAddress: text("visiting_address").notNull(),
    visitingAddress2: text("visiting_address2"),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => geoPlaces.id),
    areaId: integer("area_id").references(() => geoPlaces.id),
    regionId: integer("region_id").references(() => geoPlaces.id),
    /** coordinates as entered or found, at most 6 decimals, at most 20 characters */
    latitude: text("latitude").notNull(),
    longitude: text("longitude").notNull(),
    phoneNumber: text("phone_number"),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.addressType] }),
    check("facility_addresses_type_check", sql`${t.addressType} in (1, 2)`),
    check(
      "facility_addresses_lengths_check",
      sql`length(${t.visitingAddress}) <= 255 and coalesce(length(${t.visitingAddress2}), 0) <= 255 and length(${t.zipCode}) <= 20
        and length(${t.city}) <= 50 and length(${t.latitude}) <= 20 and length(${t.longitude}) <= 20 and coalesce(length(${t.phoneNumber}), 0) <= 20`,
    ),
  ],
);

/** A contact person of an owner (spec 3 §3 Contact person). */
export const contactPersons = pgTable(
  "contact_persons",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => facilityOwners.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    primaryRole: text("primary_role").notNull(),
    secondaryRole: text("secondary_role"),
    phoneNumber: text("phone_number"),
    cellNumber: text("cell_number"),
    email: text("email"),
    employmentType: text("employment_type"),
    infoSource: text("info_source"),
    showInfo: boolean("show_info").notNull().default(true),
    description: text("description"),
    imageUrl: text("image_url"),
    city: text("city"),
    countryId: integer("country_id")
      .notNull()
      .references(() => geoPlaces.id),
    areaId: integer("area_id").references(() => geoPlaces.id),
    regionId: integer("region_id").references(() => geoPlaces.id),
    managerId: integer("manager_id").references((): AnyPgColumn => contactPersons.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(0),
    /** the editor's create key: a retried "create" makes one person */
    createKey: text("create_key"),
  },
  (t) => [
    index("contact_persons_owner_idx").on(t.ownerId),
    uniqueIndex("contact_persons_create_key").on(t.createKey),
    check(
      "contact_persons_lengths_check",
      sql`length(${t.firstName}) <= 255 and length(${t.lastName}) <= 255 and length(${t.primaryRole}) <= 255
        and coalesce(length(${t.secondaryRole}), 0) <= 255 and coalesce(length(${t.phoneNumber}), 0) <= 20
        and coalesce(length(${t.cellNumber}), 0) <= 20 and coalesce(length(${t.email}), 0) <= 255
        and coalesce(length(${t.employmentType}), 0) <= 50 and coalesce(length(${t.city}), 0) <= 50
        and coalesce(length(${t.description}), 0) <= 1200`,
    ),
  ],
);

/** A contact person's business areas (ContactPersonBusinessAreas: comma list). */
export const contactPersonBusinessAreas = pgTable(
  "contact_person_business_areas",
  {
    contactPersonId: integer("contact_person_id")
      .notNull()
      .references(() => contactPersons.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => facilityCategories.id),
  },
  (t) => [primaryKey({ columns: [t.contactPersonId, t.categoryId] })],
);

/** Which contact persons a facility has (connected from either side). */
export const facilityContactPersons = pgTable(
  "facility_contact_persons",
  {
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    contactPersonId: integer("contact_person_id")
      .notNull()
      .references(() => contactPersons.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.contactPersonId] }), index("facility_contact_persons_person_idx").on(t.contactPersonId)],
);

/** A user's subscription to a facility's hours (SMS on change); at most 10 per user (trigger). */
export const facilitySubscriptions = pgTable(
  "facility_subscriptions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    /** the customer the user worked as when subscribing (CustomerNumber of the request) */
    customerNumber: text("customer_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.facilityId] }), index("facility_subscriptions_facility_idx").on(t.facilityId)],
);

/** The local geocoder's places: postal code → place and coordinates (SE, FI). */
export const postalPlaces = pgTable(
  "postal_places",
  {
    country: text("country").notNull(),
    /** digits only, e.g. "53230" */
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.zipCode] }), check("postal_places_country_check", sql`${t.country} in ('SE', 'FI')`)],
);

/** Answers of the remote geocoder, so one address is asked once (found or not). */
export const geocodeCache = pgTable("geocode_cache", {
  queryKey: text("query_key").primaryKey(),
  found: boolean("found").notNull(),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type FacilityCategory = typeof facilityCategories.$inferSelect;
export type FacilityAddress = typeof facilityAddresses.$inferSelect;
export type ContactPerson = typeof contactPersons.$inferSelect;
export type GeoPlace = typeof geoPlaces.$inferSelect;
