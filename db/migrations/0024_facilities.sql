CREATE TABLE "facility_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_person_business_areas" (
	"contact_person_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "contact_person_business_areas_contact_person_id_category_id_pk" PRIMARY KEY("contact_person_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "contact_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"primary_role" text NOT NULL,
	"secondary_role" text,
	"phone_number" text,
	"cell_number" text,
	"email" text,
	"employment_type" text,
	"info_source" text,
	"show_info" boolean DEFAULT true NOT NULL,
	"description" text,
	"image_url" text,
	"city" text,
	"country_id" integer NOT NULL,
	"area_id" integer,
	"region_id" integer,
	"manager_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"create_key" text,
	CONSTRAINT "contact_persons_lengths_check" CHECK (length("contact_persons"."first_name") <= 255 and length("contact_persons"."last_name") <= 255 and length("contact_persons"."primary_role") <= 255
        and coalesce(length("contact_persons"."secondary_role"), 0) <= 255 and coalesce(length("contact_persons"."phone_number"), 0) <= 20
        and coalesce(length("contact_persons"."cell_number"), 0) <= 20 and coalesce(length("contact_persons"."email"), 0) <= 255
        and coalesce(length("contact_persons"."employment_type"), 0) <= 50 and coalesce(length("contact_persons"."city"), 0) <= 50
        and coalesce(length("contact_persons"."description"), 0) <= 1200)
);
--> statement-breakpoint
CREATE TABLE "facility_addresses" (
	"facility_id" integer NOT NULL,
	"address_type" integer NOT NULL,
	"visiting_address" text NOT NULL,
	"visiting_address2" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"area_id" integer,
	"region_id" integer,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"phone_number" text,
	CONSTRAINT "facility_addresses_facility_id_address_type_pk" PRIMARY KEY("facility_id","address_type"),
	CONSTRAINT "facility_addresses_type_check" CHECK ("facility_addresses"."address_type" in (1, 2)),
	CONSTRAINT "facility_addresses_lengths_check" CHECK (length("facility_addresses"."visiting_address") <= 255 and coalesce(length("facility_addresses"."visiting_address2"), 0) <= 255 and length("facility_addresses"."zip_code") <= 20
        and length("facility_addresses"."city") <= 50 and length("facility_addresses"."latitude") <= 20 and length("facility_addresses"."longitude") <= 20 and coalesce(length("facility_addresses"."phone_number"), 0) <= 20)
);
--> statement-breakpoint
CREATE TABLE "facility_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facility_categories_kind_check" CHECK ("facility_categories"."kind" in ('facility-type', 'business-area'))
);
--> statement-breakpoint
CREATE TABLE "facility_contact_persons" (
	"facility_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	CONSTRAINT "facility_contact_persons_facility_id_contact_person_id_pk" PRIMARY KEY("facility_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "facility_opening_hours" (
	"facility_id" integer NOT NULL,
	"period" text NOT NULL,
	"weekday" integer NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"information" text,
	CONSTRAINT "facility_opening_hours_facility_id_period_weekday_pk" PRIMARY KEY("facility_id","period","weekday"),
	CONSTRAINT "facility_opening_hours_period_check" CHECK ("facility_opening_hours"."period" in ('normal', 'harvest')),
	CONSTRAINT "facility_opening_hours_weekday_check" CHECK ("facility_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "facility_opening_hours_span_check" CHECK (("facility_opening_hours"."from_minute" is null) = ("facility_opening_hours"."to_minute" is null) and ("facility_opening_hours"."from_minute" is null or ("facility_opening_hours"."from_minute" >= 0 and "facility_opening_hours"."to_minute" <= 1440 and "facility_opening_hours"."to_minute" > "facility_opening_hours"."from_minute"))),
	CONSTRAINT "facility_opening_hours_info_check" CHECK (coalesce(length("facility_opening_hours"."information"), 0) <= 120)
);
--> statement-breakpoint
CREATE TABLE "facility_subscriptions" (
	"user_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"customer_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_subscriptions_user_id_facility_id_pk" PRIMARY KEY("user_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "facility_type_links" (
	"facility_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "facility_type_links_facility_id_category_id_pk" PRIMARY KEY("facility_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "geo_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "geo_places_level_check" CHECK ("geo_places"."level" in ('country', 'area', 'region')),
	CONSTRAINT "geo_places_parent_check" CHECK (("geo_places"."level" = 'country') = ("geo_places"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query_key" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_places" (
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postal_places_country_zip_code_pk" PRIMARY KEY("country","zip_code"),
	CONSTRAINT "postal_places_country_check" CHECK ("postal_places"."country" in ('SE', 'FI'))
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "warehouse_type" text DEFAULT 'Z1' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "warehouse_sub_type" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "show_facility_info" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "extra_phone_number" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "phone_booking" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "phone_answering_machine" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "other_information" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "harvest_from" date;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "harvest_to" date;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "harvest_other_information" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "info_source" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "language_code" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "create_key" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_owners" ADD CONSTRAINT "facility_owners_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_person_business_areas" ADD CONSTRAINT "contact_person_business_areas_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_person_business_areas" ADD CONSTRAINT "contact_person_business_areas_category_id_facility_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."facility_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_owner_id_facility_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."facility_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_country_id_geo_places_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_area_id_geo_places_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_region_id_geo_places_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_manager_id_contact_persons_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_addresses" ADD CONSTRAINT "facility_addresses_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_addresses" ADD CONSTRAINT "facility_addresses_country_id_geo_places_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_addresses" ADD CONSTRAINT "facility_addresses_area_id_geo_places_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_addresses" ADD CONSTRAINT "facility_addresses_region_id_geo_places_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_categories" ADD CONSTRAINT "facility_categories_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_categories" ADD CONSTRAINT "facility_categories_parent_id_facility_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facility_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_contact_persons" ADD CONSTRAINT "facility_contact_persons_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_contact_persons" ADD CONSTRAINT "facility_contact_persons_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_opening_hours" ADD CONSTRAINT "facility_opening_hours_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_subscriptions" ADD CONSTRAINT "facility_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_subscriptions" ADD CONSTRAINT "facility_subscriptions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_type_links" ADD CONSTRAINT "facility_type_links_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_type_links" ADD CONSTRAINT "facility_type_links_category_id_facility_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."facility_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_places" ADD CONSTRAINT "geo_places_parent_id_geo_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."geo_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_owners_market_name_key" ON "facility_owners" USING btree ("market","name");--> statement-breakpoint
CREATE INDEX "contact_persons_owner_idx" ON "contact_persons" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_persons_create_key" ON "contact_persons" USING btree ("create_key");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_categories_name_key" ON "facility_categories" USING btree ("market","kind","name");--> statement-breakpoint
CREATE INDEX "facility_categories_parent_idx" ON "facility_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "facility_contact_persons_person_idx" ON "facility_contact_persons" USING btree ("contact_person_id");--> statement-breakpoint
CREATE INDEX "facility_subscriptions_facility_idx" ON "facility_subscriptions" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "facility_type_links_category_idx" ON "facility_type_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_places_code_key" ON "geo_places" USING btree ("code");--> statement-breakpoint
CREATE INDEX "geo_places_parent_idx" ON "geo_places" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_owner_id_facility_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."facility_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_create_key" ON "facilities" USING btree ("create_key");--> statement-breakpoint
CREATE INDEX "facilities_owner_idx" ON "facilities" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_info_lengths_check" CHECK (length("facilities"."name") <= 255 and coalesce(length("facilities"."extra_phone_number"), 0) <= 20 and coalesce(length("facilities"."phone_booking"), 0) <= 50
        and coalesce(length("facilities"."phone_answering_machine"), 0) <= 20 and coalesce(length("facilities"."fax"), 0) <= 20
        and coalesce(length("facilities"."email"), 0) <= 255 and coalesce(length("facilities"."website"), 0) <= 255
        and coalesce(length("facilities"."other_information"), 0) <= 1200 and coalesce(length("facilities"."harvest_other_information"), 0) <= 1200);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_harvest_check" CHECK (("facilities"."harvest_from" is null) = ("facilities"."harvest_to" is null) and ("facilities"."harvest_to" is null or "facilities"."harvest_to" >= "facilities"."harvest_from"));