CREATE TABLE "feed_mix_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"mix_id" integer NOT NULL,
	"feed_id" text NOT NULL,
	"feed_name" text NOT NULL,
	"planned_weight" integer NOT NULL,
	"recipe_weight" integer NOT NULL,
	"actual_weight" integer,
	"mix_updated" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"actual_sort_order" integer,
	"additional_item" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "feed_mix_items_weight_check" CHECK ("feed_mix_items"."planned_weight" between 0 and 100000 and "feed_mix_items"."recipe_weight" between 0 and 100000),
	CONSTRAINT "feed_mix_items_actual_check" CHECK ("feed_mix_items"."actual_weight" is null or "feed_mix_items"."actual_weight" between 0 and 200000),
	CONSTRAINT "feed_mix_items_updated_check" CHECK (("feed_mix_items"."mix_updated" and "feed_mix_items"."actual_weight" is not null and "feed_mix_items"."actual_sort_order" is not null) or (not "feed_mix_items"."mix_updated" and "feed_mix_items"."actual_sort_order" is null))
);
--> statement-breakpoint
CREATE TABLE "feed_mix_requests" (
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"mix_id" integer,
	"call" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_mix_requests_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key"),
	CONSTRAINT "feed_mix_requests_key_check" CHECK (length("feed_mix_requests"."idempotency_key") between 8 and 80)
);
--> statement-breakpoint
CREATE TABLE "feed_mixes" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"guideline" text NOT NULL,
	"animal_count" integer NOT NULL,
	"auto_scale" boolean DEFAULT false NOT NULL,
	"scaled" boolean DEFAULT false NOT NULL,
	"leftovers" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_on" timestamp with time zone,
	CONSTRAINT "feed_mixes_status_check" CHECK ("feed_mixes"."status" in ('open', 'saved')),
	CONSTRAINT "feed_mixes_animals_check" CHECK ("feed_mixes"."animal_count" between 1 and 10000),
	CONSTRAINT "feed_mixes_leftovers_check" CHECK ("feed_mixes"."leftovers" is null or "feed_mixes"."leftovers" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "feed_products" (
	"feed_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"dry_matter" numeric(4, 1) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_products_kind_check" CHECK ("feed_products"."kind" in ('silage', 'grain', 'concentrate', 'mineral', 'other')),
	CONSTRAINT "feed_products_dm_check" CHECK ("feed_products"."dry_matter" > 0 and "feed_products"."dry_matter" <= 100),
	CONSTRAINT "feed_products_id_check" CHECK ("feed_products"."feed_id" ~ '^[A-Z0-9-]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "feed_recipe_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"feed_id" text NOT NULL,
	"feed_name" text NOT NULL,
	"original_planned_weight" integer NOT NULL,
	"planned_weight" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"additional_item" boolean DEFAULT false NOT NULL,
	"original_dry_matter" numeric(4, 1) NOT NULL,
	"dry_matter" numeric(4, 1) NOT NULL,
	CONSTRAINT "feed_recipe_items_weight_check" CHECK ("feed_recipe_items"."planned_weight" between 0 and 100000 and "feed_recipe_items"."original_planned_weight" between 0 and 100000),
	CONSTRAINT "feed_recipe_items_dm_check" CHECK ("feed_recipe_items"."dry_matter" > 0 and "feed_recipe_items"."dry_matter" <= 100 and "feed_recipe_items"."original_dry_matter" > 0 and "feed_recipe_items"."original_dry_matter" <= 100)
);
--> statement-breakpoint
CREATE TABLE "feed_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_customer_id" integer,
	"mix_name" text NOT NULL,
	"original_size" integer NOT NULL,
	"original_animal_count" integer NOT NULL,
	"size" integer NOT NULL,
	"animal_count" integer NOT NULL,
	"scale_according_to_first_item" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_recipes_name_check" CHECK (length(trim("feed_recipes"."mix_name")) between 1 and 80),
	CONSTRAINT "feed_recipes_size_check" CHECK ("feed_recipes"."size" between 1 and 100000 and "feed_recipes"."original_size" between 1 and 100000),
	CONSTRAINT "feed_recipes_animals_check" CHECK ("feed_recipes"."animal_count" between 1 and 10000 and "feed_recipes"."original_animal_count" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "feed_mix_items" ADD CONSTRAINT "feed_mix_items_mix_id_feed_mixes_id_fk" FOREIGN KEY ("mix_id") REFERENCES "public"."feed_mixes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mix_requests" ADD CONSTRAINT "feed_mix_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mix_requests" ADD CONSTRAINT "feed_mix_requests_mix_id_feed_mixes_id_fk" FOREIGN KEY ("mix_id") REFERENCES "public"."feed_mixes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mixes" ADD CONSTRAINT "feed_mixes_recipe_id_feed_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."feed_recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mixes" ADD CONSTRAINT "feed_mixes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mixes" ADD CONSTRAINT "feed_mixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_recipe_items" ADD CONSTRAINT "feed_recipe_items_recipe_id_feed_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."feed_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_recipe_items" ADD CONSTRAINT "feed_recipe_items_feed_id_feed_products_feed_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_products"("feed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_recipes" ADD CONSTRAINT "feed_recipes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_recipes" ADD CONSTRAINT "feed_recipes_store_customer_id_customers_id_fk" FOREIGN KEY ("store_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_recipes" ADD CONSTRAINT "feed_recipes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_mix_items_sort_key" ON "feed_mix_items" USING btree ("mix_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_mix_items_actual_sort_key" ON "feed_mix_items" USING btree ("mix_id","actual_sort_order") WHERE "feed_mix_items"."actual_sort_order" is not null;--> statement-breakpoint
CREATE INDEX "feed_mixes_customer_idx" ON "feed_mixes" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_mixes_one_open_key" ON "feed_mixes" USING btree ("customer_id","recipe_id") WHERE "feed_mixes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "feed_recipe_items_feed_key" ON "feed_recipe_items" USING btree ("recipe_id","feed_id");--> statement-breakpoint
CREATE INDEX "feed_recipes_customer_idx" ON "feed_recipes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "feed_recipes_store_idx" ON "feed_recipes" USING btree ("store_customer_id");