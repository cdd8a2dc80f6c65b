/**
 * Split tender, change and tips (issue 33, Deliver 3 and 4): the rules of a sale's payments, zod-free so the till
 * reads them before its schemas load. A sale is paid by one or more legs; Σ amount = the sale's total. A tip rides on
 * a leg but is not revenue and not taxed: it is outside `amount`, so the total, the tax and every revenue figure
 * leave it out, and the cash-up expects the cash tips in the drawer on top of the cash sales.
 */
import { type Cents, cents, formatMoney } from '../money.js';
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabel } from './sale-rules.js';

/** One leg of a sale's payment, in cents. `tendered` and `change` only on cash: the notes handed over, the coins back. */
export interface SalePayment {
  method: string;
  /** What this leg pays of the sale's total, tip excluded. */
  amount: Cents;
  tendered?: Cents | undefined;
  change?: Cents | undefined;
  tip?: Cents | undefined;
}

/** The stored `paymentMethod` of a sale paid by more than one method, for tills that know only one per sale. */
export const SPLIT_PAYMENT_METHOD = 'split';
export const SPLIT_PAYMENT_LABEL = 'Split';

/** At most this many legs: a table splitting the bill, not a ledger. */
export const MAX_SALE_PAYMENTS = 10;

export const PAYMENT_MESSAGES = {
  tooMany: `A sale can be paid in at most ${MAX_SALE_PAYMENTS} payments`,
  notPositive: 'Each payment must be more than zero',
  cashOnly: 'Only a cash payment has money tendered and change',
  changeWithoutTendered: 'Change needs the cash tendered',
  tenderedShort: 'The cash tendered does not cover the payment and tip',
  changeWrong: 'The change is not the cash tendered less the payment and tip',
  methodMismatch: "The sale's payment method does not match its payments",
} as const;

/** What a stored sale says of its payment: old rows and old tills' pushes have no `payments`. */
export interface PaidSale {
  paymentMethod: string;
  total: Cents;
  payments?: readonly SalePayment[] | undefined;
}

/**
 * The legs of any sale: its stored payments, or, for a sale made before split tender (an old row, an old till's
 * push), one leg of its one method for its whole total. Every reader of payments goes through here.
 */
export function salePayments(sale: PaidSale): readonly SalePayment[] {
  if (sale.payments !== undefined && sale.payments.length > 0) return sale.payments;
  return [{ method: sale.paymentMethod, amount: sale.total }];
}

/** The one method the legs share, else 'split': what `paymentMethod` holds for tills that read only it. */
export function paymentMethodOf(payments: readonly SalePayment[]): string {
  const first = payments[0]?.method;
  if (first === undefined) return SPLIT_PAYMENT_METHOD;
  return payments.every((leg) => leg.method === first) ? first : SPLIT_PAYMENT_METHOD;
}

/** The label of a stored payment method, 'Split' included. */
export function salePaymentMethodLabel(method: string): string {
  return method === SPLIT_PAYMENT_METHOD ? SPLIT_PAYMENT_LABEL : paymentMethodLabel(method);
}

export function isCash(method: string): boolean {
  return method === 'cash';
}

export function isPaymentMethod(method: string): method is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(method);
}

/** Change for cash: tendered − amount − tip, or null when the tendered money does not cover them. */
export function cashChange(tendered: number, amount: number, tip = 0): Cents | null {
  const change = tendered - amount - tip;
  return change < 0 ? null : cents(change);
}

/** What is left to pay of `total` after `payments`; never below zero. */
export function amountLeft(total: number, payments: readonly SalePayment[]): Cents {
  let paid = 0;
  for (const leg of payments) paid += leg.amount;
  return cents(Math.max(0, total - paid));
}

/** Σ tips of a sale's legs. */
export function saleTips(payments: readonly SalePayment[]): Cents {
  let tips = 0;
  for (const leg of payments) tips += leg.tip ?? 0;
  return cents(tips);
}

/** A tip of `percent` on `amount`, rounded half up to the cent. */
export function tipForPercent(amount: number, percent: number): Cents {
  return cents(Math.floor((amount * percent * 2 + 100) / 200));
}

