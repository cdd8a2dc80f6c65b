/**
 * The custom order form (issue 35): what a person types (money as text) checked by the same rules as the push, plus
 * how the deposit was paid. The deposit is money in the drawer, so it is taken as a sale linked to the order.
 */
import { z } from '../zod.js';
import { moneyText } from './common.js';
import { customOrderInputSchema } from './custom-order.js';
import { DEPOSIT_ABOVE_PRICE_MESSAGE } from './custom-order-rules.js';
import { PAYMENT_METHODS, type PaymentMethod } from './sale-rules.js';

const shape = customOrderInputSchema.shape;

export const customOrderFormSchema = z
  .object({
    ...shape,
    price: moneyText(shape.price),
    deposit: moneyText(shape.deposit),
    depositMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the deposit was paid' }),
  })
  .check(
    z.refine((order) => order.deposit <= order.price, {
      error: DEPOSIT_ABOVE_PRICE_MESSAGE,
      path: ['deposit'],
    }),
  );
export type ParsedCustomOrderForm = z.output<typeof customOrderFormSchema>;

/** What the form holds before parsing: every input is text. */
export interface CustomOrderFormValues {
  customerName: string;
  customerPhone: string;
  description: string;
  dueDate: string;
  dueTime: string;
  price: string;
  deposit: string;
  depositMethod: PaymentMethod;
  notes: string;
}
