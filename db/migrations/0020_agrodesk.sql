CREATE TABLE "document_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"parent_id" integer,
	"is_folder" boolean NOT NULL,
	"name" text NOT NULL,
	"file_key" text,
	"content_type" text,
	"size_bytes" integer,
	"text_content" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_nodes_kind_check" CHECK (("document_nodes"."is_folder" and "document_nodes"."file_key" is null) or (not "document_nodes"."is_folder" and "document_nodes"."file_key" is not null)),
	CONSTRAINT "document_nodes_name_check" CHECK (char_length("document_nodes"."name") between 1 and 200),
	CONSTRAINT "document_nodes_block_check" CHECK ("document_nodes"."block_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "news_article_categories" (
	"article_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "news_article_categories_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_fi" text NOT NULL,
	"title_sv" text,
	"body_fi" text NOT NULL,
	"body_sv" text,
	"publish_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_title_check" CHECK (char_length("news_articles"."title_fi") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name_fi" text NOT NULL,
	"name_sv" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_number_check" CHECK ("news_categories"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "news_views" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_views_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "grain_month_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"month" text NOT NULL,
	"price" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "grain_month_prices_month_check" CHECK ("grain_month_prices"."month" ~ '^[0-9/-]{1,10}$'),
	CONSTRAINT "grain_month_prices_price_check" CHECK ("grain_month_prices"."price" is null or "grain_month_prices"."price" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "grain_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"month_price_id" integer NOT NULL,
	"price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "grain_price_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"grain_name" text NOT NULL,
	"grain_type" text NOT NULL,
	"delivery_location" text NOT NULL,
	"mortgage_allowed" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"mortgage_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"post_office" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"vat_code" text DEFAULT '' NOT NULL,
	"loading_bridge" text DEFAULT '' NOT NULL,
	"loading_high" text DEFAULT '' NOT NULL,
	"store" text NOT NULL,
	"grain_name" text NOT NULL,
	"grain_price" integer,
	"grain_input" text DEFAULT '' NOT NULL,
	"grain_weight" numeric(10, 3) NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"delivery_location" text NOT NULL,
	"delivery_period" text NOT NULL,
	"additional_information" text DEFAULT '' NOT NULL,
	CONSTRAINT "mortgage_contracts_type_check" CHECK ("mortgage_contracts"."mortgage_type" in ('Heti-Termiini', 'Termiini', 'Kiinnitys')),
	CONSTRAINT "mortgage_contracts_weight_check" CHECK ("mortgage_contracts"."grain_weight" > 0),
	CONSTRAINT "mortgage_contracts_zip_check" CHECK ("mortgage_contracts"."postal_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"language" text NOT NULL,
	"market" text DEFAULT 'fi' NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"customer_number" text,
	"category" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_source_check" CHECK ("search_documents"."source" in ('news', 'document', 'page', 'facility', 'recipe')),
	CONSTRAINT "search_documents_language_check" CHECK ("search_documents"."language" in ('fi', 'sv')),
	CONSTRAINT "search_documents_audience_check" CHECK ("search_documents"."audience" in ('all', 'store', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "document_nodes" ADD CONSTRAINT "document_nodes_parent_id_document_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_nodes" ADD CONSTRAINT "document_nodes_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_nodes" ADD CONSTRAINT "document_nodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_categories" ADD CONSTRAINT "news_article_categories_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_categories" ADD CONSTRAINT "news_article_categories_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grain_month_prices" ADD CONSTRAINT "grain_month_prices_row_id_grain_price_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."grain_price_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grain_month_prices" ADD CONSTRAINT "grain_month_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grain_price_history" ADD CONSTRAINT "grain_price_history_month_price_id_grain_month_prices_id_fk" FOREIGN KEY ("month_price_id") REFERENCES "public"."grain_month_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grain_price_history" ADD CONSTRAINT "grain_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_contracts" ADD CONSTRAINT "mortgage_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_nodes_parent_idx" ON "document_nodes" USING btree ("block_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_nodes_name_key" ON "document_nodes" USING btree ("block_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "news_article_categories_category_idx" ON "news_article_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_articles_publish_idx" ON "news_articles" USING btree ("publish_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_number_key" ON "news_categories" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "grain_month_prices_key" ON "grain_month_prices" USING btree ("row_id","month");--> statement-breakpoint
CREATE INDEX "grain_price_history_price_idx" ON "grain_price_history" USING btree ("month_price_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grain_price_rows_key" ON "grain_price_rows" USING btree ("grain_name","grain_type","delivery_location");--> statement-breakpoint
CREATE INDEX "mortgage_contracts_created_idx" ON "mortgage_contracts" USING btree ("created_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_key" ON "search_documents" USING btree ("source","source_id","language");--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("published_at");