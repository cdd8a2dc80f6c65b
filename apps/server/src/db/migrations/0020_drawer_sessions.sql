CREATE TABLE "drawer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"expense_id" uuid,
	"created_by" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"device_id" uuid NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_float" integer NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"counted_cash" integer,
	"denominations" jsonb,
	"expected_cash" integer,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "drawers_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "drawer_default_float" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "drawer_events" ADD CONSTRAINT "drawer_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_events_store_version_idx" ON "drawer_events" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "drawer_events_session_idx" ON "drawer_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "drawer_sessions_store_version_idx" ON "drawer_sessions" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "drawer_sessions_store_device_idx" ON "drawer_sessions" USING btree ("store_id","device_id");