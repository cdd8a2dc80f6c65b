/**
 * A made-to-order item such as a celebration cake. The spec shows only `status` (pending and
 * in_progress count as pending) and the `dueDate` index; the other fields are what such an order needs.
 */
import { TEXT_LIMITS } from '../limits.js';
import { ZERO_CENTS } from '../money.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  optionalText,
  requiredText,
  timeOfDayField,
} from './common.js';
import { CUSTOM_ORDER_STATUSES, DEPOSIT_ABOVE_PRICE_MESSAGE } from './custom-order-rules.js';

export * from './custom-order-rules.js';

export const customOrderSchema = z.extend(baseRowSchema, {
  customerName: z.string().check(z.minLength(1)),
  customerPhone: z.nullable(z.string()),
  description: z.string().check(z.minLength(1)),
  dueDate: isoDateSchema,
  /** 'HH:mm' in the store's zone; null on an order made before it was asked for (migration 0022). */
  dueTime: z.optional(z.nullable(z.string())),
  price: centsSchema,
  deposit: centsSchema,
  status: z.enum(CUSTOM_ORDER_STATUSES),
  notes: z.nullable(z.string()),
  createdBy: z.string().check(z.minLength(1)),
  /** Who last moved its status, and when (the server's clock): null on an order made before they were kept. */
  statusChangedBy: z.optional(z.nullable(z.string())),
  statusChangedAt: z.optional(z.nullable(isoDateTimeSchema)),
});
export type CustomOrder = z.infer<typeof customOrderSchema>;

export const CUSTOM_ORDER_REQUIRED_MESSAGE = 'Please fill all required fields correctly';
export const CUSTOM_ORDER_DUE_DATE_MESSAGE = 'Choose the day the order is due';
export const CUSTOM_ORDER_DUE_TIME_MESSAGE = 'Choose the time the order is due';

export const customOrderInputSchema = z
  .object({
    customerName: requiredText(TEXT_LIMITS.name, CUSTOM_ORDER_REQUIRED_MESSAGE),
    /** A phone number or an email: however the customer wants to hear that it is ready. */
    customerPhone: optionalText(TEXT_LIMITS.contact),
    description: requiredText(TEXT_LIMITS.longNote, CUSTOM_ORDER_REQUIRED_MESSAGE),
    dueDate: z.iso.date({ error: CUSTOM_ORDER_DUE_DATE_MESSAGE }),
    dueTime: timeOfDayField(CUSTOM_ORDER_DUE_TIME_MESSAGE),
    price: centsField(CUSTOM_ORDER_REQUIRED_MESSAGE, 0, 'Price'),
    deposit: z._default(centsField(CUSTOM_ORDER_REQUIRED_MESSAGE, 0, 'Deposit'), ZERO_CENTS),
    notes: optionalText(TEXT_LIMITS.longNote),
  })
  .check(
    z.refine((order) => order.deposit <= order.price, {
      error: DEPOSIT_ABOVE_PRICE_MESSAGE,
      path: ['deposit'],
    }),
  );
export type CustomOrderInput = z.input<typeof customOrderInputSchema>;
