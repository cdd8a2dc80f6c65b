import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import {
  CASHUP_AMOUNT_FIELDS,
  CASHUP_AMOUNT_MESSAGE,
  cashupDailyGrandTotal,
  cashupFormSchema,
  cashupInputSchema,
  cashupSchema,
  emptyCashupForm,
} from './cashup.js';
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
    // A row stored before the approver was kept reads as never approved by anyone known.
    expect(cashupSchema.parse(row)).toEqual({ ...row, approvedBy: null, approvedAt: null });
    const approved = {
      ...row,
      status: 'approved',
      approvedBy: userId,
      approvedAt: '2026-01-15T21:00:00.000Z',
    };
    expect(cashupSchema.parse(approved)).toEqual(approved);
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

describe('cash-up form', () => {
  const typed = {
    ...emptyCashupForm('2026-01-15'),
    ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((f) => [f, '1.50'])),
  };

  it('parses typed dollars to cents and keeps notes optional', () => {
    const parsed = cashupFormSchema.parse({ ...typed, extras: '$1,234.5', notes: '  ' });
    expect(parsed.morningShiftCash).toBe(150);
    expect(parsed.extras).toBe(123450);
    expect(parsed.notes).toBeUndefined();
  });

  it('refuses blank, non-numeric, negative and sub-cent amounts, and a blank date', () => {
    const errors = messagesOf(cashupFormSchema, {
      ...typed,
      date: '',
      morningShiftCash: '',
      afternoonShiftCash: 'abc',
      onTheGoSalesCash: '-1',
      extras: '1.005',
    });
    expect(errors).toEqual({
      date: 'Date is required',
      morningShiftCash: CASHUP_AMOUNT_MESSAGE,
      afternoonShiftCash: CASHUP_AMOUNT_MESSAGE,
      onTheGoSalesCash: CASHUP_AMOUNT_MESSAGE,
      extras: CASHUP_AMOUNT_MESSAGE,
    });
  });
});
