/**
 * A refund (issue 34): its own insert-only record pointing at a sale and its lines; the sale never changes. Rules
 * without zod are in refund-rules.ts, what a line is worth in refund-amounts.ts, what a create stores in
 * refund-module.ts.
 */
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  idSchema,
  isoDateTimeSchema,
  optionalText,
} from './common.js';
import { discountApprovalSchema } from './discount.js';
import { REFUND_MESSAGES, REFUND_REASONS } from './refund-rules.js';

export * from './refund-rules.js';

export const refundLineSchema = z.object({
  itemId: idSchema,
  quantity: z.int(),
  amount: centsSchema,
});

/** The signed approval: the same shape, keys and signatures as a discount's. */
export const refundApprovalSchema = discountApprovalSchema;

export const refundSchema = z.extend(baseRowSchema, {
  saleId: idSchema,
  lines: z.array(refundLineSchema),
  amount: centsSchema,
  /** 'cash' or the sale's own method ('credit_card' ...). */
  method: z.string().check(z.minLength(1)),
  reason: z.enum(REFUND_REASONS),
  note: z.optional(z.nullable(z.string())),
  createdBy: z.string().check(z.minLength(1)),
  /** When the till made it, by its clock within the bounds a sale's time has (saleTime): its business day. */
  refundedAt: isoDateTimeSchema,
  approval: z.optional(z.nullable(refundApprovalSchema)),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundLineInputSchema = z.strictObject({
  itemId: idSchema,
  quantity: z.int('Quantity must be a whole number').check(z.gte(1, 'Quantity must be at least 1')),
  amount: centsField(undefined, 0, 'A refund'),
});

/** What a till sends for a new refund; whether its lines and amounts fit the sale is refund-module.ts's rule. */
export const refundInputSchema = z.object({
  saleId: idSchema,
  lines: z
    .array(refundLineInputSchema)
    .check(
      z.minLength(1, REFUND_MESSAGES.noLines),
      z.maxLength(LIST_LIMITS.saleItems.max, LIST_LIMITS.saleItems.message),
    ),
  amount: centsField(undefined, 0, 'A refund'),
  method: z.string(REFUND_MESSAGES.methodNotAllowed).check(z.minLength(1, REFUND_MESSAGES.methodNotAllowed)),
  reason: z.enum(REFUND_REASONS, { error: REFUND_MESSAGES.reasonRequired }),
  note: optionalText(TEXT_LIMITS.note),
  approval: z.optional(refundApprovalSchema),
});
export type RefundInput = z.input<typeof refundInputSchema>;
