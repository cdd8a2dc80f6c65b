import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessageByPath, toApiIssues } from '../auth.js';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, productInputSchema, productSchema } from './product.js';

const base = {
  id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
};

/** The first message per field path, as a form shows them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstMessageByPath(toApiIssues(result.error));
}

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
