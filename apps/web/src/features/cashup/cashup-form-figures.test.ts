import { cents, emptyCashupForm } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import {
  countedAmounts,
  liveGrandTotal,
  liveReconciliation,
  missingVarianceNote,
} from './cashup-form-figures';
import type { DayRecord } from './load-cashup';

const day = '2026-03-14';
const record: DayRecord = {
  day,
  dailyTotals: [
    { day, paymentMethod: 'cash', count: 2, total: cents(2000) },
    { day, paymentMethod: 'credit_card', count: 1, total: cents(1000) },
  ],
  expenses: [{ date: day, amount: cents(300), paidFromTill: true, deletedAt: null }],
  lateAdjustment: undefined,
  reports: [],
};

describe('cash-up form figures', () => {
  it('counts blank, unreadable and negative text as 0 while typing', () => {
    const amounts = countedAmounts({ morningShiftCash: '12.5', afternoonShiftCash: 'abc', extras: '-3' });
    expect(amounts.morningShiftCash).toBe(1250);
    expect(amounts.afternoonShiftCash).toBe(0);
    expect(amounts.extras).toBe(0);
    expect(amounts.gaapCashTotal).toBe(0);
  });

  it('the grand total is fields 1–10 minus expenses, and GAAP cash is not in it', () => {
    const values = {
      ...emptyCashupForm(day),
      morningShiftCash: '100',
      fcaCreditCardTransactions: '20.25',
      extras: '1.75',
      expenses: '30',
      gaapCashTotal: '999',
    };
    expect(liveGrandTotal(values)).toBe(9200);
    expect(liveGrandTotal({ expenses: '5' })).toBe(-500);
  });

  it('reconciles against the record of the form’s own day only', () => {
    const values = { ...emptyCashupForm(day), morningShiftCash: '15', afternoonShiftCash: '5' };
    const lines = liveReconciliation(values, record);
    expect(
      lines?.map((line) => [line.group, line.recorded, line.counted, line.direction, line.typed]),
    ).toEqual([
      ['cash', 2000, 2000, 'balanced', true],
      ['cards', 1000, 0, 'short', false],
      ['mobile', 0, 0, 'balanced', false],
      ['tillExpenses', 300, 0, 'short', false],
    ]);
    expect(liveReconciliation({ ...values, date: '2026-03-15' }, record)).toBeUndefined();
    expect(liveReconciliation(values, undefined)).toBeUndefined();
  });

  it('a blank form is neutral: no group is short and no note is asked for until a figure is typed', () => {
    const blank = emptyCashupForm(day);
    expect(liveReconciliation(blank, record)?.every((line) => !line.typed)).toBe(true);
    expect(missingVarianceNote(blank, record, cents(500))).toBe(false);
    // A typed 0 is a figure: the cards were counted and came to nothing.
    expect(missingVarianceNote({ ...blank, fcaCreditCardTransactions: '0' }, record, cents(500))).toBe(true);
    expect(missingVarianceNote({ ...blank, zigCreditCardTransactions: ' ' }, record, cents(500))).toBe(false);
  });

  it('a variance above the threshold needs a note until one is typed', () => {
    const balanced = {
      ...emptyCashupForm(day),
      morningShiftCash: '20',
      fcaCreditCardTransactions: '10',
      expenses: '3',
    };
    expect(missingVarianceNote(balanced, record, cents(500))).toBe(false);
    const short = { ...balanced, morningShiftCash: '14.99' };
    expect(missingVarianceNote(short, record, cents(500))).toBe(true);
    expect(missingVarianceNote({ ...balanced, morningShiftCash: '15' }, record, cents(500))).toBe(false);
    expect(missingVarianceNote({ ...short, notes: 'Paid the window cleaner' }, record, cents(500))).toBe(
      false,
    );
  });
});
