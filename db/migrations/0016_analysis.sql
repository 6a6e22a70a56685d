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
CREATE INDEX "analysis_package_scopes_lookup_idx" ON "analysis_package_scopes" USING btree ("facility_code","item_number","trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_packages_code_key" ON "analysis_packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "analysis_requests_customer_idx" ON "analysis_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_types_code_key" ON "analysis_types" USING btree ("code");