export const TIP_PERCENTS = [10, 15, 20] as const;

/** "Cash $4.50 more than the $3.00 left to pay": a leg is never capped to the balance, it is refused. */
export function overBalanceMessage(method: string, amount: number, left: number, currency?: string): string {
  return `${salePaymentMethodLabel(method)} ${formatMoney(cents(amount), currency)} is more than the ${formatMoney(
    cents(left),
    currency,
  )} left to pay`;
}

export function shortOfTotalMessage(paid: number, total: number, currency?: string): string {
  return `The payments come to ${formatMoney(cents(paid), currency)}, ${formatMoney(
    cents(total - paid),
    currency,
  )} short of the total`;
}

/** A refused leg: the message and the field path the form shows it beside. */
export interface PaymentRefusal {
  message: string;
  path: string;
}

/**
 * The first thing wrong with `payments` for a sale of `total`, or null. Amounts are above zero (a sale of nothing
 * is paid by one leg of zero), each fits in what is left (never capped), together they make the total; tendered and
 * change are cash's alone and change = tendered − amount − tip.
 */
export function paymentsRefusal(payments: readonly SalePayment[], total: number): PaymentRefusal | null {
  if (payments.length > MAX_SALE_PAYMENTS) return { message: PAYMENT_MESSAGES.tooMany, path: 'payments' };
  let paid = 0;
  for (const [index, leg] of payments.entries()) {
    const path = `payments.${index}`;
    const zeroSale = total === 0 && payments.length === 1;
    if (leg.amount <= 0 && !(zeroSale && leg.amount === 0)) {
      return { message: PAYMENT_MESSAGES.notPositive, path: `${path}.amount` };
    }
    const left = total - paid;
    if (leg.amount > left) {
      return { message: overBalanceMessage(leg.method, leg.amount, left), path: `${path}.amount` };
    }
    paid += leg.amount;
    const legRefusal = cashRefusal(leg);
    if (legRefusal) return { message: legRefusal.message, path: `${path}.${legRefusal.field}` };
  }
  if (paid !== total) return { message: shortOfTotalMessage(paid, total), path: 'payments' };
  return null;
}

function cashRefusal(leg: SalePayment): { message: string; field: 'tendered' | 'change' } | null {
  if (!isCash(leg.method)) {
    return leg.tendered !== undefined || leg.change !== undefined
      ? { message: PAYMENT_MESSAGES.cashOnly, field: 'tendered' }
      : null;
  }
  if (leg.tendered === undefined) {
    return leg.change !== undefined
      ? { message: PAYMENT_MESSAGES.changeWithoutTendered, field: 'change' }
      : null;
  }
  const change = cashChange(leg.tendered, leg.amount, leg.tip ?? 0);
  if (change === null) return { message: PAYMENT_MESSAGES.tenderedShort, field: 'tendered' };
  if (leg.change !== undefined && leg.change !== change)
    return { message: PAYMENT_MESSAGES.changeWrong, field: 'change' };
  return null;
}

/** A leg as stored: no undefined keys, and a cash leg with money tendered states its change. */
export function storedPayment(leg: SalePayment): SalePayment {
  const stored: SalePayment = { method: leg.method, amount: leg.amount };
  if (leg.tendered !== undefined) {
    stored.tendered = leg.tendered;
    stored.change = leg.change ?? cashChange(leg.tendered, leg.amount, leg.tip ?? 0) ?? cents(0);
  }
  if (leg.tip !== undefined && leg.tip > 0) stored.tip = leg.tip;
  return stored;
}

/** How a receipt or an export names a sale's payment: 'Cash', or 'Cash $10.00 + Credit Card $5.40' when split. */
export function describePayments(payments: readonly SalePayment[], currency?: string): string {
  if (payments.length === 1 && payments[0]) return salePaymentMethodLabel(payments[0].method);
  return payments
    .map((leg) => `${salePaymentMethodLabel(leg.method)} ${formatMoney(cents(leg.amount), currency)}`)
    .join(' + ');
}
