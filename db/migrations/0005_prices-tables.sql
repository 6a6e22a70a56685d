CREATE TABLE "grain_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"price_area_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sort" text NOT NULL,
	"price_type_id" integer NOT NULL,
	"price_period" date NOT NULL,
	"price_date" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "grain_prices_price_type_check" CHECK ("grain_prices"."price_type_id" in (1, 2, 3)),
	CONSTRAINT "grain_prices_price_positive" CHECK ("grain_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "grain_sorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"sort" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grain_sorts_article_sort_key" UNIQUE("article_id","sort"),
	CONSTRAINT "grain_sorts_sort_not_blank" CHECK (length(trim("grain_sorts"."sort")) > 0)
);
--> statement-breakpoint
CREATE TABLE "price_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price_area_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sort" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_favorites_kind_check" CHECK ("price_favorites"."kind" in ('grain', 'overview', 'reseller', 'reseller_admin'))
);
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"price_area_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sort" text NOT NULL,
	"price_type_id" integer NOT NULL,
	"price_period" date NOT NULL,
	"lower_price" numeric(10, 2),
	"upper_price" numeric(10, 2),
	"quantity" numeric(10, 1),
	"target_action" text NOT NULL,
	"created_on" date DEFAULT current_date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	CONSTRAINT "price_watches_price_type_check" CHECK ("price_watches"."price_type_id" in (1, 2, 3)),
	CONSTRAINT "price_watches_target_action_check" CHECK ("price_watches"."target_action" in ('notify', 'sign')),
	CONSTRAINT "price_watches_has_limit" CHECK ("price_watches"."lower_price" is not null or "price_watches"."upper_price" is not null),
	CONSTRAINT "price_watches_prices_positive" CHECK (("price_watches"."lower_price" is null or "price_watches"."lower_price" > 0) and ("price_watches"."upper_price" is null or "price_watches"."upper_price" > 0)),
	CONSTRAINT "price_watches_lower_below_upper" CHECK ("price_watches"."lower_price" is null or "price_watches"."upper_price" is null or "price_watches"."lower_price" <= "price_watches"."upper_price"),
	CONSTRAINT "price_watches_end_date_window" CHECK ("price_watches"."end_date" >= "price_watches"."created_on" and "price_watches"."end_date" <= "price_watches"."created_on" + 60),
	CONSTRAINT "price_watches_quantity_positive" CHECK ("price_watches"."quantity" is null or "price_watches"."quantity" > 0),
	CONSTRAINT "price_watches_sign_needs_quantity" CHECK ("price_watches"."target_action" <> 'sign' or "price_watches"."quantity" is not null)
);
--> statement-breakpoint
CREATE TABLE "reseller_margins" (
	"market" text NOT NULL,
	"price_group_id" integer NOT NULL,
	"margin" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_margins_market_price_group_id_pk" PRIMARY KEY("market","price_group_id"),
	CONSTRAINT "reseller_margins_margin_check" CHECK ("reseller_margins"."margin" >= 0)
);
--> statement-breakpoint
ALTER TABLE "grain_prices" ADD CONSTRAINT "grain_prices_price_area_id_price_areas_id_fk" FOREIGN KEY ("price_area_id") REFERENCES "public"."price_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grain_prices" ADD CONSTRAINT "grain_prices_sort_fk" FOREIGN KEY ("article_id","sort") REFERENCES "public"."grain_sorts"("article_id","sort") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grain_sorts" ADD CONSTRAINT "grain_sorts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_favorites" ADD CONSTRAINT "price_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_favorites" ADD CONSTRAINT "price_favorites_price_area_id_price_areas_id_fk" FOREIGN KEY ("price_area_id") REFERENCES "public"."price_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_favorites" ADD CONSTRAINT "price_favorites_sort_fk" FOREIGN KEY ("article_id","sort") REFERENCES "public"."grain_sorts"("article_id","sort") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_price_area_id_price_areas_id_fk" FOREIGN KEY ("price_area_id") REFERENCES "public"."price_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_sort_fk" FOREIGN KEY ("article_id","sort") REFERENCES "public"."grain_sorts"("article_id","sort") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_margins" ADD CONSTRAINT "reseller_margins_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grain_prices_key" ON "grain_prices" USING btree ("price_area_id","article_id","sort","price_type_id","price_period","price_date");--> statement-breakpoint
CREATE INDEX "grain_prices_area_date_idx" ON "grain_prices" USING btree ("price_area_id","price_date");--> statement-breakpoint
CREATE UNIQUE INDEX "price_favorites_key" ON "price_favorites" USING btree ("user_id","kind","price_area_id","article_id","sort");--> statement-breakpoint
CREATE INDEX "price_watches_customer_idx" ON "price_watches" USING btree ("customer_id","removed_at");