import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessageByPath, toApiIssues } from '../auth.js';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_DEFAULTS,
  expenseInputSchema,
  expenseSchema,
  receiptTooLargeMessage,
} from './expense.js';

const base = {
  id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
};
const userId = '9c8b7a6d-5e4f-4321-8fed-cba987654321';

/** The first message per field path, as a form shows them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstMessageByPath(toApiIssues(result.error));
}

describe('expense', () => {
  const row = {
    ...base,
    description: 'Coffee beans',
    amount: 47550,
    category: 'inventory',
    vendor: 'Bean Co',
    date: '2026-01-08',
    status: 'pending',
    receiptFileId: null,
    createdBy: userId,
  };
  const message = 'Please fill all required fields correctly';

  it('parses a stored row', () => {
    expect(expenseSchema.parse(row)).toEqual(row);
    expect(expenseSchema.parse({ ...row, status: 'approved', vendor: null }).status).toBe('approved');
    expect(expenseSchema.safeParse({ ...row, date: '2026-13-01' }).success).toBe(false);
  });

  it('fills the spec defaults: inventory, pending', () => {
    expect(EXPENSE_DEFAULTS).toEqual({ category: 'inventory', status: 'pending' });
    expect(expenseInputSchema.parse({ description: 'Milk', amount: 1, date: '2026-01-08' })).toEqual({
      description: 'Milk',
      amount: 1,
      category: 'inventory',
      vendor: undefined,
      date: '2026-01-08',
    });
  });

  it('requires a description, an amount above zero and a date', () => {
    expect(messagesOf(expenseInputSchema, { description: ' ', amount: 0, date: '' })).toEqual({
      description: message,
      amount: message,
      date: message,
    });
    expect(messagesOf(expenseInputSchema, {})).toEqual({
      description: message,
      amount: message,
      date: message,
    });
    expect(
      messagesOf(expenseInputSchema, { description: 'x', amount: 1, date: '2026-01-08', category: 'fun' }),
    ).toEqual({
      category: message,
    });
  });

  it('labels every category and words the receipt size message', () => {
    expect(EXPENSE_CATEGORIES.map((category) => EXPENSE_CATEGORY_LABELS[category])).toEqual([
      'Inventory',
      'Utilities',
      'Rent',
      'Salaries',
      'Maintenance',
      'Marketing',
      'Other',
    ]);
    expect(receiptTooLargeMessage(6.5 * 1024 * 1024)).toBe('File size exceeds 5MB (Current: 6.50MB)');
  });
});
