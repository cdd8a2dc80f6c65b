import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  reconcileCashup,
  type TillExpense,
  varianceNeedsNote,
  varianceNoteMessage,
} from './cashup-reconciliation.js';
import type { DailyTotal } from './dashboard.js';
import { CASHUP_AMOUNT_FIELDS, type CashupAmountField } from './entities/cashup.js';
import { type Cents, cents } from './money.js';
import { DEFAULT_CASHUP_VARIANCE_THRESHOLD } from './store-settings.js';

const DAY = '2026-03-29';
const zero = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, cents(0)])) as Record<
  CashupAmountField,
  Cents
>;

function total(day: string, paymentMethod: string, amount: number): DailyTotal {
  return { day, paymentMethod, count: 1, total: cents(amount) };
}

function expense(amount: number, overrides: Partial<TillExpense> = {}): TillExpense {
  return { date: DAY, amount: cents(amount), paidFromTill: true, deletedAt: null, ...overrides };
}

describe('reconcileCashup', () => {
  it('groups the day’s sales by method and the till’s expenses, against the matching counted fields', () => {
    const lines = reconcileCashup({
      day: DAY,
      dailyTotals: [
        total(DAY, 'cash', 10_000),
        total(DAY, 'credit_card', 4_000),
        total(DAY, 'debit_card', 1_000),
        total(DAY, 'mobile_payment', 2_500),
        // Another day's sales never count.
        total('2026-03-28', 'cash', 99_999),
      ],
      expenses: [
        expense(700),
        expense(300),
        expense(5_000, { paidFromTill: false }),
        expense(800, { deletedAt: '2026-03-29T12:00:00.000Z' }),
        expense(900, { date: '2026-03-30' }),
      ],
      counted: {
        ...zero,
        morningShiftCash: cents(6_000),
        afternoonShiftCash: cents(3_000),
        onTheGoSalesCash: cents(500),
        fcaCreditCardTransactions: cents(3_000),
        zigCreditCardTransactions: cents(2_000),
        ecoCashMobilePayments: cents(2_600),
        expenses: cents(1_000),
        // Not part of any group: ZIG cash, bank transfers and the rest are not recorded by the tills.
        zigCashPayments: cents(12_345),
        gaapCashTotal: cents(54_321),
      },
    });
    expect(lines).toEqual([
      { group: 'cash', recorded: 10_000, counted: 9_500, variance: -500, direction: 'short' },
      { group: 'cards', recorded: 5_000, counted: 5_000, variance: 0, direction: 'balanced' },
      { group: 'mobile', recorded: 2_500, counted: 2_600, variance: 100, direction: 'over' },
      { group: 'tillExpenses', recorded: 1_000, counted: 1_000, variance: 0, direction: 'balanced' },
    ]);
  });

  it('records nothing for a day without sales or expenses', () => {
    const lines = reconcileCashup({ day: DAY, dailyTotals: [], expenses: [], counted: zero });
    expect(lines.map((line) => [line.recorded, line.variance, line.direction])).toEqual([
      [0, 0, 'balanced'],
      [0, 0, 'balanced'],
      [0, 0, 'balanced'],
      [0, 0, 'balanced'],
    ]);
  });
});

