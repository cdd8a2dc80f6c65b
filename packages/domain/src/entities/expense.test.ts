import { describe, expect, it } from 'vitest';
import { messagesOf, storedExpense } from './entity-test-kit.js';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_DEFAULTS,
  expenseFormSchema,
  expenseInputSchema,
  expenseSchema,
  receiptTooLargeMessage,
} from './expense.js';

describe('expense', () => {
  const row = storedExpense;
  const message = 'Please fill all required fields correctly';

  it('parses a stored row', () => {
    expect(expenseSchema.parse(row)).toEqual(row);
    expect(expenseSchema.parse({ ...row, status: 'approved', vendor: null }).status).toBe('approved');
    expect(expenseSchema.safeParse({ ...row, date: '2026-13-01' }).success).toBe(false);
  });

  it('fills the spec defaults: inventory, pending', () => {
    expect(EXPENSE_DEFAULTS).toEqual({ category: 'inventory', status: 'pending', paidFromTill: false });
    expect(expenseInputSchema.parse({ description: 'Milk', amount: 1, date: '2026-01-08' })).toEqual({
      description: 'Milk',
      amount: 1,
      category: 'inventory',
      vendor: undefined,
      date: '2026-01-08',
      paidFromTill: false,
    });
  });

  it('says whether it was paid from the till', () => {
    const input = { description: 'Milk', amount: 1, date: '2026-01-08' };
    expect(expenseInputSchema.parse({ ...input, paidFromTill: true }).paidFromTill).toBe(true);
    expect(messagesOf(expenseInputSchema, { ...input, paidFromTill: 'yes' })).toEqual({
      paidFromTill: message,
    });
    expect(expenseSchema.safeParse({ ...row, paidFromTill: undefined }).success).toBe(false);
  });

  it('requires a description, an amount above zero and a date', () => {
    expect(messagesOf(expenseInputSchema, { description: ' ', amount: 0, date: '' })).toEqual({
      description: message,
      amount: 'Amount must be at least $0.01',
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

  describe('the form', () => {
    const typed = {
      description: ' Milk ',
      amount: '12.5',
      category: 'inventory',
      vendor: '',
      date: '2026-01-08',
      paidFromTill: false,
      receiptFileId: null,
    };

    it('parses the amount typed in dollars to cents, with the input rules', () => {
      expect(expenseFormSchema.parse(typed)).toEqual({
        description: 'Milk',
        amount: 1250,
        category: 'inventory',
        vendor: undefined,
        date: '2026-01-08',
        paidFromTill: false,
        receiptFileId: null,
      });
      expect(expenseFormSchema.parse({ ...typed, amount: '$1,234.56' }).amount).toBe(123456);
      expect(expenseFormSchema.parse({ ...typed, amount: '0.01' }).amount).toBe(1);
      const receipt = 'a'.repeat(64);
      expect(expenseFormSchema.parse({ ...typed, receiptFileId: receipt }).receiptFileId).toBe(receipt);
    });

    it('an amount that is blank, not money or past the cent: the spec message; 0 or less says the minimum', () => {
      for (const amount of ['', 'abc', '4.505']) {
        expect(messagesOf(expenseFormSchema, { ...typed, amount })).toEqual({ amount: message });
      }
      for (const amount of ['0', '0.00', '-5']) {
        expect(messagesOf(expenseFormSchema, { ...typed, amount })).toEqual({
          amount: 'Amount must be at least $0.01',
        });
      }
    });

    it('a blank description or date: the spec message', () => {
      expect(messagesOf(expenseFormSchema, { ...typed, description: '  ', date: '' })).toEqual({
        description: message,
        date: message,
      });
    });
  });
});
