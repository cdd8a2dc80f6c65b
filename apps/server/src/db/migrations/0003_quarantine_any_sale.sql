ALTER TABLE "quarantined_sales" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quarantined_sales" ALTER COLUMN "data" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quarantined_sales" ALTER COLUMN "data" DROP NOT NULL;