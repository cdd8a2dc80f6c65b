/** The zod-free half of sale.ts (which re-exports it): what a till shows before it validates anything (see auth-rules.ts). */
import { MAX_CENTS } from '../limits.js';
import { formatMoney } from '../money.js';
import { labelFor } from './common-rules.js';

export const PAYMENT_METHODS = ['cash', 'credit_card', 'debit_card', 'mobile_payment'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  debit_card: 'Debit Card',
  mobile_payment: 'Mobile',
};

/** The label for any stored payment method; unknown values show as stored (the dashboard groups by them). */
export function paymentMethodLabel(method: string): string {
  return labelFor(PAYMENT_METHOD_LABELS, method);
}

export const PAYMENT_STATUSES = ['pending', 'completed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  completed: 'Completed',
};

/** Spec §6: a sale records the current user id, falling back to this. */
export const UNKNOWN_CREATOR = 'unknown';

export const SALE_MESSAGES = {
  noItems: 'Add at least one item to the sale',
  productNameRequired: 'Each line needs a product name',
  cancelConfirm: 'Are you sure you want to cancel this sale?',
  /** The lines together above the money ceiling: the stored subtotal and total could not hold it. */
  tooLarge: `A sale can't come to more than ${formatMoney(MAX_CENTS)}`,
  orderTooLarge: `An order can't come to more than ${formatMoney(MAX_CENTS)}`,
  /** A line's price is not its base price and its options: the till and the server priced it differently. */
  optionsDoNotAddUp: "The line's price is not its base price plus its options",
} as const;

/** What the lines come to before tax: Σ(quantity × unitPrice − discount), as priceSale adds them. */
export function linesSubtotal(
  items: readonly { quantity: number; unitPrice: number; discount?: number | undefined }[],
): number {
  let subtotal = 0;
  for (const item of items) subtotal += item.quantity * item.unitPrice - (item.discount ?? 0);
  return subtotal;
}

/** How far back a till's clock may place a sale: older claims are held at this bound (a clock set years back). */
export const SALE_TIME_MAX_AGE_DAYS = 30;

/**
 * The sold-at instant the server stores for a sale the till timed at `claimed` and the server received at
 * `received`: the till's time, but never after its arrival (a clock running fast) nor more than
 * SALE_TIME_MAX_AGE_DAYS before it. An unreadable claim is the arrival.
 */
export function saleTime(claimed: string, received: Date): string {
  const arrival = received.getTime();
  const at = Date.parse(claimed);
  if (!Number.isFinite(at)) return received.toISOString();
  const earliest = arrival - SALE_TIME_MAX_AGE_DAYS * 86_400_000;
  return new Date(Math.min(arrival, Math.max(earliest, at))).toISOString();
}
