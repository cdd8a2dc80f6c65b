CREATE TABLE "modifier_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text NOT NULL,
	"kitchen_name" text,
	"min_choices" integer NOT NULL,
	"max_choices" integer NOT NULL,
	"repeatable" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "modifier_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modifier_groups_store_version_idx" ON "modifier_groups" USING btree ("store_id","version");