CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"market" text NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"document_kind" text NOT NULL,
	"document_version" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" ~ '^[a-z]{2,30}$'),
	CONSTRAINT "consent_events_kind_check" CHECK ("consent_events"."document_kind" in ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "delivery_address_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_address_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_address_receivers_name_check" CHECK (length(trim("delivery_address_receivers"."name")) > 0),
	CONSTRAINT "delivery_address_receivers_channel_check" CHECK ("delivery_address_receivers"."mobile" is not null or "delivery_address_receivers"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "delivery_address_silos" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_address_id" integer NOT NULL,
	"number" text NOT NULL,
	"accessibility" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_address_silos_number_check" CHECK (length(trim("delivery_address_silos"."number")) between 1 and 20),
	CONSTRAINT "delivery_address_silos_accessibility_check" CHECK ("delivery_address_silos"."accessibility" in (10, 18, 24))
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_check" CHECK ("legal_documents"."kind" in ('terms', 'privacy')),
	CONSTRAINT "legal_documents_version_check" CHECK ("legal_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_person_number_digits";--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address_receivers" ADD CONSTRAINT "delivery_address_receivers_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address_silos" ADD CONSTRAINT "delivery_address_silos_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","purpose","id");--> statement-breakpoint
CREATE INDEX "delivery_address_receivers_address_idx" ON "delivery_address_receivers" USING btree ("delivery_address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_address_silos_number_key" ON "delivery_address_silos" USING btree ("delivery_address_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_version_key" ON "legal_documents" USING btree ("market","kind","version");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_number_digits" CHECK ("users"."person_number" is null or "users"."person_number" ~ '^[0-9]{12}$' or "users"."person_number" ~ '^[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]$');