CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"distance_km" numeric(7, 1) NOT NULL,
	"nearest_facility" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_addresses_distance_check" CHECK ("delivery_addresses"."distance_km" >= 0),
	CONSTRAINT "delivery_addresses_name_check" CHECK (length(trim("delivery_addresses"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_fee_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_km" numeric(7, 1) NOT NULL,
	"max_km" numeric(7, 1),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_fee_zones_id_market_key" UNIQUE("id","market"),
	CONSTRAINT "delivery_fee_zones_min_km_check" CHECK ("delivery_fee_zones"."min_km" >= 0),
	CONSTRAINT "delivery_fee_zones_band_check" CHECK ("delivery_fee_zones"."max_km" is null or "delivery_fee_zones"."max_km" > "delivery_fee_zones"."min_km")
);
--> statement-breakpoint
CREATE TABLE "delivery_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"lorry_type_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"min_tons" numeric(10, 3) NOT NULL,
	"max_tons" numeric(10, 3),
	"fee_per_ton" numeric(10, 2) NOT NULL,
	"minimum_fee" numeric(10, 2),
	"cost_per_ton" numeric(10, 2),
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_fees_min_tons_check" CHECK ("delivery_fees"."min_tons" >= 0),
	CONSTRAINT "delivery_fees_band_check" CHECK ("delivery_fees"."max_tons" is null or "delivery_fees"."max_tons" > "delivery_fees"."min_tons"),
	CONSTRAINT "delivery_fees_fee_check" CHECK ("delivery_fees"."fee_per_ton" > 0),
	CONSTRAINT "delivery_fees_minimum_fee_check" CHECK ("delivery_fees"."minimum_fee" is null or "delivery_fees"."minimum_fee" > 0),
	CONSTRAINT "delivery_fees_cost_check" CHECK ("delivery_fees"."cost_per_ton" is null or "delivery_fees"."cost_per_ton" > 0),
	CONSTRAINT "delivery_fees_period_check" CHECK ("delivery_fees"."valid_to" is null or "delivery_fees"."valid_to" >= "delivery_fees"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "lorry_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_own_transport" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lorry_types_id_market_key" UNIQUE("id","market"),
	CONSTRAINT "lorry_types_code_check" CHECK ("lorry_types"."code" ~ '^[A-Z0-9_]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fee_zones" ADD CONSTRAINT "delivery_fee_zones_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_lorry_type_fk" FOREIGN KEY ("lorry_type_id","market") REFERENCES "public"."lorry_types"("id","market") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_zone_fk" FOREIGN KEY ("zone_id","market") REFERENCES "public"."delivery_fee_zones"("id","market") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lorry_types" ADD CONSTRAINT "lorry_types_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_customer_idx" ON "delivery_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_fee_zones_market_code_key" ON "delivery_fee_zones" USING btree ("market","code");--> statement-breakpoint
CREATE INDEX "delivery_fees_lookup_idx" ON "delivery_fees" USING btree ("lorry_type_id","zone_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "lorry_types_market_code_key" ON "lorry_types" USING btree ("market","code");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express exclusion constraints): no two fee rows of one lorry
-- type and zone may cover the same quantity while their validity periods overlap, and the
-- distance zones of a market never overlap. btree_gist gives GiST the "=" of plain columns.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "delivery_fee_zones" ADD CONSTRAINT "delivery_fee_zones_no_overlap" EXCLUDE USING gist ("market" WITH =, numrange("min_km", "max_km", '[)') WITH &&);--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_no_overlap" EXCLUDE USING gist ("lorry_type_id" WITH =, "zone_id" WITH =, numrange("min_tons", "max_tons", '[)') WITH &&, daterange("valid_from", "valid_to", '[]') WITH &&);
