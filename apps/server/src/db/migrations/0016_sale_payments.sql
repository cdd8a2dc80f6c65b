-- Issue 33: a sale is paid by one or more legs (split tender). A sale stored before is one leg of its one method for
-- its whole total, so every row keeps what it said and every reader of the legs counts it as before.
ALTER TABLE "sales" ADD COLUMN "payments" jsonb;--> statement-breakpoint
UPDATE "sales"
SET "payments" = jsonb_build_array(jsonb_build_object('method', "payment_method", 'amount', "total"));--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "payments" SET NOT NULL;--> statement-breakpoint
-- A stored answer is sent again as a duplicate's original and the till keeps its row: it must be in today's shape.
-- Only a sale's row has soldAt beside paymentMethod and total. (What a till sent stays as it was sent: it is signed.)
UPDATE "device_mutations"
SET "result" = jsonb_set(
  "result",
  '{row,payments}',
  jsonb_build_array(
    jsonb_build_object('method', "result" #> '{row,paymentMethod}', 'amount', "result" #> '{row,total}')
  )
)
WHERE "result" -> 'row' ? 'soldAt'
  AND "result" -> 'row' ? 'paymentMethod'
  AND "result" -> 'row' ? 'total'
  AND NOT ("result" -> 'row' ? 'payments');