describe('reconcileCashup arithmetic', () => {
  const amount = fc.integer({ min: 0, max: 5_000_000 });
  const countedArb = fc.record(
    Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, amount])) as Record<
      CashupAmountField,
      typeof amount
    >,
  );
  const methods = ['cash', 'credit_card', 'debit_card', 'mobile_payment', 'voucher'] as const;

  it('each variance is counted minus recorded, its sign gives the direction, and nothing else moves it', () => {
    fc.assert(
      fc.property(
        countedArb,
        fc.array(fc.tuple(fc.constantFrom(...methods), amount), { maxLength: 8 }),
        fc.array(fc.tuple(amount, fc.boolean()), { maxLength: 5 }),
        (typed, sales, spent) => {
          const counted = typed as unknown as Record<CashupAmountField, Cents>;
          const dailyTotals = sales.map(([method, value]) => total(DAY, method, value));
          const expenses = spent.map(([value, fromTill]) => expense(value, { paidFromTill: fromTill }));
          const lines = reconcileCashup({ day: DAY, dailyTotals, expenses, counted });
          const sold = (wanted: readonly string[]) =>
            sales.filter(([method]) => wanted.includes(method)).reduce((sum, [, value]) => sum + value, 0);
          const recorded = {
            cash: sold(['cash']),
            cards: sold(['credit_card', 'debit_card']),
            mobile: sold(['mobile_payment']),
            tillExpenses: spent.filter(([, fromTill]) => fromTill).reduce((sum, [value]) => sum + value, 0),
          };
          const countedBy = {
            cash: counted.morningShiftCash + counted.afternoonShiftCash + counted.onTheGoSalesCash,
            cards: counted.fcaCreditCardTransactions + counted.zigCreditCardTransactions,
            mobile: counted.ecoCashMobilePayments,
            tillExpenses: counted.expenses,
          };
          for (const line of lines) {
            expect(line.recorded).toBe(recorded[line.group]);
            expect(line.counted).toBe(countedBy[line.group]);
            expect(line.variance).toBe(line.counted - line.recorded);
            expect(line.direction).toBe(
              line.variance > 0 ? 'over' : line.variance < 0 ? 'short' : 'balanced',
            );
          }
          // The fields no till records (ZIG cash, bank transfers, loyalty, extras, GAAP cash) change no line.
          const others = {
            ...counted,
            zigCashPayments: cents(counted.zigCashPayments + 1),
            bankTransfers: cents(counted.bankTransfers + 1),
            loyaltyCardTransactions: cents(counted.loyaltyCardTransactions + 1),
            extras: cents(counted.extras + 1),
            gaapCashTotal: cents(counted.gaapCashTotal + 1),
          };
          expect(reconcileCashup({ day: DAY, dailyTotals, expenses, counted: others })).toEqual(lines);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a method no group records (a voucher) shows in no line', () => {
    const lines = reconcileCashup({
      day: DAY,
      dailyTotals: [total(DAY, 'voucher', 2_000), total(DAY, 'cash', 100)],
      expenses: [],
      counted: { ...zero, morningShiftCash: cents(100) },
    });
    expect(lines.map((line) => line.recorded)).toEqual([100, 0, 0, 0]);
    expect(lines.every((line) => line.direction === 'balanced')).toBe(true);
  });
});

describe('varianceNeedsNote', () => {
  const lineWith = (variance: number) =>
    reconcileCashup({
      day: DAY,
      dailyTotals: [total(DAY, 'cash', 1_000)],
      expenses: [],
      counted: { ...zero, morningShiftCash: cents(1_000 + variance) },
    });

  it('asks for a note only above the threshold, whether over or short', () => {
    expect(DEFAULT_CASHUP_VARIANCE_THRESHOLD).toBe(500);
    expect(varianceNeedsNote(lineWith(500), cents(DEFAULT_CASHUP_VARIANCE_THRESHOLD))).toBe(false);
    expect(varianceNeedsNote(lineWith(-500), cents(DEFAULT_CASHUP_VARIANCE_THRESHOLD))).toBe(false);
    expect(varianceNeedsNote(lineWith(501), cents(DEFAULT_CASHUP_VARIANCE_THRESHOLD))).toBe(true);
    expect(varianceNeedsNote(lineWith(-501), cents(DEFAULT_CASHUP_VARIANCE_THRESHOLD))).toBe(true);
    expect(varianceNeedsNote(lineWith(1), cents(0))).toBe(true);
  });
});

describe('varianceNoteMessage', () => {
  it('names the threshold in money', () => {
    expect(varianceNoteMessage(cents(500))).toBe(
      'A variance over $5.00 needs a note explaining it before you submit',
    );
  });
});
