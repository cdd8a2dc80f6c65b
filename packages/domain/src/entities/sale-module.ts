/**
 * A sale: insert-only (ARCHITECTURE §4: a void or refund is a new record), priced from its lines at the rate the till
 * applied. The till's totals travel with it and must be the ones its lines come to.
 */
import type { Cents } from '../money.js';
import { sumCents } from '../money.js';
import { can } from '../permissions.js';
import { discountSale, lineAmount, priceSale, type SaleLineForPricing } from '../sale-pricing.js';
import {
  type AppliedDiscount,
  aboveDiscountLimit,
  DISCOUNT_MESSAGES,
  discountShare,
  forPricing,
} from './discount-rules.js';
import type { CreateContext } from './entity-module.js';
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

type DiscountsInput = readonly AppliedDiscount[] | undefined;

/** A sale's lines and its own discounts, as pricing takes them. */
function pricingInput(data: { items: CreateData<'sale'>['items']; discounts?: DiscountsInput }) {
  return {
    lines: data.items.map((item) => ({ ...item, discounts: forPricing(item.discounts) })),
    saleDiscounts: forPricing(data.discounts),
  };
}

/**
 * The first discount that is not what pricing takes (its cents) or that says neither its preset nor why, as a
 * refusal of that discount: the till prices with the same function, so a difference is a till that priced otherwise.
 */
function discountsRefusal(data: {
  items: CreateData<'sale'>['items'];
  discounts?: DiscountsInput;
}): Outcome<never> | null {
  const discounting = discountSale(pricingInput(data));
  const lists: [string, DiscountsInput, readonly number[]][] = [
    ...data.items.map((item, index): [string, DiscountsInput, readonly number[]] => [
      `items.${index}.discounts`,
      item.discounts,
      discounting.lines[index]?.taken ?? [],
    ]),
    ['discounts', data.discounts, discounting.saleTaken],
  ];
  for (const [path, discounts, taken] of lists) {
    for (const [index, discount] of (discounts ?? []).entries()) {
      if (discount.presetId === undefined && !discount.reason) {
        return invalid(DISCOUNT_MESSAGES.reasonRequired, `${path}.${index}.reason`);
      }
      if (discount.cents !== taken[index])
        return invalid(DISCOUNT_MESSAGES.doesNotAddUp, `${path}.${index}.cents`);
    }
  }
  return null;
}

/**
 * Discounts above the store's limit need the signed approval of someone who may approve them (manage_products, who
 * keeps the presets): the server verifies the signature and hands in its signer (context.discountApprover).
 */
function limitRefusal(data: CreateData<'sale'>, context: CreateContext): Outcome<never> | null {
  if (context.discountLimitMilliPercent === undefined) return null;
  const { discounted, gross } = discountShare(data);
  if (!aboveDiscountLimit(discounted, gross, context.discountLimitMilliPercent)) return null;
  const approver = context.discountApprover;
  if (approver && can(approver.role, 'manage_products')) return null;
  return invalid(DISCOUNT_MESSAGES.needsApproval, 'discountApproval');
}

/** Discounts as stored: no undefined keys, like the lines (storedItems). */
function storedDiscounts(discounts: DiscountsInput): { discounts?: AppliedDiscount[] } {
  return discounts && discounts.length > 0 ? { discounts: storedItems(discounts) } : {};
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
      priceSale({ ...pricingInput(data), saleDiscount: data.discount, taxRateMilliPercent }),
    );
    if (!price.ok) return price;
    const misdiscounted = discountsRefusal(data) ?? limitRefusal(data, context);
    if (misdiscounted) return misdiscounted;
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
      items: storedItems(data.items).map(({ discounts, ...item }) => ({
        ...item,
        ...storedDiscounts(discounts),
      })),
      ...price.value,
      ...(data.discount !== undefined ? { discount: data.discount } : {}),
      ...storedDiscounts(data.discounts),
      ...(data.discountApproval ? { discountApproval: data.discountApproval } : {}),
      ...(data.customOrderId ? { customOrderId: data.customOrderId } : {}),
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
