/** A discount as a sale and its lines carry it (issue 33); the rules without zod are in discount-rules.ts. */
import { MAX_CENTS, TEXT_LIMITS } from '../limits.js';
import { MILLI_PERCENT_PER_PERCENT } from '../sale-pricing.js';
import { z } from '../zod.js';
import { cleanedText, idSchema, isoDateTimeSchema, optionalCleanedText } from './common.js';
import { DISCOUNT_KINDS, DISCOUNT_MESSAGES, MAX_DISCOUNTS } from './discount-rules.js';

export * from './discount-rules.js';

/** A percent in thousandths (0 to 100 000) or an amount in cents (to the money ceiling); which, the kind says. */
const discountValueField = z
  .int()
  .check(z.gte(0), z.lte(Math.max(MAX_CENTS, 100 * MILLI_PERCENT_PER_PERCENT)));

/**
 * Cleaned, never refused, like the line's product name: the sale is money already taken. Whether it adds up, and
 * whether it needed an approval, is the sale's rule (sale-module.ts).
 */
export const appliedDiscountInputSchema = z.object({
  presetId: z.optional(idSchema),
  reason: optionalCleanedText(TEXT_LIMITS.note),
  name: cleanedText(TEXT_LIMITS.name, 'A discount needs a name'),
  kind: z.enum(DISCOUNT_KINDS),
  value: discountValueField,
  cents: z.int().check(z.gte(0), z.lte(MAX_CENTS)),
});

export const appliedDiscountsField = z.optional(
  z.array(appliedDiscountInputSchema).check(z.maxLength(MAX_DISCOUNTS, DISCOUNT_MESSAGES.tooMany)),
);

export const appliedDiscountSchema = z.object({
  presetId: z.optional(idSchema),
  reason: z.optional(z.string()),
  name: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.int(),
  cents: z.int(),
});

/** A manager's approval as a sale carries it (discount-rules.ts): the key id and signature as actor proofs have them. */
export const discountApprovalSchema = z.object({
  approverId: idSchema,
  keyId: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{86}$/)),
  approvedAt: isoDateTimeSchema,
});
