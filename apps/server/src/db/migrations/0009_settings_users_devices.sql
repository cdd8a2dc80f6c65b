DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "pending_changes" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "pending_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_header" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_footer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;