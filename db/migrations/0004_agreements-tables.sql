CREATE TABLE "agreement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"market" text NOT NULL,
	"item_number" text NOT NULL,
	"sort" text,
	"quantity" numeric(12, 3) NOT NULL,
	"delivered_quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'ton' NOT NULL,
	"price" numeric(12, 2),
	"discount_per_unit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"term_supplement" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_period" text,
	"warehouse" text,
	CONSTRAINT "agreement_lines_line_number_check" CHECK ("agreement_lines"."line_number" > 0),
	CONSTRAINT "agreement_lines_quantities_check" CHECK ("agreement_lines"."quantity" >= 0 and "agreement_lines"."delivered_quantity" >= 0),
	CONSTRAINT "agreement_lines_money_check" CHECK (("agreement_lines"."price" is null or "agreement_lines"."price" >= 0) and "agreement_lines"."discount_per_unit" >= 0),
	CONSTRAINT "agreement_lines_unit_check" CHECK ("agreement_lines"."unit" in ('ton', 'kg', 'st', 'säck'))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_number" text NOT NULL,
	"trans_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agreement_type" text NOT NULL,
	"status" text NOT NULL,
	"year" integer NOT NULL,
	"harvest_year" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"total_quantity" numeric(12, 3) NOT NULL,
	"accepted_quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'ton' NOT NULL,
	"price" numeric(12, 2),
	"currency" text NOT NULL,
	"price_area_id" integer,
	"warehouse" text,
	"delivery_mode" text,
	"description" text,
	"handler_name" text,
	"connected_to_agreement_id" integer,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"internal_note" text,
	"internal_margin" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_id_customer_key" UNIQUE("id","customer_id"),
	CONSTRAINT "agreements_id_customer_kind_key" UNIQUE("id","customer_id","kind"),
	CONSTRAINT "agreements_number_digits" CHECK ("agreements"."agreement_number" ~ '^[0-9]{4,12}$'),
	CONSTRAINT "agreements_trans_id_digits" CHECK ("agreements"."trans_id" ~ '^[0-9]{4,16}$'),
	CONSTRAINT "agreements_kind_check" CHECK ("agreements"."kind" in ('grain', 'seed', 'forage', 'feed', 'merchandise')),
	CONSTRAINT "agreements_type_by_kind_check" CHECK (("kind" = 'grain' and "agreement_type" in ('SportAndForwardAvtal', 'Depaavtal', 'PrissakringDepaavtal', 'Torkavtal')) or ("kind" = 'seed' and "agreement_type" in ('Utsadesavtal', 'Fröavtal', 'PrissakringUtsadesavtal')) or ("kind" = 'forage' and "agreement_type" in ('Grovfoderavtal')) or ("kind" = 'feed' and "agreement_type" in ('FastPrisAvtalFoder', 'Foderavtal')) or ("kind" = 'merchandise' and "agreement_type" in ('Handelsvaruavtal', 'FastPrisAvtalHandel'))),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('open', 'current', 'inactive')),
	CONSTRAINT "agreements_unit_check" CHECK ("agreements"."unit" in ('ton', 'kg', 'st', 'säck')),
	CONSTRAINT "agreements_currency_check" CHECK ("agreements"."currency" in ('SEK', 'EUR')),
	CONSTRAINT "agreements_delivery_mode_check" CHECK ("agreements"."delivery_mode" is null or "agreements"."delivery_mode" in ('Spon', 'Depa')),
	CONSTRAINT "agreements_quantities_check" CHECK ("agreements"."total_quantity" >= 0 and "agreements"."accepted_quantity" >= 0),
	CONSTRAINT "agreements_price_check" CHECK ("agreements"."price" is null or "agreements"."price" >= 0),
	CONSTRAINT "agreements_years_check" CHECK ("agreements"."year" between 2000 and 2100 and ("agreements"."harvest_year" is null or "agreements"."harvest_year" between 2000 and 2100)),
	CONSTRAINT "agreements_validity_check" CHECK ("agreements"."valid_to" >= "agreements"."valid_from"),
	CONSTRAINT "agreements_signed_check" CHECK ("agreements"."status" = 'open' or "agreements"."signed_at" is not null),
	CONSTRAINT "agreements_connected_check" CHECK ("agreements"."connected_to_agreement_id" is null or ("agreements"."kind" = 'seed' and "agreements"."connected_to_agreement_id" <> "agreements"."id"))
);
--> statement-breakpoint
CREATE TABLE "analysis_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"farm_sample_id" integer,
	"weigh_in_id" integer,
	"forage_analysis_id" integer,
	"code" text NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_values_one_parent_check" CHECK (num_nonnulls("analysis_values"."farm_sample_id", "analysis_values"."weigh_in_id", "analysis_values"."forage_analysis_id") = 1),
	CONSTRAINT "analysis_values_code_check" CHECK ("analysis_values"."code" ~ '^[a-zA-Z][a-zA-Z0-9]{0,39}$')
);
--> statement-breakpoint
CREATE TABLE "farm_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_number" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"taken_at" date NOT NULL,
	"market" text NOT NULL,
	"item_number" text NOT NULL,
	"sort" text,
	"status" text DEFAULT 'received' NOT NULL,
	"analysed_at" date,
	"lab_note" text,
	CONSTRAINT "farm_samples_number_digits" CHECK ("farm_samples"."sample_number" ~ '^[0-9]{4,12}$'),
	CONSTRAINT "farm_samples_status_check" CHECK ("farm_samples"."status" in ('received', 'analysed')),
	CONSTRAINT "farm_samples_analysed_check" CHECK ("farm_samples"."status" = 'received' or "farm_samples"."analysed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "forage_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_number" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"harvest_year" integer NOT NULL,
	"cut" integer,
	"sampled_at" date NOT NULL,
	"description" text,
	"status" text DEFAULT 'analysed' NOT NULL,
	"analysed_at" date,
	"lab_note" text,
	CONSTRAINT "forage_analyses_number_digits" CHECK ("forage_analyses"."sample_number" ~ '^[0-9]{4,12}$'),
	CONSTRAINT "forage_analyses_year_check" CHECK ("forage_analyses"."harvest_year" between 2000 and 2100),
	CONSTRAINT "forage_analyses_cut_check" CHECK ("forage_analyses"."cut" is null or "forage_analyses"."cut" between 1 and 5),
	CONSTRAINT "forage_analyses_status_check" CHECK ("forage_analyses"."status" in ('received', 'analysed')),
	CONSTRAINT "forage_analyses_analysed_check" CHECK ("forage_analyses"."status" = 'received' or "forage_analyses"."analysed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "price_hedgings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hedge_number" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"hedged_at" date NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"price_period" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"internal_margin" numeric(12, 2),
	CONSTRAINT "price_hedgings_quantity_check" CHECK ("price_hedgings"."quantity" > 0),
	CONSTRAINT "price_hedgings_price_check" CHECK ("price_hedgings"."price" > 0),
	CONSTRAINT "price_hedgings_currency_check" CHECK ("price_hedgings"."currency" in ('SEK', 'EUR')),
	CONSTRAINT "price_hedgings_status_check" CHECK ("price_hedgings"."status" in ('active', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "weigh_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"weigh_in_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"agreement_id" integer,
	"order_number" text NOT NULL,
	"fabric_id" text NOT NULL,
	"facility_name" text NOT NULL,
	"row_number" integer NOT NULL,
	"weighed_at" timestamp with time zone NOT NULL,
	"market" text NOT NULL,
	"item_number" text NOT NULL,
	"sort" text,
	"harvest_year" integer,
	"vehicle_registration" text,
	"gross_kg" integer NOT NULL,
	"tare_kg" integer NOT NULL,
	"net_kg" integer NOT NULL,
	"settled_kg" integer,
	"moisture" numeric(5, 2),
	"protein" numeric(5, 2),
	"hectolitre_weight" numeric(5, 1),
	"falling_number" integer,
	"internal_note" text,
	CONSTRAINT "weigh_ins_number_digits" CHECK ("weigh_ins"."weigh_in_number" ~ '^[0-9]{4,16}$'),
	CONSTRAINT "weigh_ins_order_number_check" CHECK ("weigh_ins"."order_number" ~ '^[0-9]{4,16}$'),
	CONSTRAINT "weigh_ins_fabric_id_check" CHECK ("weigh_ins"."fabric_id" ~ '^[A-Z0-9]{1,10}$'),
	CONSTRAINT "weigh_ins_row_number_check" CHECK ("weigh_ins"."row_number" > 0),
	CONSTRAINT "weigh_ins_weights_check" CHECK ("weigh_ins"."tare_kg" >= 0 and "weigh_ins"."gross_kg" >= "weigh_ins"."tare_kg" and "weigh_ins"."net_kg" = "weigh_ins"."gross_kg" - "weigh_ins"."tare_kg" and ("weigh_ins"."settled_kg" is null or ("weigh_ins"."settled_kg" >= 0 and "weigh_ins"."settled_kg" <= "weigh_ins"."net_kg"))),
	CONSTRAINT "weigh_ins_quality_check" CHECK (("weigh_ins"."moisture" is null or "weigh_ins"."moisture" between 0 and 100) and ("weigh_ins"."protein" is null or "weigh_ins"."protein" between 0 and 100) and ("weigh_ins"."hectolitre_weight" is null or "weigh_ins"."hectolitre_weight" >= 0) and ("weigh_ins"."falling_number" is null or "weigh_ins"."falling_number" >= 0))
);
--> statement-breakpoint
ALTER TABLE "agreement_lines" ADD CONSTRAINT "agreement_lines_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_lines" ADD CONSTRAINT "agreement_lines_article_fk" FOREIGN KEY ("market","item_number") REFERENCES "public"."articles"("market","item_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_price_area_id_price_areas_id_fk" FOREIGN KEY ("price_area_id") REFERENCES "public"."price_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_connected_same_customer_seed_fk" FOREIGN KEY ("connected_to_agreement_id","customer_id","kind") REFERENCES "public"."agreements"("id","customer_id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_values" ADD CONSTRAINT "analysis_values_farm_sample_id_farm_samples_id_fk" FOREIGN KEY ("farm_sample_id") REFERENCES "public"."farm_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_values" ADD CONSTRAINT "analysis_values_weigh_in_id_weigh_ins_id_fk" FOREIGN KEY ("weigh_in_id") REFERENCES "public"."weigh_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_values" ADD CONSTRAINT "analysis_values_forage_analysis_id_forage_analyses_id_fk" FOREIGN KEY ("forage_analysis_id") REFERENCES "public"."forage_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_samples" ADD CONSTRAINT "farm_samples_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_samples" ADD CONSTRAINT "farm_samples_article_fk" FOREIGN KEY ("market","item_number") REFERENCES "public"."articles"("market","item_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forage_analyses" ADD CONSTRAINT "forage_analyses_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_hedgings" ADD CONSTRAINT "price_hedgings_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_agreement_same_customer_fk" FOREIGN KEY ("agreement_id","customer_id") REFERENCES "public"."agreements"("id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_article_fk" FOREIGN KEY ("market","item_number") REFERENCES "public"."articles"("market","item_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_lines_agreement_line_key" ON "agreement_lines" USING btree ("agreement_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_agreement_number_key" ON "agreements" USING btree ("agreement_number");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_trans_id_key" ON "agreements" USING btree ("trans_id");--> statement-breakpoint
CREATE INDEX "agreements_customer_kind_idx" ON "agreements" USING btree ("customer_id","kind","status");--> statement-breakpoint
CREATE INDEX "agreements_connected_idx" ON "agreements" USING btree ("connected_to_agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_values_farm_sample_code_key" ON "analysis_values" USING btree ("farm_sample_id","code") WHERE "analysis_values"."farm_sample_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_values_weigh_in_code_key" ON "analysis_values" USING btree ("weigh_in_id","code") WHERE "analysis_values"."weigh_in_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_values_forage_code_key" ON "analysis_values" USING btree ("forage_analysis_id","code") WHERE "analysis_values"."forage_analysis_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "farm_samples_sample_number_key" ON "farm_samples" USING btree ("sample_number");--> statement-breakpoint
CREATE INDEX "farm_samples_agreement_idx" ON "farm_samples" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forage_analyses_sample_number_key" ON "forage_analyses" USING btree ("sample_number");--> statement-breakpoint
CREATE INDEX "forage_analyses_agreement_year_idx" ON "forage_analyses" USING btree ("agreement_id","harvest_year");--> statement-breakpoint
CREATE UNIQUE INDEX "price_hedgings_hedge_number_key" ON "price_hedgings" USING btree ("hedge_number");--> statement-breakpoint
CREATE INDEX "price_hedgings_agreement_idx" ON "price_hedgings" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weigh_ins_weigh_in_number_key" ON "weigh_ins" USING btree ("weigh_in_number");--> statement-breakpoint
CREATE UNIQUE INDEX "weigh_ins_delivery_note_row_key" ON "weigh_ins" USING btree ("order_number","fabric_id","row_number");--> statement-breakpoint
CREATE INDEX "weigh_ins_agreement_idx" ON "weigh_ins" USING btree ("agreement_id","weighed_at");--> statement-breakpoint
CREATE INDEX "weigh_ins_customer_idx" ON "weigh_ins" USING btree ("customer_id","weighed_at");