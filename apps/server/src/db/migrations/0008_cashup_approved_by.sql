-- The Z report names who approved a cash-up and the late adjustment counts from when. Reports approved before
-- this was kept have no known approver; their last change is the best known approval time (what was used so far).
ALTER TABLE "cashups" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "cashups" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "cashups" SET "approved_at" = "updated_at" WHERE "status" = 'approved';
