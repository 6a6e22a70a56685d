CREATE TABLE "re_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"line_number" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"from_warehouse" text NOT NULL,
	"from_delivery_date" date,
	"to_warehouse" text NOT NULL,
	"to_delivery_date" date NOT NULL,
	"lorry_type_id" integer NOT NULL,
	"reason" text,
	"note" text,
	"cancelled_reservation_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "re_destinations_warehouse_check" CHECK ("re_destinations"."to_warehouse" <> "re_destinations"."from_warehouse"),
	CONSTRAINT "re_destinations_reason_check" CHECK ("re_destinations"."reason" is null or "re_destinations"."reason" in ('full', 'closed', 'quality', 'other')),
	CONSTRAINT "re_destinations_note_check" CHECK ("re_destinations"."note" is null or length("re_destinations"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "re_destinations" ADD CONSTRAINT "re_destinations_line_id_booking_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_destinations" ADD CONSTRAINT "re_destinations_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_destinations" ADD CONSTRAINT "re_destinations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_destinations" ADD CONSTRAINT "re_destinations_lorry_type_id_lorry_types_id_fk" FOREIGN KEY ("lorry_type_id") REFERENCES "public"."lorry_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_destinations" ADD CONSTRAINT "re_destinations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "re_destinations_batch_line_key" ON "re_destinations" USING btree ("batch_id","line_id");--> statement-breakpoint
CREATE INDEX "re_destinations_line_idx" ON "re_destinations" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE INDEX "re_destinations_customer_idx" ON "re_destinations" USING btree ("customer_id","created_at");