ALTER TABLE "expenses" ADD COLUMN "paid_from_till" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_barcode_idx" ON "products" USING btree ("store_id","barcode") WHERE "products"."barcode" is not null and "products"."deleted_at" is null;