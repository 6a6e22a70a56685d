CREATE TABLE "machine_catalog" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"level" text NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_catalog_level_check" CHECK ("machine_catalog"."level" in ('type', 'brand', 'model')),
	CONSTRAINT "machine_catalog_parent_check" CHECK (("machine_catalog"."level" = 'type') = ("machine_catalog"."parent_id" is null)),
	CONSTRAINT "machine_catalog_key_check" CHECK ("machine_catalog"."key" ~ '^[A-Z0-9_]{1,40}$')
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"register_number" text,
	"engine_hours" numeric(10, 1),
	"engine_hours_at" timestamp with time zone,
	"image_url" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_serial_check" CHECK ("machines"."serial_number" ~ '^[A-Z0-9]{1,17}$'),
	CONSTRAINT "machines_register_check" CHECK ("machines"."register_number" is null or "machines"."register_number" ~ '^[A-Z0-9]{1,6}$'),
	CONSTRAINT "machines_engine_hours_check" CHECK ("machines"."engine_hours" is null or "machines"."engine_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"market" text NOT NULL,
	"preferred_date" date NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bookings_status_check" CHECK ("service_bookings"."status" in ('sent', 'confirmed', 'done', 'cancelled')),
	CONSTRAINT "service_bookings_description_check" CHECK (length("service_bookings"."description") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "vehicle_records" (
	"vin" text PRIMARY KEY NOT NULL,
	"engine_hours" numeric(10, 1) NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_records_hours_check" CHECK ("vehicle_records"."engine_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_stars" (
	"user_id" integer NOT NULL,
	"market" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_stars_user_id_market_city_pk" PRIMARY KEY("user_id","market","city")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshops_id_market_key" UNIQUE("id","market"),
	CONSTRAINT "workshops_email_check" CHECK ("workshops"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "customer_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"status" integer NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_orders_status_check" CHECK ("customer_orders"."status" in (10, 20, 30, 40, 50, 90)),
	CONSTRAINT "customer_orders_order_no_check" CHECK ("customer_orders"."order_no" ~ '^[0-9]{6,12}$'),
	CONSTRAINT "customer_orders_currency_check" CHECK ("customer_orders"."currency" in ('SEK', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "analysis_package_items" (
	"package_id" integer NOT NULL,
	"analysis_type_id" integer NOT NULL,
	CONSTRAINT "analysis_package_items_package_id_analysis_type_id_pk" PRIMARY KEY("package_id","analysis_type_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_package_scopes" (
	"package_id" integer NOT NULL,
	"facility_code" text NOT NULL,
	"item_number" text NOT NULL,
	"trigger" text NOT NULL,
	CONSTRAINT "analysis_package_scopes_package_id_facility_code_item_number_trigger_pk" PRIMARY KEY("package_id","facility_code","item_number","trigger"),
	CONSTRAINT "analysis_package_scopes_trigger_check" CHECK ("analysis_package_scopes"."trigger" in ('SALE', 'STORAGE'))
);
--> statement-breakpoint
CREATE TABLE "analysis_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "analysis_packages_code_check" CHECK ("analysis_packages"."code" ~ '^[A-Z0-9_]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "analysis_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"market" text NOT NULL,
	"trigger" text NOT NULL,
	"facility_code" text NOT NULL,
	"item_number" text NOT NULL,
	"item_desc_sort" text,
	"package_id" integer NOT NULL,
	"weight" numeric(10, 2) NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"mobile_phone" text,
	"email" text,
	"other_information" text,
	"status" text DEFAULT 'ordered' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"results_at" timestamp with time zone,
	CONSTRAINT "analysis_requests_status_check" CHECK ("analysis_requests"."status" in ('ordered', 'ready')),
	CONSTRAINT "analysis_requests_trigger_check" CHECK ("analysis_requests"."trigger" in ('SALE', 'STORAGE')),
	CONSTRAINT "analysis_requests_weight_check" CHECK ("analysis_requests"."weight" > 0),
	CONSTRAINT "analysis_requests_ready_check" CHECK (("analysis_requests"."status" = 'ready') = ("analysis_requests"."results_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "analysis_results" (
	"request_id" integer NOT NULL,
	"analysis_type_id" integer NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_results_request_id_analysis_type_id_pk" PRIMARY KEY("request_id","analysis_type_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fi" text NOT NULL,
	"unit" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_types_code_check" CHECK ("analysis_types"."code" ~ '^[A-Z0-9_]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "facility_articles" (
	"facility_code" text NOT NULL,
	"market" text NOT NULL,
	"item_number" text NOT NULL,
	CONSTRAINT "facility_articles_facility_code_item_number_pk" PRIMARY KEY("facility_code","item_number")
);
--> statement-breakpoint
ALTER TABLE "machine_catalog" ADD CONSTRAINT "machine_catalog_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_catalog" ADD CONSTRAINT "machine_catalog_parent_id_machine_catalog_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."machine_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_type_id_machine_catalog_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."machine_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_brand_id_machine_catalog_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."machine_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_model_id_machine_catalog_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."machine_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_workshop_id_market_workshops_id_market_fk" FOREIGN KEY ("workshop_id","market") REFERENCES "public"."workshops"("id","market") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_stars" ADD CONSTRAINT "workshop_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_stars" ADD CONSTRAINT "workshop_stars_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_package_items" ADD CONSTRAINT "analysis_package_items_package_id_analysis_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."analysis_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_package_items" ADD CONSTRAINT "analysis_package_items_analysis_type_id_analysis_types_id_fk" FOREIGN KEY ("analysis_type_id") REFERENCES "public"."analysis_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_package_scopes" ADD CONSTRAINT "analysis_package_scopes_package_id_analysis_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."analysis_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_packages" ADD CONSTRAINT "analysis_packages_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_requests" ADD CONSTRAINT "analysis_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_requests" ADD CONSTRAINT "analysis_requests_package_id_analysis_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."analysis_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_requests" ADD CONSTRAINT "analysis_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_request_id_analysis_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."analysis_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_analysis_type_id_analysis_types_id_fk" FOREIGN KEY ("analysis_type_id") REFERENCES "public"."analysis_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_catalog_key" ON "machine_catalog" USING btree ("market","level",coalesce("parent_id", 0),"key");--> statement-breakpoint
CREATE INDEX "machine_catalog_parent_idx" ON "machine_catalog" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_customer_serial_key" ON "machines" USING btree ("customer_id","serial_number");--> statement-breakpoint
CREATE INDEX "machines_customer_idx" ON "machines" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "service_bookings_machine_idx" ON "service_bookings" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_market_name_key" ON "workshops" USING btree ("market","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_orders_order_no_key" ON "customer_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "customer_orders_customer_date_idx" ON "customer_orders" USING btree ("customer_id","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_orders_customer_no_idx" ON "customer_orders" USING btree ("customer_id","order_no");--> statement-breakpoint
CREATE INDEX "analysis_package_scopes_lookup_idx" ON "analysis_package_scopes" USING btree ("facility_code","item_number","trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_packages_code_key" ON "analysis_packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "analysis_requests_customer_idx" ON "analysis_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_types_code_key" ON "analysis_types" USING btree ("code");