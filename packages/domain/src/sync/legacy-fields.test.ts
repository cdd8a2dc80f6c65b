import { describe, expect, it } from 'vitest';
import { priceSale } from '../sale-pricing.js';
import { MILLI_PERCENT_PER_BASIS_POINT, withCurrentFieldNames } from './legacy-fields.js';
import { MUTATION_DATA_SCHEMAS } from './mutation-data.js';

const ID = '33333333-3333-4333-8333-333333333333';
const line = { id: ID, productId: ID, productName: 'Espresso', quantity: 2, unitPrice: 350 };

describe('a change queued by an older app, in today’s field names', () => {
  it('reads a sale’s rate in basis points as thousandths of a percent, priced the same', () => {
    // What the app before issue 31 queued: 8.25% as 825 basis points, and the totals it showed.
    const queued = {
      id: ID,
      items: [line],
      paymentMethod: 'cash',
      taxRateBps: 825,
      subtotal: 700,
      tax: 58,
      total: 758,
    };
    const current = withCurrentFieldNames('sale', 'create', queued);
    const { taxRateBps: _old, ...rest } = queued;
    expect(current).toStrictEqual({ ...rest, taxRateMilliPercent: 825 * MILLI_PERCENT_PER_BASIS_POINT });
    const parsed = MUTATION_DATA_SCHEMAS.sale.create.parse(current);
    expect(priceSale({ lines: parsed.items, taxRateMilliPercent: parsed.taxRateMilliPercent ?? 0 })).toEqual({
      subtotal: 700,
      tax: 58,
      total: 758,
    });
    // The signed change itself is left as it was sent.
    expect(queued.taxRateBps).toBe(825);
  });

  it('reads a store settings update the same way', () => {
    expect(withCurrentFieldNames('storeSettings', 'update', { id: ID, taxRateBps: 1000 })).toEqual({
      id: ID,
      taxRateMilliPercent: 10_000,
    });
  });

  it('leaves today’s changes, other entities and other actions as they are', () => {
    const today = { id: ID, taxRateMilliPercent: 8875 };
    expect(withCurrentFieldNames('storeSettings', 'update', today)).toBe(today);
    const product = { id: ID, taxRateBps: 825 };
    expect(withCurrentFieldNames('product', 'update', product)).toBe(product);
    expect(withCurrentFieldNames('sale', 'update', product)).toBe(product);
  });

  it('keeps both names when both are sent, so the strict schema refuses the old one', () => {
    const both = { id: ID, taxRateBps: 825, taxRateMilliPercent: 8250 };
    expect(withCurrentFieldNames('storeSettings', 'update', both)).toBe(both);
    expect(MUTATION_DATA_SCHEMAS.storeSettings.update.safeParse(both).success).toBe(false);
  });

  it('moves a value that is not a whole number as it is, for the new field’s rule to refuse', () => {
    const current = withCurrentFieldNames('storeSettings', 'update', { id: ID, taxRateBps: 8.25 });
    expect(current).toEqual({ id: ID, taxRateMilliPercent: 8.25 });
    expect(MUTATION_DATA_SCHEMAS.storeSettings.update.safeParse(current).success).toBe(false);
    const above = withCurrentFieldNames('storeSettings', 'update', { id: ID, taxRateBps: 10_001 });
    expect(MUTATION_DATA_SCHEMAS.storeSettings.update.safeParse(above).success).toBe(false);
  });
});
