/**
 * A sale: insert-only (ARCHITECTURE §4: a void or refund is a new record), priced from its lines at the rate the till
 * applied. The till's totals travel with it and must be the ones its lines come to.
 */
import type { Cents } from '../money.js';
import { sumCents } from '../money.js';
import { lineAmount, priceSale, type SaleLineForPricing } from '../sale-pricing.js';
import { allowed, type CreateData, type EntityModule, invalid, type Outcome } from './entity-module.js';
import { unitPriceWithOptions } from './modifier-group-rules.js';
import {
  PAYMENT_MESSAGES,
  paymentMethodOf,
  paymentsRefusal,
  SPLIT_PAYMENT_METHOD,
  salePayments,
  storedPayment,
} from './sale-payments.js';
import { SALE_MESSAGES, saleTime } from './sale-rules.js';

/** Lines as stored: no undefined keys (jsonb cannot hold them, and a replay must compare equal to what is stored). */
export function storedItems<T extends object>(items: readonly T[]): T[] {
  return items.map(
    (item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as T,
  );
}

/**
 * The first line whose price is not its base price plus its options (modifier-group-rules.ts), as a refusal of
 * that line's price. A line without options that names a base price must charge it.
 */
function optionsRefusal(items: CreateData<'sale'>['items']): Outcome<never> | null {
  for (const [index, item] of items.entries()) {
    if (item.basePrice === undefined && item.options === undefined) continue;
    const expected = unitPriceWithOptions(item.basePrice ?? item.unitPrice, item.options ?? []);
    if (item.basePrice === undefined || item.unitPrice !== expected) {
      return invalid(SALE_MESSAGES.optionsDoNotAddUp, `items.${index}.unitPrice`);
    }
  }
  return null;
}

/** Pricing throws RangeError on impossible amounts (a discount larger than its line): that is bad data. */
export function priced<T>(compute: () => T): Outcome<T> {
  try {
    return allowed(compute());
  } catch (error) {
    if (error instanceof RangeError) return invalid(error.message);
    throw error;
  }
}

/** What an order's lines come to: the sum of their amounts, no tax. */
export function linesTotal(items: readonly SaleLineForPricing[]): Outcome<Cents> {
  return priced(() => sumCents(items.map((item, index) => lineAmount(item, index))));
}

const TOTALS = ['subtotal', 'tax', 'total'] as const;

/**
 * What the server's database finds for a new sale: the options of its lines that were sold out when it arrived.
 * The till could not know (another till marked them offline), so the sale is accepted and flagged, never refused.
 */
export interface SaleFound {
  soldOutOptionIds?: readonly string[];
}

/**
 * The legs stored for a sale of `total`: the till's, checked (sale-payments.ts), or for an older till that sends
 * none, one leg of its one method for the whole total. The stored paymentMethod must be what the legs say.
 */
function checkedPayments(
  data: CreateData<'sale'>,
  total: Cents,
): Outcome<{ payments: ReturnType<typeof storedPayment>[]; paymentMethod: string }> {
  // 'split' names legs: without them there is nothing to store.
  if (data.payments === undefined && data.paymentMethod === SPLIT_PAYMENT_METHOD) {
    return invalid(PAYMENT_MESSAGES.methodMismatch, 'paymentMethod');
  }
  const payments = salePayments({ paymentMethod: data.paymentMethod, total, payments: data.payments });
  const refusal = paymentsRefusal(payments, total);
  if (refusal) return invalid(refusal.message, refusal.path);
  const paymentMethod = paymentMethodOf(payments);
  if (paymentMethod !== data.paymentMethod) return invalid(PAYMENT_MESSAGES.methodMismatch, 'paymentMethod');
  return allowed({ payments: payments.map(storedPayment), paymentMethod });
}

export const saleModule = {
  entity: 'sale',
  appendOnly: true,
  quarantineRefused: true,
  foundFields: ['soldOutOptionIds'],
  immutableMessage: 'A sale cannot be changed or deleted; record a void or refund as a new sale',
  create(data, context, found: SaleFound) {
    const taxRateMilliPercent = data.taxRateMilliPercent ?? context.taxRateMilliPercent;
    if (taxRateMilliPercent === undefined) return invalid('The sale names no tax rate');
    const unpriced = optionsRefusal(data.items);
    if (unpriced) return unpriced;
    const price = priced(() =>
      priceSale({ lines: data.items, saleDiscount: data.discount, taxRateMilliPercent }),
    );
    if (!price.ok) return price;
    const mismatched = TOTALS.filter(
      (field) => data[field] !== undefined && data[field] !== price.value[field],
    );
    if (mismatched.length > 0) {
      return {
        ok: false,
        refusal: {
          reason: 'invalid',
          message: 'The sale totals do not match its items',
          issues: mismatched.map((field) => ({ path: field, message: `Expected ${price.value[field]}` })),
        },
      };
    }
    const paid = checkedPayments(data, price.value.total);
    if (!paid.ok) return paid;
    return allowed({
      items: storedItems(data.items),
      ...price.value,
      ...(data.discount !== undefined ? { discount: data.discount } : {}),
      paymentMethod: paid.value.paymentMethod,
      payments: paid.value.payments,
      paymentStatus: 'completed',
      createdBy: context.actorId,
      // The till's clock places the sale on its day, within bounds the server's arrival time sets.
      soldAt: saleTime(context.madeAt, new Date(context.at)),
      soldOutOptionIds: [...(found.soldOutOptionIds ?? [])],
    });
  },
} satisfies EntityModule<'sale', SaleFound>;
