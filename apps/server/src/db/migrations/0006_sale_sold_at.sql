-- A sale's business time is when the till sold it; rows from before were timed by their arrival, so they keep it.
ALTER TABLE "sales" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sales" SET "sold_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "sold_at" SET NOT NULL;
