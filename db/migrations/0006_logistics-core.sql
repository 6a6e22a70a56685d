CREATE TABLE "booking_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"item_number" text,
	"quantity_kg" integer NOT NULL,
	"delivery_date" date,
	"status" integer NOT NULL,
	"torkat" boolean DEFAULT false NOT NULL,
	"sort" text,
	"warehouse" text,
	"delivery_assurance_confirmed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_order_lines_quantity_check" CHECK ("booking_order_lines"."quantity_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_orders_kind_check" CHECK ("booking_orders"."kind" in ('purchase', 'customer', 'distribution', 'shipment')),
	CONSTRAINT "booking_orders_status_check" CHECK ("booking_orders"."status" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "facilities_code_check" CHECK ("facilities"."code" ~ '^[A-Z0-9]{2,10}$')
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_group_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"owner" text NOT NULL,
	"created_by_user_id" integer,
	"is_loading" boolean NOT NULL,
	"qty_kg" integer NOT NULL,
	"unit" text DEFAULT 'ton' NOT NULL,
	"item_number" text,
	"backup_article" text,
	"search_type" integer NOT NULL,
	"search_value" text NOT NULL,
	"booking_order_id" integer,
	"line_number" integer,
	"vehicle_type_id" integer,
	"dried" boolean,
	"ignore_sort" boolean DEFAULT false NOT NULL,
	"leveransforsakransnummer" text,
	"delivery_no" text,
	"license_plate_no" text,
	"mobile_no" text,
	"email" text,
	"note" text,
	"reminder_in_minutes_before" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_time_check" CHECK ("reservations"."ends_at" > "reservations"."starts_at"),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('booked', 'cancelled', 'delivered')),
	CONSTRAINT "reservations_search_type_check" CHECK ("reservations"."search_type" between 5 and 9),
	CONSTRAINT "reservations_qty_check" CHECK ("reservations"."qty_kg" > 0),
	CONSTRAINT "reservations_reminder_check" CHECK ("reservations"."reminder_in_minutes_before" is null or "reservations"."reminder_in_minutes_before" in (0, 60, 120, 1440))
);
--> statement-breakpoint
CREATE TABLE "resource_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"value" text NOT NULL,
	"display" text NOT NULL,
	"is_loading" boolean NOT NULL,
	"reg_no_mandatory" boolean DEFAULT false NOT NULL,
	"allowed_reservations" integer DEFAULT 1 NOT NULL,
	"m3_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "resource_groups_allowed_check" CHECK ("resource_groups"."allowed_reservations" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "resource_opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "resource_opening_hours_weekday_check" CHECK ("resource_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "resource_opening_hours_span_check" CHECK ("resource_opening_hours"."opens_at" >= 0 and "resource_opening_hours"."closes_at" <= 1440 and "resource_opening_hours"."closes_at" > "resource_opening_hours"."opens_at"),
	CONSTRAINT "resource_opening_hours_period_check" CHECK (("resource_opening_hours"."valid_from" is null) = ("resource_opening_hours"."valid_to" is null) and ("resource_opening_hours"."valid_to" is null or "resource_opening_hours"."valid_to" >= "resource_opening_hours"."valid_from"))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "resources_id_group_key" UNIQUE("id","resource_group_id"),
	CONSTRAINT "resources_slot_minutes_check" CHECK ("resources"."slot_minutes" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"max_quantity_kg" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_order_lines" ADD CONSTRAINT "booking_order_lines_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booking_order_id_booking_orders_id_fk" FOREIGN KEY ("booking_order_id") REFERENCES "public"."booking_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_fk" FOREIGN KEY ("resource_id","resource_group_id") REFERENCES "public"."resources"("id","resource_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_group_fk" FOREIGN KEY ("resource_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_groups" ADD CONSTRAINT "resource_groups_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_opening_hours" ADD CONSTRAINT "resource_opening_hours_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_resource_group_id_resource_groups_id_fk" FOREIGN KEY ("resource_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_order_lines_order_line_key" ON "booking_order_lines" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_orders_kind_number_key" ON "booking_orders" USING btree ("kind","order_number");--> statement-breakpoint
CREATE INDEX "booking_orders_customer_idx" ON "booking_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_code_key" ON "facilities" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_group_time_idx" ON "reservations" USING btree ("resource_group_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_order_idx" ON "reservations" USING btree ("booking_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_groups_value_key" ON "resource_groups" USING btree ("value");--> statement-breakpoint
CREATE INDEX "resource_groups_facility_idx" ON "resource_groups" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "resource_opening_hours_resource_idx" ON "resource_opening_hours" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_group_idx" ON "resources" USING btree ("resource_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_market_code_key" ON "vehicle_types" USING btree ("market","code");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express exclusion constraints): two ACTIVE reservations of one
-- resource never overlap in time, whatever the code does. btree_gist gives GiST the "=" of
-- resource_id; cancelled and delivered rows do not take part.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'booked');
