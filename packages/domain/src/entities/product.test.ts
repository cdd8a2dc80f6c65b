import { describe, expect, it } from 'vitest';
import { base, messagesOf } from './entity-test-kit.js';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  productFormSchema,
  productInputSchema,
  productMargin,
  productSchema,
} from './product.js';

describe('product', () => {
  const row = {
    ...base,
    name: 'Latte',
    category: 'beverages',
    price: 450,
    description: null,
    available: true,
    barcode: null,
    unitCost: null,
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
      barcode: undefined,
      unitCost: undefined,
    });
  });

  it('parses a stored row with a barcode and a unit cost', () => {
    const costed = { ...row, barcode: '5012345678900', unitCost: 120 };
    expect(productSchema.parse(costed)).toEqual(costed);
    expect(productSchema.safeParse({ ...row, unitCost: -1 }).success).toBe(false);
  });

  it('takes an optional barcode: trimmed, blank is none, no spaces inside, at most 64 characters', () => {
    const input = { name: 'Latte', price: 450 };
    expect(productInputSchema.parse({ ...input, barcode: ' 5012345678900 ' }).barcode).toBe('5012345678900');
    expect(productInputSchema.parse({ ...input, barcode: 'LAT-12/oat' }).barcode).toBe('LAT-12/oat');
    expect(productInputSchema.parse({ ...input, barcode: '   ' }).barcode).toBeUndefined();
    expect(messagesOf(productInputSchema, { ...input, barcode: '501 234' })).toEqual({
      barcode: 'A barcode can hold only letters, digits and symbols, without spaces',
    });
    expect(messagesOf(productInputSchema, { ...input, barcode: 'café' })).toEqual({
      barcode: 'A barcode can hold only letters, digits and symbols, without spaces',
    });
    expect(productInputSchema.safeParse({ ...input, barcode: '1'.repeat(64) }).success).toBe(true);
    expect(messagesOf(productInputSchema, { ...input, barcode: '1'.repeat(65) })).toEqual({
      barcode: 'A barcode can be at most 64 characters',
    });
  });

  it('takes an optional unit cost in whole cents, 0 or more', () => {
    const input = { name: 'Latte', price: 450 };
    expect(productInputSchema.parse({ ...input, unitCost: 0 }).unitCost).toBe(0);
    expect(productInputSchema.parse({ ...input, unitCost: 125 }).unitCost).toBe(125);
    for (const unitCost of [-1, 1.5, '125']) {
      expect(messagesOf(productInputSchema, { ...input, unitCost })).toEqual({
        unitCost: 'Enter a unit cost of 0 or more',
      });
    }
  });

  it('requires a name and a price that is not negative, and says beside the price that it is negative', () => {
    const message = 'Please fill all required fields correctly';
    expect(messagesOf(productInputSchema, { name: '  ', price: -1 })).toEqual({
      name: message,
      price: "Price can't be negative",
    });
    expect(messagesOf(productInputSchema, {})).toEqual({ name: message, price: message });
    expect(productInputSchema.safeParse({ name: 'Free water', price: 0 }).success).toBe(true);
  });

  it('computes the margin as a percentage of the price, to one decimal', () => {
    expect(productMargin(450, 150)).toBe(66.7);
    expect(productMargin(300, 100)).toBe(66.7);
    expect(productMargin(300, 200)).toBe(33.3);
    expect(productMargin(400, 100)).toBe(75);
    expect(productMargin(450, 0)).toBe(100);
    expect(productMargin(450, 450)).toBe(0);
    // 0.05 % is a half tenth: it rounds away from zero on both sides; 0.04 % rounds to 0, never to -0.
    expect(productMargin(2000, 1999)).toBe(0.1);
    expect(productMargin(2000, 2001)).toBe(-0.1);
    expect(productMargin(2500, 2499)).toBe(0);
    expect(Object.is(productMargin(2500, 2501), 0)).toBe(true);
    expect(productMargin(200, 300)).toBe(-50);
  });

  it('has no margin without a cost or at a price of 0', () => {
    expect(productMargin(450, null)).toBeNull();
    expect(productMargin(450, undefined)).toBeNull();
    expect(productMargin(0, 100)).toBeNull();
    expect(productMargin(0, 0)).toBeNull();
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

  describe('the form: money typed as text in dollars', () => {
    const typed = {
      name: 'Latte',
      category: 'beverages',
      price: '4.50',
      description: '',
      available: true,
      barcode: '',
      unitCost: '',
    };

    it('parses the price and an optional unit cost to cents', () => {
      expect(productFormSchema.parse(typed)).toMatchObject({ price: 450, unitCost: undefined });
      expect(productFormSchema.parse({ ...typed, price: '$1,234.5', unitCost: '1.20' })).toMatchObject({
        price: 123450,
        unitCost: 120,
      });
      expect(productFormSchema.parse({ ...typed, price: '0' }).price).toBe(0);
    });

    it('a blank name, a blank or unreadable price: the spec message; a negative price says so', () => {
      const required = 'Please fill all required fields correctly';
      expect(messagesOf(productFormSchema, { ...typed, name: '  ' })).toEqual({ name: required });
      expect(messagesOf(productFormSchema, { ...typed, price: '' })).toEqual({ price: required });
      expect(messagesOf(productFormSchema, { ...typed, price: '-1' })).toEqual({
        price: "Price can't be negative",
      });
      expect(messagesOf(productFormSchema, { ...typed, price: 'abc' })).toEqual({ price: required });
      expect(messagesOf(productFormSchema, { ...typed, price: '4.505' })).toEqual({ price: required });
    });

    it('a unit cost that is not 0 or more says so', () => {
      expect(messagesOf(productFormSchema, { ...typed, unitCost: '-2' })).toEqual({
        unitCost: 'Enter a unit cost of 0 or more',
      });
    });
  });
});
