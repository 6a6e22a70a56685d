CREATE SEQUENCE "public"."trading_agreement_number_seq" INCREMENT BY 1 MINVALUE 70000001 MAXVALUE 9223372036854775807 START WITH 70000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "price_watch_outcomes" (
	"price_watch_id" integer PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"price" numeric(10, 2),
	"price_date" date,
	"agreement_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_watch_outcomes_outcome_check" CHECK ("price_watch_outcomes"."outcome" in ('hit', 'expired')),
	CONSTRAINT "price_watch_outcomes_hit_check" CHECK ("price_watch_outcomes"."outcome" <> 'hit' or "price_watch_outcomes"."price" is not null)
);
--> statement-breakpoint
CREATE TABLE "sealed_agreements" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"signing_request_id" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"document_sha256" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_agreements_sha_check" CHECK ("sealed_agreements"."document_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"signing_request_id" integer NOT NULL,
	"step" text NOT NULL,
	"ip" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_email" text,
	"receiver_mobile" text,
	"personal_number_last4" text NOT NULL,
	"market" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"reminder_sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_requests_status_check" CHECK ("signing_requests"."status" in ('pending', 'signed', 'expired', 'cancelled', 'voided')),
	CONSTRAINT "signing_requests_token_hash_check" CHECK ("signing_requests"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "signing_requests_last4_check" CHECK ("signing_requests"."personal_number_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "signing_requests_signed_check" CHECK (("signing_requests"."status" = 'signed') = ("signing_requests"."signed_at" is not null)),
	CONSTRAINT "signing_requests_contact_check" CHECK ("signing_requests"."receiver_email" is not null or "signing_requests"."receiver_mobile" is not null)
);
--> statement-breakpoint
CREATE TABLE "trading_saves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"agreement_id" integer,
	"price_watch_id" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_saves_key_check" CHECK ("trading_saves"."idempotency_key" ~ '^[A-Za-z0-9_-]{8,80}$'),
	CONSTRAINT "trading_saves_one_result" CHECK (num_nonnulls("trading_saves"."agreement_id", "trading_saves"."price_watch_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "price_watch_outcomes" ADD CONSTRAINT "price_watch_outcomes_price_watch_id_price_watches_id_fk" FOREIGN KEY ("price_watch_id") REFERENCES "public"."price_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watch_outcomes" ADD CONSTRAINT "price_watch_outcomes_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_agreements" ADD CONSTRAINT "sealed_agreements_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_agreements" ADD CONSTRAINT "sealed_agreements_signing_request_id_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_signing_request_id_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_saves" ADD CONSTRAINT "trading_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_saves" ADD CONSTRAINT "trading_saves_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_saves" ADD CONSTRAINT "trading_saves_price_watch_id_price_watches_id_fk" FOREIGN KEY ("price_watch_id") REFERENCES "public"."price_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_events_request_idx" ON "signing_events" USING btree ("signing_request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_token_hash_key" ON "signing_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_one_pending_key" ON "signing_requests" USING btree ("agreement_id") WHERE "signing_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_one_signed_key" ON "signing_requests" USING btree ("agreement_id") WHERE "signing_requests"."status" = 'signed';--> statement-breakpoint
CREATE INDEX "signing_requests_agreement_idx" ON "signing_requests" USING btree ("agreement_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_requests_expiry_idx" ON "signing_requests" USING btree ("expires_at") WHERE "signing_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "trading_saves_idempotency_key" ON "trading_saves" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_saves_agreement_key" ON "trading_saves" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_saves_price_watch_key" ON "trading_saves" USING btree ("price_watch_id");