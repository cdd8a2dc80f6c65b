CREATE TABLE "actor_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "accepts_unsigned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Devices registered before changes were signed may still push what the older app queued (docs/sync.md).
UPDATE "devices" SET "accepts_unsigned" = true;--> statement-breakpoint
ALTER TABLE "actor_keys" ADD CONSTRAINT "actor_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_keys" ADD CONSTRAINT "actor_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actor_keys_user_idx" ON "actor_keys" USING btree ("user_id");