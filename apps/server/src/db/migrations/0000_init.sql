CREATE TABLE "cashups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"date" date NOT NULL,
	"morning_shift_cash" integer NOT NULL,
	"afternoon_shift_cash" integer NOT NULL,
	"on_the_go_sales_cash" integer NOT NULL,
	"fca_credit_card_transactions" integer NOT NULL,
	"zig_credit_card_transactions" integer NOT NULL,
	"eco_cash_mobile_payments" integer NOT NULL,
	"zig_cash_payments" integer NOT NULL,
	"bank_transfers" integer NOT NULL,
	"loyalty_card_transactions" integer NOT NULL,
	"extras" integer NOT NULL,
	"expenses" integer NOT NULL,
	"daily_grand_total" integer NOT NULL,
	"gaap_cash_total" integer NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" text NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"location" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"category" text NOT NULL,
	"vendor" text,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"receipt_file_id" uuid,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"pickup_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"description" text,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"items" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"discount" integer,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"role" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"avatar_file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "version_counters" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"last_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashups" ADD CONSTRAINT "cashups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_orders" ADD CONSTRAINT "mobile_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_counters" ADD CONSTRAINT "version_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashups_store_version_idx" ON "cashups" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "cashups_store_date_idx" ON "cashups" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "custom_orders_store_version_idx" ON "custom_orders" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "custom_orders_store_status_idx" ON "custom_orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "custom_orders_store_due_date_idx" ON "custom_orders" USING btree ("store_id","due_date");--> statement-breakpoint
CREATE INDEX "events_store_version_idx" ON "events" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "events_store_start_date_idx" ON "events" USING btree ("store_id","start_date");--> statement-breakpoint
CREATE INDEX "expenses_store_version_idx" ON "expenses" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "expenses_store_date_idx" ON "expenses" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "expenses_store_category_idx" ON "expenses" USING btree ("store_id","category");--> statement-breakpoint
CREATE INDEX "mobile_orders_store_version_idx" ON "mobile_orders" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "mobile_orders_store_status_idx" ON "mobile_orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "mobile_orders_store_pickup_time_idx" ON "mobile_orders" USING btree ("store_id","pickup_time");--> statement-breakpoint
CREATE INDEX "products_store_version_idx" ON "products" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "products_store_category_idx" ON "products" USING btree ("store_id","category");--> statement-breakpoint
CREATE INDEX "sales_store_version_idx" ON "sales" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "sales_store_created_at_idx" ON "sales" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_store_payment_method_idx" ON "sales" USING btree ("store_id","payment_method");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shifts_store_version_idx" ON "shifts" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "shifts_store_user_start_idx" ON "shifts" USING btree ("store_id","user_id","start");--> statement-breakpoint
CREATE INDEX "tasks_store_version_idx" ON "tasks" USING btree ("store_id","version");--> statement-breakpoint
CREATE INDEX "tasks_store_due_date_idx" ON "tasks" USING btree ("store_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_store_version_idx" ON "users" USING btree ("store_id","version");