CREATE TABLE "release_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source" text DEFAULT 'release' NOT NULL,
	"store_customer_id" integer NOT NULL,
	"submitted_by_user_id" integer,
	"submitter_email" text NOT NULL,
	"owner_customer_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_business_name" text,
	"customer_business_id" text,
	"customer_post_office" text,
	"customer_email" text,
	"salesmen_name" text NOT NULL,
	"salesmen_email" text,
	"salesmen_store" text,
	"manufacture_name" text NOT NULL,
	"brand" text,
	"model" text NOT NULL,
	"serial_number" text NOT NULL,
	"spare_parts_store" text,
	"service_point_store" text,
	"data" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	CONSTRAINT "release_forms_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "release_forms_source_check" CHECK ("release_forms"."source" in ('release', 'old')),
	CONSTRAINT "release_forms_serial_check" CHECK ("release_forms"."serial_number" ~ '^[A-Z0-9-]{1,30}$')
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"status_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claim_comments_side_check" CHECK ("warranty_claim_comments"."side" in ('store', 'importer')),
	CONSTRAINT "warranty_claim_comments_body_check" CHECK (length("warranty_claim_comments"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_hours" (
	"claim_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"price_per_hour_cents" bigint NOT NULL,
	"hours_hundredths" integer NOT NULL,
	"description" text NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "warranty_claim_hours_claim_id_line_no_pk" PRIMARY KEY("claim_id","line_no"),
	CONSTRAINT "warranty_claim_hours_positive" CHECK ("warranty_claim_hours"."hours_hundredths" > 0 and "warranty_claim_hours"."price_per_hour_cents" >= 0 and "warranty_claim_hours"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_parts" (
	"claim_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"amount_hundredths" integer NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL,
	CONSTRAINT "warranty_claim_parts_claim_id_line_no_pk" PRIMARY KEY("claim_id","line_no"),
	CONSTRAINT "warranty_claim_parts_positive" CHECK ("warranty_claim_parts"."amount_hundredths" > 0 and "warranty_claim_parts"."unit_price_cents" >= 0 and "warranty_claim_parts"."line_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_customer_id" integer NOT NULL,
	"submitted_by_user_id" integer,
	"submitter_email" text NOT NULL,
	"owner_customer_id" integer,
	"status" text DEFAULT 'Vastaanotettu' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_shop_name" text NOT NULL,
	"service_shop_place" text NOT NULL,
	"service_shop_phone" text NOT NULL,
	"service_shop_invoice_no" text,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_address" text,
	"customer_zip" text,
	"customer_city" text,
	"customer_phone" text,
	"customer_email" text,
	"serial_number" text NOT NULL,
	"make_and_model" text NOT NULL,
	"warranty_start_date" date NOT NULL,
	"usage" text,
	"damage_date" date,
	"repair_date" date,
	"fault_description" text,
	"parts_total_cents" bigint NOT NULL,
	"work_total_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	CONSTRAINT "warranty_claims_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "warranty_claims_status_check" CHECK ("warranty_claims"."status" in ('Vastaanotettu', 'Käsittelyssä', 'Hyväksytty', 'Hylätty')),
	CONSTRAINT "warranty_claims_totals_check" CHECK ("warranty_claims"."total_cents" = "warranty_claims"."parts_total_cents" + "warranty_claims"."work_total_cents" and "warranty_claims"."parts_total_cents" >= 0 and "warranty_claims"."work_total_cents" >= 0),
	CONSTRAINT "warranty_claims_serial_check" CHECK ("warranty_claims"."serial_number" ~ '^[A-Z0-9-]{1,30}$')
);
--> statement-breakpoint
CREATE TABLE "warranty_message_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_on_status" boolean DEFAULT true NOT NULL,
	"email_on_comment" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_stores" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"sells_machines" boolean DEFAULT true NOT NULL,
	"spare_parts" boolean DEFAULT true NOT NULL,
	"service_point" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_forms" ADD CONSTRAINT "release_forms_store_customer_id_customers_id_fk" FOREIGN KEY ("store_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_forms" ADD CONSTRAINT "release_forms_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_forms" ADD CONSTRAINT "release_forms_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_forms" ADD CONSTRAINT "release_forms_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_comments" ADD CONSTRAINT "warranty_claim_comments_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_comments" ADD CONSTRAINT "warranty_claim_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_hours" ADD CONSTRAINT "warranty_claim_hours_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_parts" ADD CONSTRAINT "warranty_claim_parts_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_store_customer_id_customers_id_fk" FOREIGN KEY ("store_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_message_settings" ADD CONSTRAINT "warranty_message_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_stores" ADD CONSTRAINT "warranty_stores_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_forms_store_idx" ON "release_forms" USING btree ("store_customer_id","submitted_at");--> statement-breakpoint
CREATE INDEX "release_forms_serial_idx" ON "release_forms" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "release_forms_submitted_idx" ON "release_forms" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "release_forms_submitter_idx" ON "release_forms" USING btree (lower("submitter_email"));--> statement-breakpoint
CREATE INDEX "warranty_claim_comments_claim_idx" ON "warranty_claim_comments" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_store_idx" ON "warranty_claims" USING btree ("store_customer_id","submitted_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_serial_idx" ON "warranty_claims" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "warranty_claims_submitter_idx" ON "warranty_claims" USING btree (lower("submitter_email"));