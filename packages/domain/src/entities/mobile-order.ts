/**
 * A pickup order placed from a phone. The spec shows only `status` (new and preparing count as pending)
 * and the `pickupTime` index; the other fields are what a pickup order needs.
 */
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { baseRowSchema, centsSchema, isoDateTimeSchema, optionalText, requiredText } from './common.js';
import { MOBILE_ORDER_STATUSES } from './mobile-order-rules.js';
import { linesWithinCeiling, SALE_MESSAGES, saleItemInputSchema, saleItemSchema } from './sale.js';

export * from './mobile-order-rules.js';

export const mobileOrderSchema = z.extend(baseRowSchema, {
  customerName: z.string().check(z.minLength(1)),
  customerPhone: z.nullable(z.string()),
  items: z.array(saleItemSchema).check(z.minLength(1)),
  total: centsSchema,
  pickupTime: isoDateTimeSchema,
  status: z.enum(MOBILE_ORDER_STATUSES),
  notes: z.nullable(z.string()),
  /** Who last moved its status, and when (the server's clock): null on an order made before they were kept. */
  statusChangedBy: z.optional(z.nullable(z.string())),
  statusChangedAt: z.optional(z.nullable(isoDateTimeSchema)),
});
export type MobileOrder = z.infer<typeof mobileOrderSchema>;

export const mobileOrderInputSchema = z.object({
  customerName: requiredText(TEXT_LIMITS.name, 'Customer name is required'),
  customerPhone: optionalText(TEXT_LIMITS.phone),
  items: z
    .array(saleItemInputSchema)
    .check(
      z.minLength(1, 'Add at least one item to the order'),
      z.maxLength(LIST_LIMITS.orderItems.max, LIST_LIMITS.orderItems.message),
      linesWithinCeiling(SALE_MESSAGES.orderTooLarge),
    ),
  pickupTime: z.iso.datetime({ offset: true, error: 'Pickup time is required' }),
  notes: optionalText(TEXT_LIMITS.note),
});
export type MobileOrderInput = z.input<typeof mobileOrderInputSchema>;
