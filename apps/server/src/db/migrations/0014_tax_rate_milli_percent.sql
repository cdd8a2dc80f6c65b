-- Issue 31: a tax rate takes three decimals (8.875%). Basis points (825 = 8.25%) could not hold one; thousandths of a
-- percent can (8.875% = 8875), so every stored rate is multiplied by ten (a basis point is ten of them).
ALTER TABLE "stores" RENAME COLUMN "tax_rate_bps" TO "tax_rate_milli_percent";--> statement-breakpoint
UPDATE "stores" SET "tax_rate_milli_percent" = "tax_rate_milli_percent" * 10;--> statement-breakpoint
-- The field's change version moves with it, so an update made before the last change of the rate still conflicts.
UPDATE "stores"
SET "field_versions" = ("field_versions" - 'taxRateBps')
  || jsonb_build_object('taxRateMilliPercent', "field_versions" -> 'taxRateBps')
WHERE "field_versions" -> 'taxRateBps' IS NOT NULL;--> statement-breakpoint
-- A stored answer is sent again as a duplicate's original and the till keeps its row: it must be in today's shape.
-- (What a till sent — quarantined sales, and the changes themselves, which are signed — stays as it was sent.)
UPDATE "device_mutations"
SET "result" = jsonb_set(
  "result" #- '{row,taxRateBps}',
  '{row,taxRateMilliPercent}',
  to_jsonb(("result" #>> '{row,taxRateBps}')::integer * 10)
)
WHERE "result" -> 'row' -> 'taxRateBps' IS NOT NULL;
