CREATE TABLE "customer_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"avatar_url" text,
	"email" text,
	"mobile" text,
	"work_phone" text,
	"business_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"read_role_id" integer NOT NULL,
	"write_role_id" integer NOT NULL,
	"write_rights" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elected_districts" (
	"user_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	CONSTRAINT "elected_districts_user_id_district_id_pk" PRIMARY KEY("user_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "elected_representatives" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"msg_area_id" integer NOT NULL,
	"msg_type_id" integer NOT NULL,
	"mode_of_delivery_id" integer NOT NULL,
	"value" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_settings_mode_check" CHECK ("message_settings"."mode_of_delivery_id" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_group_id_district_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."district_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elected_districts" ADD CONSTRAINT "elected_districts_user_id_elected_representatives_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."elected_representatives"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elected_districts" ADD CONSTRAINT "elected_districts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elected_representatives" ADD CONSTRAINT "elected_representatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elected_representatives" ADD CONSTRAINT "elected_representatives_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_group_name_key" ON "districts" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "districts_group_idx" ON "districts" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "elected_districts_district_idx" ON "elected_districts" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_settings_key" ON "message_settings" USING btree ("user_id","customer_id","msg_area_id","msg_type_id","mode_of_delivery_id");