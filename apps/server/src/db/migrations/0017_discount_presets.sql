CREATE TABLE "discount_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "discounts" jsonb;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "discount_approval" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "discount_limit_milli_percent" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_presets" ADD CONSTRAINT "discount_presets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_presets_store_version_idx" ON "discount_presets" USING btree ("store_id","version");