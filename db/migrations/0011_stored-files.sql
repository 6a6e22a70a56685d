CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_key_seq_pk" PRIMARY KEY("key","seq"),
	CONSTRAINT "stored_file_chunks_seq_check" CHECK ("stored_file_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"customer_number" text,
	"market" text,
	"visibility" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_visibility_check" CHECK ("stored_files"."visibility" in ('public', 'customer', 'owner', 'admin')),
	CONSTRAINT "stored_files_customer_check" CHECK ("stored_files"."visibility" <> 'customer' or "stored_files"."customer_number" is not null),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" >= 0),
	CONSTRAINT "stored_files_sha256_check" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "stored_files_customer_idx" ON "stored_files" USING btree ("customer_number");--> statement-breakpoint
-- added by hand: chunks are images and other already-compressed files; keep them out of line without pglz compression
ALTER TABLE "stored_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;