import { describe, expect, it } from 'vitest';
import { base, messagesOf } from './entity-test-kit.js';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, productInputSchema, productSchema } from './product.js';

describe('product', () => {
  const row = {
    ...base,
    name: 'Latte',
    category: 'beverages',
    price: 450,
    description: null,
    available: true,
  };

  it('parses a stored row', () => {
    expect(productSchema.parse(row)).toEqual(row);
    expect(productSchema.safeParse({ ...row, price: 4.5 }).success).toBe(false);
    expect(productSchema.safeParse({ ...row, category: 'tea' }).success).toBe(false);
  });

  it('fills the spec defaults: beverages, available', () => {
    expect(productInputSchema.parse({ name: ' Latte ', price: 450 })).toEqual({
      name: 'Latte',
      category: 'beverages',
      price: 450,
      description: undefined,
      available: true,
    });
  });

  it('requires a name and a price that is not negative', () => {
    const message = 'Please fill all required fields correctly';
    expect(messagesOf(productInputSchema, { name: '  ', price: -1 })).toEqual({
      name: message,
      price: message,
    });
    expect(messagesOf(productInputSchema, {})).toEqual({ name: message, price: message });
    expect(productInputSchema.safeParse({ name: 'Free water', price: 0 }).success).toBe(true);
  });

  it('labels every category', () => {
    expect(PRODUCT_CATEGORIES.map((category) => PRODUCT_CATEGORY_LABELS[category])).toEqual([
      'Beverages',
      'Food',
      'Desserts',
      'Merchandise',
      'Custom',
    ]);
  });
});
