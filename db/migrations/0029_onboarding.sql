CREATE SEQUENCE "public"."registration_customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 800001 CACHE 1;--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"user_id" integer,
	"customer_number" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_subject" CHECK (length(trim("contact_messages"."subject")) > 0 and length("contact_messages"."subject") <= 200),
	CONSTRAINT "contact_messages_message" CHECK (length(trim("contact_messages"."message")) > 0 and length("contact_messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"person_number" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"phone" text,
	"organisation_number" text,
	"company_name" text,
	"contract_application_key" text NOT NULL,
	"copy_of_id_key" text NOT NULL,
	"registration_certificate_key" text NOT NULL,
	"attachment_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reject_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"customer_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "registrations_person_number_check" CHECK ("registrations"."person_number" ~ '^[0-9]{12}$'),
	CONSTRAINT "registrations_rejected_reason" CHECK ("registrations"."status" <> 'rejected' or length(trim("registrations"."reject_reason")) > 0),
	CONSTRAINT "registrations_decided" CHECK (("registrations"."status" = 'pending') = ("registrations"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_contract_application_key_stored_files_key_fk" FOREIGN KEY ("contract_application_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_copy_of_id_key_stored_files_key_fk" FOREIGN KEY ("copy_of_id_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_registration_certificate_key_stored_files_key_fk" FOREIGN KEY ("registration_certificate_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("market","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_customer_key" ON "registrations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","created_at");