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
CREATE UNIQUE INDEX "machine_catalog_key" ON "machine_catalog" USING btree ("market","level",coalesce("parent_id", 0),"key");--> statement-breakpoint
CREATE INDEX "machine_catalog_parent_idx" ON "machine_catalog" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_customer_serial_key" ON "machines" USING btree ("customer_id","serial_number");--> statement-breakpoint
CREATE INDEX "machines_customer_idx" ON "machines" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "service_bookings_machine_idx" ON "service_bookings" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_market_name_key" ON "workshops" USING btree ("market","name");