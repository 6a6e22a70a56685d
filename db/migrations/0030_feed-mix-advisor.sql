CREATE TABLE "store_farms" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_customer_id" integer NOT NULL,
	"farm_customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_farms_not_self_check" CHECK ("store_farms"."store_customer_id" <> "store_farms"."farm_customer_id")
);
--> statement-breakpoint
ALTER TABLE "feed_recipes" ADD COLUMN "source_recipe_id" integer;--> statement-breakpoint
ALTER TABLE "store_farms" ADD CONSTRAINT "store_farms_store_customer_id_customers_id_fk" FOREIGN KEY ("store_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_farms" ADD CONSTRAINT "store_farms_farm_customer_id_customers_id_fk" FOREIGN KEY ("farm_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_farms_pair_key" ON "store_farms" USING btree ("store_customer_id","farm_customer_id");--> statement-breakpoint
CREATE INDEX "store_farms_farm_idx" ON "store_farms" USING btree ("farm_customer_id");--> statement-breakpoint
ALTER TABLE "feed_recipes" ADD CONSTRAINT "feed_recipes_source_recipe_id_feed_recipes_id_fk" FOREIGN KEY ("source_recipe_id") REFERENCES "public"."feed_recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_recipes_assigned_key" ON "feed_recipes" USING btree ("customer_id","source_recipe_id") WHERE "feed_recipes"."source_recipe_id" is not null and "feed_recipes"."active";