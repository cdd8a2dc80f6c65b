/**
 * A sale and its items (spec §3). Sales are insert-only (ARCHITECTURE §4): a void or refund is a new
 * record, so the items live inside the sale row.
 */
import { LIST_LIMITS, MAX_CENTS, TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  cleanedText,
  idSchema,
  isoDateTimeSchema,
  optionalCleanedText,
} from './common.js';
import { appliedDiscountSchema, appliedDiscountsField, discountApprovalSchema } from './discount.js';
import { chosenOptionsField } from './modifier-group.js';
import { MAX_SALE_PAYMENTS, PAYMENT_MESSAGES, SPLIT_PAYMENT_METHOD } from './sale-payments.js';
import { linesSubtotal, PAYMENT_METHODS, PAYMENT_STATUSES, SALE_MESSAGES } from './sale-rules.js';

export * from './sale-payments.js';
export * from './sale-rules.js';

/** A leg as stored: any method a stored row may hold (see paymentMethod below); rules in sale-payments.ts. */
export const salePaymentSchema = z.object({
  method: z.string().check(z.minLength(1)),
  amount: centsSchema,
  tendered: z.optional(centsSchema),
  change: z.optional(centsSchema),
  tip: z.optional(centsSchema),
});

export const saleItemSchema = z.object({
  id: idSchema,
  productId: idSchema,
  productName: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.gte(1)),
  unitPrice: centsSchema,
  discount: z.optional(centsSchema),
  notes: z.optional(z.string()),
  /** With options: the product's price before them; unitPrice is it plus the options (sale-module.ts checks). */
  basePrice: z.optional(centsSchema),
  /** The options chosen, named and priced as they were sold (modifier-group-rules.ts). */
  options: z.optional(
    z.array(
      z.object({
        groupId: idSchema,
        groupName: z.string(),
        optionId: idSchema,
        name: z.string(),
        kitchenName: z.optional(z.string()),
        priceDelta: z.int(),
        quantity: z.int(),
      }),
    ),
  ),
  /** The line's discounts (issue 33), before the sale's: sale-pricing.ts has the order. */
  discounts: z.optional(z.array(appliedDiscountSchema)),
});
export type SaleItem = z.infer<typeof saleItemSchema>;

export const saleSchema = z.extend(baseRowSchema, {
  items: z.array(saleItemSchema).check(z.minLength(1)),
  subtotal: centsSchema,
  tax: centsSchema,
  total: centsSchema,
  discount: z.optional(centsSchema),
  /**
   * The sale's discounts (issue 33), after the lines' and before tax; `discount` is older tills' cents after tax.
   * Null from the server for a sale without them (its column), absent from a till's own write.
   */
  discounts: z.optional(z.nullable(z.array(appliedDiscountSchema))),
  /** A manager's signed approval of discounts above the store's limit (discount-approval.ts). */
  discountApproval: z.optional(z.nullable(discountApprovalSchema)),
  /**
   * Deliberately any non-empty string: new sales use PAYMENT_METHODS (see saleInputSchema), but stored
   * rows from older versions or imports may hold other values, and the dashboard groups by them (spec §9).
   */
  paymentMethod: z.string().check(z.minLength(1)),
  /** Its legs (issue 33); absent on a row stored before them: read any sale's legs with salePayments. */
  payments: z.optional(z.array(salePaymentSchema)),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdBy: z.string().check(z.minLength(1)),
  /**
   * When the till completed the sale, by its own clock within the bounds of saleTime: the instant that places a
   * sale on its business day. `createdAt` is when the server received it, which for a till that was offline
   * overnight is the next day.
   */
  soldAt: isoDateTimeSchema,
  /**
   * The options of its lines that were sold out when the server received it: the till could not know, so the sale
   * stands, flagged for the reports. The server finds them (never the till's say-so); absent until it has.
   */
  soldOutOptionIds: z.optional(z.array(z.string())),
  /**
   * The custom order this sale takes money for (its deposit, or its balance at collection; issue 35): the order's
   * payments are its sales, so the cash-up and reports count them as any sale. Null or absent: an ordinary sale.
   */
  customOrderId: z.optional(z.nullable(z.string())),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleItemInputSchema = z.object({
  productId: idSchema,
  // Cleaned, never refused: the sale is money already taken (see cleanedText).
  productName: cleanedText(TEXT_LIMITS.name, SALE_MESSAGES.productNameRequired),
  quantity: z.int('Quantity must be a whole number').check(z.gte(1, 'Quantity must be at least 1')),
  unitPrice: centsField(undefined, 0, 'A price'),
  discount: z.optional(centsField(undefined, 0, 'A discount')),
  notes: optionalCleanedText(TEXT_LIMITS.note),
  basePrice: z.optional(centsField(undefined, 0, 'A price')),
  options: chosenOptionsField,
  discounts: appliedDiscountsField,
});

/**
 * The lines of a sale or an order together within the money ceiling, `message` otherwise: each line's price is held
 * to it by its field, and this holds the subtotal (and so the tax and total) the server stores.
 */
export function linesWithinCeiling(message: string) {
  return z.refine<Parameters<typeof linesSubtotal>[0]>((items) => linesSubtotal(items) <= MAX_CENTS, message);
}
export type SaleItemInput = z.input<typeof saleItemInputSchema>;

/** A leg as a till sends it: a method it knows, money within the ceiling; the sums are checked by sale-module.ts. */
export const salePaymentInputSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  amount: centsField(undefined, 0, 'A payment'),
  tendered: z.optional(centsField(undefined, 0, 'Cash tendered')),
  change: z.optional(centsField(undefined, 0, 'Change')),
  tip: z.optional(centsField(undefined, 0, 'A tip')),
});
export type SalePaymentInput = z.input<typeof salePaymentInputSchema>;

export function salePaymentsInputSchema() {
  return z
    .array(salePaymentInputSchema)
    .check(
      z.minLength(1, 'Choose a payment method'),
      z.maxLength(MAX_SALE_PAYMENTS, PAYMENT_MESSAGES.tooMany),
    );
}

/** What the till provides for a new sale; the totals come from `priceSale`, never from the client's say-so. */
export const saleInputSchema = z.object({
  items: z
    .array(saleItemInputSchema)
    .check(
      z.minLength(1, SALE_MESSAGES.noItems),
      z.maxLength(LIST_LIMITS.saleItems.max, LIST_LIMITS.saleItems.message),
      linesWithinCeiling(SALE_MESSAGES.tooLarge),
    ),
  paymentMethod: z.enum([...PAYMENT_METHODS, SPLIT_PAYMENT_METHOD], { error: 'Choose a payment method' }),
  discount: z.optional(centsField(undefined, 0, 'A discount')),
  /** The legs, one after another; without them the one paymentMethod pays the whole total. */
  payments: z.optional(salePaymentsInputSchema()),
  discounts: appliedDiscountsField,
  /** The custom order whose deposit or balance this sale takes (issue 35). */
  customOrderId: z.optional(idSchema),
});
export type SaleInput = z.input<typeof saleInputSchema>;
