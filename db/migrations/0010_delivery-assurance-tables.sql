CREATE SEQUENCE "public"."delivery_assurance_io_seq" INCREMENT BY 1 MINVALUE 4550000001 MAXVALUE 4599999999 START WITH 4550000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_assurance_settings" (
	"market" text PRIMARY KEY NOT NULL,
	"glyphosate_active" boolean DEFAULT true NOT NULL,
	"night_loading_active" boolean DEFAULT true NOT NULL,
	"load_height_active" boolean DEFAULT true NOT NULL,
	"warehouse_list_active" boolean DEFAULT true NOT NULL,
	"harvest_from" date NOT NULL,
	"harvest_to" date NOT NULL,
	"pre_days" integer DEFAULT 0 NOT NULL,
	"post_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_assurance_settings_period_check" CHECK ("delivery_assurance_settings"."harvest_to" >= "delivery_assurance_settings"."harvest_from"),
	CONSTRAINT "delivery_assurance_settings_days_check" CHECK ("delivery_assurance_settings"."pre_days" between 0 and 366 and "delivery_assurance_settings"."post_days" between 0 and 366)
);
--> statement-breakpoint
CREATE TABLE "delivery_assurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"market" text NOT NULL,
	"created_by_user_id" integer,
	"item_number" text NOT NULL,
	"sort" text,
	"harvest_year" integer NOT NULL,
	"quantity_tons" numeric(6, 3) NOT NULL,
	"torkat" boolean NOT NULL,
	"red" boolean NOT NULL,
	"straforkortat" boolean NOT NULL,
	"glyfosat" boolean,
	"slam" boolean NOT NULL,
	"delivery_type" text NOT NULL,
	"depa_agreement_id" integer,
	"delivery_address_id" integer NOT NULL,
	"transportation" text NOT NULL,
	"lorry_type" text,
	"night_loading" boolean,
	"loading_height" boolean,
	"delivery_date" date NOT NULL,
	"warehouse" text,
	"other_info" text,
	"io_number" text NOT NULL,
	"line_number" integer NOT NULL,
	"booking_order_id" integer,
	"booking_order_line_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "delivery_assurances_quantity_check" CHECK ("delivery_assurances"."quantity_tons" between 1 and 39),
	CONSTRAINT "delivery_assurances_delivery_type_check" CHECK ("delivery_assurances"."delivery_type" in ('Spon', 'Depa')),
	CONSTRAINT "delivery_assurances_depa_check" CHECK (("delivery_assurances"."delivery_type" = 'Depa') = ("delivery_assurances"."depa_agreement_id" is not null)),
	CONSTRAINT "delivery_assurances_transportation_check" CHECK ("delivery_assurances"."transportation" in ('OWN', 'FRITT_GARD', 'FRITT_LAGER')),
	CONSTRAINT "delivery_assurances_own_transport_check" CHECK (("delivery_assurances"."transportation" = 'OWN') = ("delivery_assurances"."lorry_type" is not null) and ("delivery_assurances"."transportation" = 'OWN' or ("delivery_assurances"."night_loading" is null and "delivery_assurances"."loading_height" is null))),
	CONSTRAINT "delivery_assurances_harvest_year_check" CHECK ("delivery_assurances"."harvest_year" between 2000 and 2100),
	CONSTRAINT "delivery_assurances_io_number_check" CHECK ("delivery_assurances"."io_number" ~ '^[0-9]{10}$' and "delivery_assurances"."line_number" > 0),
	CONSTRAINT "delivery_assurances_status_check" CHECK ("delivery_assurances"."status" in ('active', 'deleted')),
	CONSTRAINT "delivery_assurances_deleted_check" CHECK (("delivery_assurances"."status" = 'deleted') = ("delivery_assurances"."deleted_at" is not null)),
	CONSTRAINT "delivery_assurances_other_info_check" CHECK ("delivery_assurances"."other_info" is null or length("delivery_assurances"."other_info") <= 500),
	CONSTRAINT "delivery_assurances_sort_check" CHECK ("delivery_assurances"."sort" is null or length("delivery_assurances"."sort") <= 60)
);
--> statement-breakpoint
ALTER TABLE "delivery_assurance_settings" ADD CONSTRAINT "delivery_assurance_settings_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_depa_agreement_id_agreements_id_fk" FOREIGN KEY ("depa_agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_warehouse_facilities_code_fk" FOREIGN KEY ("warehouse") REFERENCES "public"."facilities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_booking_order_id_booking_orders_id_fk" FOREIGN KEY ("booking_order_id") REFERENCES "public"."booking_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_booking_order_line_id_booking_order_lines_id_fk" FOREIGN KEY ("booking_order_line_id") REFERENCES "public"."booking_order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assurances" ADD CONSTRAINT "delivery_assurances_article_fk" FOREIGN KEY ("market","item_number") REFERENCES "public"."articles"("market","item_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_assurances_io_line_key" ON "delivery_assurances" USING btree ("io_number","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_assurances_idempotency_key" ON "delivery_assurances" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "delivery_assurances_customer_idx" ON "delivery_assurances" USING btree ("customer_id","status","delivery_date");--> statement-breakpoint
CREATE INDEX "delivery_assurances_duplicate_idx" ON "delivery_assurances" USING btree ("customer_id","item_number","harvest_year","delivery_date");