import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { CASHUP_AMOUNT_FIELDS, cashupDailyGrandTotal, cashupInputSchema, cashupSchema } from './cashup.js';
import { base, messagesOf, userId } from './entity-test-kit.js';

const amounts = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field, index) => [field, (index + 1) * 100]));

describe('cash-up', () => {
  it('has the 12 entered amounts in form order', () => {
    expect(CASHUP_AMOUNT_FIELDS).toEqual([
      'morningShiftCash',
      'afternoonShiftCash',
      'onTheGoSalesCash',
      'fcaCreditCardTransactions',
      'zigCreditCardTransactions',
      'ecoCashMobilePayments',
      'zigCashPayments',
      'bankTransfers',
      'loyaltyCardTransactions',
      'extras',
      'expenses',
      'gaapCashTotal',
    ]);
  });

  it('computes the grand total as fields 1 to 10 minus expenses', () => {
    // 100 + 200 + … + 1000 = 5500; expenses 1100.
    const typed = Object.fromEntries(Object.entries(amounts).map(([key, value]) => [key, cents(value)]));
    expect(cashupDailyGrandTotal(typed as Parameters<typeof cashupDailyGrandTotal>[0])).toBe(4400);
    const zero = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, cents(0)]));
    expect(
      cashupDailyGrandTotal({ ...zero, expenses: cents(250) } as Parameters<typeof cashupDailyGrandTotal>[0]),
    ).toBe(-250);
  });

  it('parses a stored row, whose grand total may be negative', () => {
    const row = {
      ...base,
      date: '2026-01-15',
      ...amounts,
      dailyGrandTotal: -100,
      notes: null,
      createdBy: userId,
      status: 'submitted',
    };
    expect(cashupSchema.parse(row)).toEqual(row);
    expect(cashupSchema.safeParse({ ...row, status: 'lost' }).success).toBe(false);
  });

  it('requires a date and every amount at 0 or more; notes are optional', () => {
    expect(cashupInputSchema.safeParse({ date: '2026-01-15', ...amounts }).success).toBe(true);
    const errors = messagesOf(cashupInputSchema, {
      date: '',
      ...amounts,
      morningShiftCash: -1,
      extras: undefined,
    });
    expect(errors).toEqual({
      date: 'Date is required',
      morningShiftCash: 'Enter an amount of 0 or more',
      extras: 'Enter an amount of 0 or more',
    });
  });
});
