CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_number" text NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"grain_type" text,
	"price_group_id" integer,
	"price_group_name" text,
	"unit" text DEFAULT 'ton' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "articles_category_check" CHECK ("articles"."category" in ('grain', 'seed', 'forage', 'feed', 'merchandise', 'freight'))
);
--> statement-breakpoint
CREATE TABLE "price_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "articles_market_item_key" ON "articles" USING btree ("market","item_number");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("market","category");--> statement-breakpoint
CREATE UNIQUE INDEX "price_areas_market_code_key" ON "price_areas" USING btree ("market","code");