/**
 * Sale arithmetic of spec §9 and ARCHITECTURE §3, in integer cents, in this fixed order (issue 33):
 *   1. each line: quantity × unitPrice, less its percent discounts (each of what is left, in the order listed),
 *      then its amount discounts (each at most what is left), then its stored `discount` cents (older tills);
 *   2. the sale: the lines' sum less the sale's percent discounts, then its amount discounts (the same way);
 *      subtotal = what is left, the taxable amount;
 *   3. tax      = round-half-up(subtotal × rate), rate in thousandths of a percent (8875 = 8.875%);
 *   4. total    = subtotal + tax − the sale's stored `discount` cents (older tills took it after tax; kept so).
 * A percent discount's cents are worked exactly and rounded once, half up (12.5% of 5 cents = 0.625 → 1); an amount
 * discount takes at most what is left, so nothing ever goes below zero. A sale with no `discounts` prices exactly as
 * before they existed. Percents are in thousandths of a percent, as the tax rate.
 * Tax is computed with BigInt so no float error can move a half cent (8.25% of 1000 cents = 82.5 → 83).
 * The rate's unit is exactly the precision a store may set (three decimals of a percent, issue 31), so every
 * stored rate prints as it was typed.
 */
import { type Cents, cents } from './money.js';

/** A discount as pricing sees it: `value` is thousandths of a percent for 'percent', cents for 'amount'. */
export interface DiscountForPricing {
  kind: 'percent' | 'amount';
  value: number;
}

export interface SaleLineForPricing {
  quantity: number;
  unitPrice: Cents;
  /** Cents an older till took off the line: after the line's `discounts`. */
  discount?: Cents | undefined;
  discounts?: readonly DiscountForPricing[] | undefined;
}

export interface SalePricingInput {
  lines: readonly SaleLineForPricing[];
  /** Cents an older till took off the sale, after tax. */
  saleDiscount?: Cents | undefined;
  /** The sale's discounts, before tax. */
  saleDiscounts?: readonly DiscountForPricing[] | undefined;
  /** Thousandths of a percent: 8.875% is 8875. */
  taxRateMilliPercent: number;
}

