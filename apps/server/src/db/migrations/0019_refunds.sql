CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"sale_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	"approval" jsonb
);
--> statement-breakpoint
ALTER TABLE "quarantined_sales" ADD COLUMN "entity" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "refund_limit_cents" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_store_version_idx" ON "refunds" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "refunds_store_sale_idx" ON "refunds" USING btree ("store_id","sale_id");