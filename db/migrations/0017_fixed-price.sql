CREATE TABLE "customer_article_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "customer_article_prices_price_check" CHECK ("customer_article_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "fixed_price_article_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_price_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"default_price" numeric(10, 2) NOT NULL,
	"quantity_min" integer DEFAULT 1 NOT NULL,
	"quantity_max" integer DEFAULT 1000 NOT NULL,
	"supplement_min" numeric(10, 2) DEFAULT 0 NOT NULL,
	"supplement_max" numeric(10, 2) DEFAULT 200 NOT NULL,
	CONSTRAINT "fixed_price_articles_price_check" CHECK ("fixed_price_articles"."default_price" > 0),
	CONSTRAINT "fixed_price_articles_quantity_check" CHECK ("fixed_price_articles"."quantity_min" >= 1 and "fixed_price_articles"."quantity_max" >= "fixed_price_articles"."quantity_min"),
	CONSTRAINT "fixed_price_articles_supplement_check" CHECK ("fixed_price_articles"."supplement_min" >= 0 and "fixed_price_articles"."supplement_max" >= "fixed_price_articles"."supplement_min")
);
--> statement-breakpoint
CREATE TABLE "fixed_price_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" integer NOT NULL,
	"name" text NOT NULL,
	"end_mode" text DEFAULT 'months' NOT NULL,
	"discount_max" numeric(10, 2),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fixed_price_categories_end_mode_check" CHECK ("fixed_price_categories"."end_mode" in ('date', 'months')),
	CONSTRAINT "fixed_price_categories_discount_check" CHECK ("fixed_price_categories"."discount_max" is null or "fixed_price_categories"."discount_max" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_article_prices" ADD CONSTRAINT "customer_article_prices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_article_prices" ADD CONSTRAINT "customer_article_prices_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_price_article_groups" ADD CONSTRAINT "fixed_price_article_groups_category_id_fixed_price_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."fixed_price_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_price_articles" ADD CONSTRAINT "fixed_price_articles_group_id_fixed_price_article_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fixed_price_article_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_price_articles" ADD CONSTRAINT "fixed_price_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_article_prices_key" ON "customer_article_prices" USING btree ("customer_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_price_article_groups_name_key" ON "fixed_price_article_groups" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_price_articles_article_key" ON "fixed_price_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "fixed_price_articles_group_idx" ON "fixed_price_articles" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_price_categories_market_code_key" ON "fixed_price_categories" USING btree ("market","code");