export interface SalePrice {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

/** Thousandths of a percent in one percent. */
export const MILLI_PERCENT_PER_PERCENT = 1_000;
/** The whole amount, in thousandths of a percent. */
const MILLI_PERCENT_PER_WHOLE_NUMBER = 100 * MILLI_PERCENT_PER_PERCENT;
const MILLI_PERCENT_PER_WHOLE = BigInt(MILLI_PERCENT_PER_WHOLE_NUMBER);
/** 100%; a higher rate is a typo, not a tax. */
export const MAX_TAX_RATE_MILLI_PERCENT = 100 * MILLI_PERCENT_PER_PERCENT;

function requireCents(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of cents, got ${value}`);
  }
  return value as Cents;
}

/** round-half-up(amount × milliPercent / 100 000), exact for any safe amount. */
function percentOf(amount: number, milliPercent: number): number {
  return Number(
    (BigInt(amount) * BigInt(milliPercent) + MILLI_PERCENT_PER_WHOLE / 2n) / MILLI_PERCENT_PER_WHOLE,
  );
}

/**
 * The cents each discount takes from `amount`, in the order given: every percent first, then every amount (the
 * fixed order, whatever order they are listed in). Returns the cents per discount, in the order listed.
 */
export function discountsTaken(
  amount: Cents,
  discounts: readonly DiscountForPricing[],
  label: string,
): Cents[] {
  const taken: Cents[] = discounts.map(() => cents(0));
  let left: number = amount;
  for (const kind of ['percent', 'amount'] as const) {
    discounts.forEach((discount, index) => {
      if (discount.kind !== kind) return;
      if (kind === 'percent') {
        if (
          !Number.isSafeInteger(discount.value) ||
          discount.value < 0 ||
          discount.value > MILLI_PERCENT_PER_WHOLE_NUMBER
        ) {
          throw new RangeError(`${label}: a discount must be from 0% to 100%, got ${discount.value}`);
        }
        taken[index] = cents(percentOf(left, discount.value));
      } else {
        taken[index] = cents(Math.min(left, requireCents(discount.value, `${label}: discount`)));
      }
      left -= taken[index] ?? 0;
    });
  }
  return taken;
}

export interface LineDiscounting {
  /** quantity × unitPrice */
  gross: Cents;
  /** The cents each of the line's `discounts` took, in their order. */
  taken: Cents[];
  /** What the line comes to: gross less every discount, the stored one too. */
  amount: Cents;
}

/** A line's discounts worked out: see the order at the top of this file. */
export function discountLine(line: SaleLineForPricing, index = 0): LineDiscounting {
  const label = `Line ${index + 1}`;
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`${label}: quantity must be a positive whole number, got ${line.quantity}`);
  }
  const unitPrice = requireCents(line.unitPrice, `${label}: unit price`);
  const discount = requireCents(line.discount ?? 0, `${label}: discount`);
  const gross = line.quantity * unitPrice;
  if (!Number.isSafeInteger(gross)) throw new RangeError(`${label}: amount is too large`);
  const taken = discountsTaken(cents(gross), line.discounts ?? [], label);
  const left = gross - sum(taken);
  if (discount > left) {
    throw new RangeError(`${label}: discount ${discount} exceeds the line amount ${left}`);
  }
  return { gross: cents(gross), taken, amount: cents(left - discount) };
}

/** A line's amount after its discounts (see the order at the top of this file). */
export function lineAmount(line: SaleLineForPricing, index = 0): Cents {
  return discountLine(line, index).amount;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** round-half-up(amount × rate / 100 000), exact for any safe amount. */
export function taxFor(amount: Cents, taxRateMilliPercent: number): Cents {
  requireCents(amount, 'Taxable amount');
  if (
    !Number.isSafeInteger(taxRateMilliPercent) ||
    taxRateMilliPercent < 0 ||
    taxRateMilliPercent > MAX_TAX_RATE_MILLI_PERCENT
  ) {
    throw new RangeError(
      `Tax rate must be a whole number of thousandths of a percent from 0 to ${MAX_TAX_RATE_MILLI_PERCENT}, got ${taxRateMilliPercent}`,
    );
  }
  const tax =
    (BigInt(amount) * BigInt(taxRateMilliPercent) + MILLI_PERCENT_PER_WHOLE / 2n) / MILLI_PERCENT_PER_WHOLE;
  return cents(Number(tax));
}

export interface SaleDiscounting {
  lines: LineDiscounting[];
  /** The cents each of the sale's `saleDiscounts` took, in their order. */
  saleTaken: Cents[];
  /** The lines' amounts less the sale's discounts: what is taxed. */
  subtotal: Cents;
}

/** Steps 1 and 2 of the order at the top of this file, with the cents each discount took. */
export function discountSale(input: Pick<SalePricingInput, 'lines' | 'saleDiscounts'>): SaleDiscounting {
  const lines = input.lines.map((line, index) => discountLine(line, index));
  const linesTotal = sum(lines.map((line) => line.amount));
  if (!Number.isSafeInteger(linesTotal)) throw new RangeError('Sale subtotal is too large');
  const saleTaken = discountsTaken(cents(linesTotal), input.saleDiscounts ?? [], 'Sale');
  return { lines, saleTaken, subtotal: cents(linesTotal - sum(saleTaken)) };
}

/** Every cent the `discounts` of the sale and its lines took (not the stored `discount` cents of older tills). */
export function discountsTotal(discounting: SaleDiscounting): Cents {
  return cents(sum(discounting.lines.map((line) => sum(line.taken))) + sum(discounting.saleTaken));
}

export function priceSale(input: SalePricingInput): SalePrice {
  const { subtotal } = discountSale(input);
  const tax = taxFor(subtotal, input.taxRateMilliPercent);
  const saleDiscount = requireCents(input.saleDiscount ?? 0, 'Sale discount');
  const beforeDiscount = subtotal + tax;
  if (saleDiscount > beforeDiscount) {
    throw new RangeError(`Sale discount ${saleDiscount} exceeds the subtotal plus tax ${beforeDiscount}`);
  }
  return { subtotal: cents(subtotal), tax, total: cents(beforeDiscount - saleDiscount) };
}
