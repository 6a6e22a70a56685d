CREATE TABLE "customer_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"status" integer NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_orders_status_check" CHECK ("customer_orders"."status" in (10, 20, 30, 40, 50, 90)),
	CONSTRAINT "customer_orders_order_no_check" CHECK ("customer_orders"."order_no" ~ '^[0-9]{6,12}$'),
	CONSTRAINT "customer_orders_currency_check" CHECK ("customer_orders"."currency" in ('SEK', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_orders_order_no_key" ON "customer_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "customer_orders_customer_date_idx" ON "customer_orders" USING btree ("customer_id","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_orders_customer_no_idx" ON "customer_orders" USING btree ("customer_id","order_no");