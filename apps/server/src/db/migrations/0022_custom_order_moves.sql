ALTER TABLE "sales" ADD COLUMN "custom_order_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "due_time" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mobile_orders" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "mobile_orders" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_store_custom_order_idx" ON "sales" USING btree ("store_id","custom_order_id");