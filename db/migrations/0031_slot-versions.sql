CREATE TABLE "slot_versions" (
	"resource_id" integer NOT NULL,
	"resource_group_id" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "slot_versions_resource_id_resource_group_id_pk" PRIMARY KEY("resource_id","resource_group_id")
);
--> statement-breakpoint
CREATE INDEX "slot_versions_group_idx" ON "slot_versions" USING btree ("resource_group_id","version");