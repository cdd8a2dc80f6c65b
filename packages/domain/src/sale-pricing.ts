/**
 * Sale arithmetic of spec §9 and ARCHITECTURE §3, in integer cents:
 *   subtotal = Σ(quantity × unitPrice − line discount)
 *   tax      = round-half-up(subtotal × rate), rate in basis points (825 = 8.25%)
 *   total    = subtotal + tax − sale discount
 * Tax is computed with BigInt so no float error can move a half cent (825 bps of 1000 cents = 82.5 → 83).
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
  taxRateBps: number;
}

export interface SalePrice {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

/** 100% in basis points; a higher rate is a typo, not a tax. */
export const MAX_TAX_RATE_BPS = 10_000;

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

/** round-half-up(amount × bps / 10 000), exact for any safe amount. */
export function taxFor(amount: Cents, taxRateBps: number): Cents {
  requireCents(amount, 'Taxable amount');
  if (!Number.isSafeInteger(taxRateBps) || taxRateBps < 0 || taxRateBps > MAX_TAX_RATE_BPS) {
    throw new RangeError(
      `Tax rate must be a whole number of basis points from 0 to ${MAX_TAX_RATE_BPS}, got ${taxRateBps}`,
    );
  }
  const tax = (BigInt(amount) * BigInt(taxRateBps) + 5_000n) / 10_000n;
  return cents(Number(tax));
}

export function priceSale(input: SalePricingInput): SalePrice {
  let subtotal = 0;
  input.lines.forEach((line, index) => {
    subtotal += lineAmount(line, index);
  });
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('Sale subtotal is too large');
  const tax = taxFor(subtotal as Cents, input.taxRateBps);
  const saleDiscount = requireCents(input.saleDiscount ?? 0, 'Sale discount');
  const beforeDiscount = subtotal + tax;
  if (saleDiscount > beforeDiscount) {
    throw new RangeError(`Sale discount ${saleDiscount} exceeds the subtotal plus tax ${beforeDiscount}`);
  }
  return { subtotal: cents(subtotal), tax, total: cents(beforeDiscount - saleDiscount) };
}
