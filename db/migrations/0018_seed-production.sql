CREATE TABLE "seed_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"grower_id" integer NOT NULL,
	"field_code" text NOT NULL,
	"name" text NOT NULL,
	"area_ha" numeric(8, 2) NOT NULL,
	"previous_crop" text,
	CONSTRAINT "seed_fields_area_check" CHECK ("seed_fields"."area_ha" > 0)
);
--> statement-breakpoint
CREATE TABLE "seed_growers" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"grower_number" text NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"municipality" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text,
	"certified" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"lot_number" text NOT NULL,
	"variety_id" integer NOT NULL,
	"grower_id" integer NOT NULL,
	"field_id" integer,
	"harvest_year" integer NOT NULL,
	"generation" text NOT NULL,
	"quantity_kg" integer DEFAULT 0 NOT NULL,
	"germination" numeric(4, 1),
	"status" text DEFAULT 'growing' NOT NULL,
	"inspected_on" date,
	CONSTRAINT "seed_lots_generation_check" CHECK ("seed_lots"."generation" in ('PBS', 'BS', 'C1', 'C2')),
	CONSTRAINT "seed_lots_status_check" CHECK ("seed_lots"."status" in ('growing', 'harvested', 'sampled', 'approved', 'rejected')),
	CONSTRAINT "seed_lots_quantity_check" CHECK ("seed_lots"."quantity_kg" >= 0),
	CONSTRAINT "seed_lots_germination_check" CHECK ("seed_lots"."germination" is null or ("seed_lots"."germination" >= 0 and "seed_lots"."germination" <= 100))
);
--> statement-breakpoint
CREATE TABLE "seed_varieties" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"crop" text NOT NULL,
	"breeder" text NOT NULL,
	"listed_year" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seed_fields" ADD CONSTRAINT "seed_fields_grower_id_seed_growers_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."seed_growers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_growers" ADD CONSTRAINT "seed_growers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_variety_id_seed_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."seed_varieties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_grower_id_seed_growers_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."seed_growers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_field_id_seed_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."seed_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seed_fields_code_key" ON "seed_fields" USING btree ("grower_id","field_code");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_growers_number_key" ON "seed_growers" USING btree ("market","grower_number");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_lots_number_key" ON "seed_lots" USING btree ("market","lot_number");--> statement-breakpoint
CREATE INDEX "seed_lots_variety_idx" ON "seed_lots" USING btree ("variety_id");--> statement-breakpoint
CREATE INDEX "seed_lots_grower_idx" ON "seed_lots" USING btree ("grower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_varieties_code_key" ON "seed_varieties" USING btree ("market","code");