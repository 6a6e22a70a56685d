CREATE TABLE "transport_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_row_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"message" text NOT NULL,
	"planned_arrival" timestamp with time zone,
	CONSTRAINT "transport_announcements_channel_check" CHECK ("transport_announcements"."channel" in ('sms', 'email')),
	CONSTRAINT "transport_announcements_message_check" CHECK (char_length("transport_announcements"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "transport_order_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"transport_order_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"item_number" text,
	"quantity_kg" integer NOT NULL,
	"from_facility_id" integer,
	"from_address" text,
	"to_facility_id" integer,
	"to_address" text,
	"planned_date" date NOT NULL,
	"lorry_reg_no" text,
	"status" text DEFAULT 'planned' NOT NULL,
	CONSTRAINT "transport_order_rows_row_number_check" CHECK ("transport_order_rows"."row_number" > 0),
	CONSTRAINT "transport_order_rows_quantity_check" CHECK ("transport_order_rows"."quantity_kg" > 0),
	CONSTRAINT "transport_order_rows_from_check" CHECK (("transport_order_rows"."from_facility_id" is null) <> ("transport_order_rows"."from_address" is null)),
	CONSTRAINT "transport_order_rows_to_check" CHECK (("transport_order_rows"."to_facility_id" is null) <> ("transport_order_rows"."to_address" is null)),
	CONSTRAINT "transport_order_rows_lorry_check" CHECK ("transport_order_rows"."lorry_reg_no" is null or "transport_order_rows"."lorry_reg_no" ~ '^[A-Z0-9]{2,10}$'),
	CONSTRAINT "transport_order_rows_status_check" CHECK ("transport_order_rows"."status" in ('planned', 'loaded', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "transport_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"transporter_customer_id" integer,
	"transporter_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_orders_number_check" CHECK ("transport_orders"."order_number" ~ '^[0-9]{4,12}$')
);
--> statement-breakpoint
ALTER TABLE "booking_order_lines" ADD COLUMN "container" text;--> statement-breakpoint
ALTER TABLE "transport_announcements" ADD CONSTRAINT "transport_announcements_order_row_id_transport_order_rows_id_fk" FOREIGN KEY ("order_row_id") REFERENCES "public"."transport_order_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_order_rows" ADD CONSTRAINT "transport_order_rows_transport_order_id_transport_orders_id_fk" FOREIGN KEY ("transport_order_id") REFERENCES "public"."transport_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_order_rows" ADD CONSTRAINT "transport_order_rows_from_facility_id_facilities_id_fk" FOREIGN KEY ("from_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_order_rows" ADD CONSTRAINT "transport_order_rows_to_facility_id_facilities_id_fk" FOREIGN KEY ("to_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_transporter_customer_id_customers_id_fk" FOREIGN KEY ("transporter_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_announcements_row_idx" ON "transport_announcements" USING btree ("order_row_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_order_rows_order_row_key" ON "transport_order_rows" USING btree ("transport_order_id","row_number");--> statement-breakpoint
CREATE INDEX "transport_order_rows_date_idx" ON "transport_order_rows" USING btree ("planned_date");--> statement-breakpoint
CREATE INDEX "transport_order_rows_lorry_idx" ON "transport_order_rows" USING btree ("lorry_reg_no","planned_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_orders_number_key" ON "transport_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "transport_orders_customer_idx" ON "transport_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transport_orders_transporter_idx" ON "transport_orders" USING btree ("transporter_customer_id");