/**
 * Sale arithmetic of spec §9 and ARCHITECTURE §3, in integer cents:
 *   subtotal = Σ(quantity × unitPrice − line discount)
 *   tax      = round-half-up(subtotal × rate), rate in thousandths of a percent (8875 = 8.875%)
 *   total    = subtotal + tax − sale discount
 * Tax is computed with BigInt so no float error can move a half cent (8.25% of 1000 cents = 82.5 → 83).
 * The rate's unit is exactly the precision a store may set (three decimals of a percent, issue 31), so every
 * stored rate prints as it was typed.
 */
import { type Cents, cents } from './money.js';

export interface SaleLineForPricing {
  quantity: number;
  unitPrice: Cents;
  discount?: Cents | undefined;
}

export interface SalePricingInput {
  lines: readonly SaleLineForPricing[];
  saleDiscount?: Cents | undefined;
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
const MILLI_PERCENT_PER_WHOLE = 100n * BigInt(MILLI_PERCENT_PER_PERCENT);
/** 100%; a higher rate is a typo, not a tax. */
export const MAX_TAX_RATE_MILLI_PERCENT = 100 * MILLI_PERCENT_PER_PERCENT;

function requireCents(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of cents, got ${value}`);
  }
  return value as Cents;
}

/** A line's amount after its discount: quantity × unitPrice − discount. */
export function lineAmount(line: SaleLineForPricing, index = 0): Cents {
  const label = `Line ${index + 1}`;
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`${label}: quantity must be a positive whole number, got ${line.quantity}`);
  }
  const unitPrice = requireCents(line.unitPrice, `${label}: unit price`);
  const discount = requireCents(line.discount ?? 0, `${label}: discount`);
  const gross = line.quantity * unitPrice;
  if (!Number.isSafeInteger(gross)) throw new RangeError(`${label}: amount is too large`);
  if (discount > gross) {
    throw new RangeError(`${label}: discount ${discount} exceeds the line amount ${gross}`);
  }
  return cents(gross - discount);
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

export function priceSale(input: SalePricingInput): SalePrice {
  let subtotal = 0;
  input.lines.forEach((line, index) => {
    subtotal += lineAmount(line, index);
  });
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('Sale subtotal is too large');
  const tax = taxFor(subtotal as Cents, input.taxRateMilliPercent);
  const saleDiscount = requireCents(input.saleDiscount ?? 0, 'Sale discount');
  const beforeDiscount = subtotal + tax;
  if (saleDiscount > beforeDiscount) {
    throw new RangeError(`Sale discount ${saleDiscount} exceeds the subtotal plus tax ${beforeDiscount}`);
  }
  return { subtotal: cents(subtotal), tax, total: cents(beforeDiscount - saleDiscount) };
}
