import { describe, expect, it } from 'vitest';
import { type ZReportExpense, type ZReportSale, zReport } from './cashup-z-report.js';
import { CASHUP_AMOUNT_FIELDS, type Cashup, type CashupAmountField } from './entities/cashup.js';
import { type Cents, cents } from './money.js';
import { figuresByDay } from './reports/sales-figures.js';

// Europe/London in June is UTC+1: the business day 2026-06-10 runs from 2026-06-09T23:00Z to 2026-06-10T23:00Z.
const ZONE = 'Europe/London';
const DAY = '2026-06-10';
const ALEX = '00000000-0000-4000-8000-0000000000a1';
const SAM = '00000000-0000-4000-8000-0000000000a2';
const LATTE = {
  productId: '00000000-0000-4000-8000-00000000000a',
  productName: 'Latte',
  unitPrice: cents(450),
};
const SCONE = {
  productId: '00000000-0000-4000-8000-00000000000b',
  productName: 'Scone',
  unitPrice: cents(300),
};
const MUG = { productId: '00000000-0000-4000-8000-00000000000c', productName: 'Mug', unitPrice: cents(1200) };

type Item = typeof LATTE & { quantity: number; discount?: Cents };

/** A sale whose tax and total are written out by hand (8.25%, half up), not computed by the code under test. */
function sale(
  soldAt: string,
  paymentMethod: string,
  items: Item[],
  tax: number,
  total: number,
  extra: Partial<ZReportSale> = {},
): ZReportSale {
  return {
    soldAt,
    createdAt: soldAt,
    paymentMethod,
    createdBy: ALEX,
    deletedAt: null,
    items: items.map((item, index) => ({ id: `line-${index}`, ...item })),
    tax: cents(tax),
    total: cents(total),
    ...extra,
  };
}

const SALES: ZReportSale[] = [
  // 00:30 local: on the day although the UTC date is the 9th. 2 × 4.50 = 9.00, tax 0.7425 → 0.74.
  sale('2026-06-09T23:30:00.000Z', 'cash', [{ ...LATTE, quantity: 2 }], 74, 974),
  // Scone 3.00 − 0.50 line discount, mug 12.00: subtotal 14.50, tax 1.19625 → 1.20, sale discount 1.00.
  sale(
    '2026-06-10T12:00:00.000Z',
    'credit_card',
    [
      { ...SCONE, quantity: 1, discount: cents(50) },
      { ...MUG, quantity: 1 },
    ],
    120,
    1470,
    { discount: cents(100) },
  ),
  // 2 × 3.00 = 6.00, tax 0.495 → 0.50 (half up).
  sale('2026-06-10T15:00:00.000Z', 'debit_card', [{ ...SCONE, quantity: 2 }], 50, 650),
  // 23:30 local, received the next morning (a till that was offline): after the approval below.
  sale('2026-06-10T22:30:00.000Z', 'mobile_payment', [{ ...LATTE, quantity: 1 }], 37, 487, {
    createdAt: '2026-06-11T08:00:00.000Z',
  }),
  // 00:30 local on the 11th: the next day's.
  sale('2026-06-10T23:30:00.000Z', 'cash', [{ ...LATTE, quantity: 1 }], 37, 487),
  // Deleted: counts nowhere.
  sale('2026-06-10T13:00:00.000Z', 'cash', [{ ...MUG, quantity: 1 }], 99, 1299, {
    deletedAt: '2026-06-10T13:05:00.000Z',
  }),
];

function expense(amount: number, paidFromTill: boolean, extra: Partial<ZReportExpense> = {}): ZReportExpense {
  return { amount: cents(amount), category: 'supplies', date: DAY, deletedAt: null, paidFromTill, ...extra };
}

const EXPENSES = [
  expense(300, true),
  expense(5000, false),
  expense(800, true, { deletedAt: '2026-06-10T10:00:00.000Z' }),
  expense(900, true, { date: '2026-06-11' }),
];

const zero = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, cents(0)])) as Record<
  CashupAmountField,
  Cents
>;

function report(id: string, createdAt: string, overrides: Partial<Cashup> = {}): Cashup {
  return {
    id,
    storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    createdAt,
    updatedAt: createdAt,
    version: 1,
    deletedAt: null,
    date: DAY,
    ...zero,
    morningShiftCash: cents(900),
    onTheGoSalesCash: cents(60),
    fcaCreditCardTransactions: cents(2000),
    zigCreditCardTransactions: cents(120),
    ecoCashMobilePayments: cents(500),
    expenses: cents(300),
    gaapCashTotal: cents(960),
    dailyGrandTotal: cents(3280),
    notes: 'Short 14c: a coin under the till',
    createdBy: ALEX,
    status: 'submitted',
    approvedBy: null,
    approvedAt: null,
    ...overrides,
  };
}

const catalogue = {
  products: [
    { id: LATTE.productId, category: 'beverages' },
    { id: SCONE.productId, category: 'food' },
    { id: MUG.productId, category: 'merchandise' },
  ],
  users: [
    { id: ALEX, name: 'Alex Manager' },
    { id: SAM, name: 'Sam Admin' },
  ],
};

describe('zReport', () => {
  const approved = report('kept', '2026-06-10T22:00:00.000Z', {
    status: 'approved',
    approvedBy: SAM,
    approvedAt: '2026-06-10T22:10:00.000Z',
    updatedAt: '2026-06-10T22:20:00.000Z',
  });
  const second = report('second', '2026-06-10T22:05:00.000Z');
  const z = zReport({
    day: DAY,
    timeZone: ZONE,
    sales: SALES,
    expenses: EXPENSES,
    reports: [second, approved],
    catalogue,
  });

  it('sums the day’s sales by the till’s time in the store’s zone, as worked out by hand', () => {
    expect(z.summary).toEqual({
      count: 4,
      gross: 900 + 300 + 1200 + 600 + 450,
      discounts: 50 + 100,
      tax: 74 + 120 + 50 + 37,
      net: 3450 - 150,
      taken: 974 + 1470 + 650 + 487,
      // 3581 / 4 = 895.25
      averageTicket: 895,
      tips: 0,
    });
    expect(z.byPayment.map((line) => [line.label, line.count, line.taken])).toEqual([
      ['Cash', 1, 974],
      ['Credit Card', 1, 1470],
      ['Debit Card', 1, 650],
      ['Mobile', 1, 487],
    ]);
  });

  it('gives sales by category and the top items by revenue', () => {
    expect(z.byCategory.map((line) => [line.label, line.quantity, line.revenue])).toEqual([
      ['Beverages', 3, 900 + 450],
      ['Food', 3, 250 + 600],
      ['Merchandise', 1, 1200],
    ]);
    expect(z.topItems.map((line) => [line.name, line.quantity, line.revenue])).toEqual([
      ['Latte', 3, 1350],
      ['Mug', 1, 1200],
      ['Scone', 3, 850],
    ]);
  });

  it('counts the day’s live expenses, and those paid from the till apart', () => {
    expect(z.expenses).toEqual({ count: 2, total: 5300, tillCount: 1, tillTotal: 300 });
  });

  it('reports the kept cash-up: who submitted and approved, and the count against the record', () => {
    expect(z.otherReports).toBe(1);
    const cashup = z.cashup;
    expect(cashup).toMatchObject({
      id: 'kept',
      status: 'approved',
      submittedBy: 'Alex Manager',
      approvedBy: 'Sam Admin',
      approvedAt: '2026-06-10T22:10:00.000Z',
      dailyGrandTotal: 3280,
      notes: 'Short 14c: a coin under the till',
    });
    expect(
      cashup?.reconciliation.map((line) => [line.group, line.recorded, line.counted, line.variance]),
    ).toEqual([
      ['cash', 974, 960, -14],
      ['cards', 1470 + 650, 2120, 0],
      ['mobile', 487, 500, 13],
      ['tillExpenses', 300, 300, 0],
    ]);
    // Sold on the day, received after the approval: the 23:30 mobile sale alone.
    expect(cashup?.lateAdjustment).toEqual({ approvedAt: '2026-06-10T22:10:00.000Z', count: 1, total: 487 });
  });

  it('a submitted report has no approver and no late adjustment', () => {
    const only = zReport({
      day: DAY,
      timeZone: ZONE,
      sales: SALES,
      expenses: [],
      reports: [second],
      catalogue,
    });
    expect(only.cashup).toMatchObject({ status: 'submitted', approvedBy: null, approvedAt: null });
    expect(only.cashup?.lateAdjustment).toBeUndefined();
    expect(only.otherReports).toBe(0);
  });

  it('a report approved before approvers were kept stands on its last change, approver unknown', () => {
    const { approvedBy: _by, approvedAt: _at, ...legacy } = approved;
    const old = zReport({
      day: DAY,
      timeZone: ZONE,
      sales: SALES,
      expenses: [],
      reports: [legacy as Cashup],
      catalogue,
    });
    expect(old.cashup).toMatchObject({ approvedBy: null, approvedAt: '2026-06-10T22:20:00.000Z' });
    expect(old.cashup?.lateAdjustment?.count).toBe(1);
  });

  it('a day without sales, expenses or a report is all zero, with no cash-up', () => {
    const empty = zReport({
      day: '2026-06-12',
      timeZone: ZONE,
      sales: SALES,
      expenses: EXPENSES,
      reports: [approved],
      catalogue,
    });
    expect(empty.summary).toEqual({
      count: 0,
      gross: 0,
      discounts: 0,
      tax: 0,
      net: 0,
      taken: 0,
      averageTicket: 0,
      tips: 0,
    });
    expect([empty.byPayment, empty.byCategory, empty.topItems]).toEqual([[], [], []]);
    expect(empty.expenses).toEqual({ count: 0, total: 0, tillCount: 0, tillTotal: 0 });
    expect(empty.cashup).toBeUndefined();
    expect(empty.otherReports).toBe(0);
  });

  it('on the 25-hour fall-back day counts a sale at 00:30 and at 23:30 local, and not 00:30 the next day', () => {
    const latte = (soldAt: string) => sale(soldAt, 'cash', [{ ...LATTE, quantity: 1 }], 37, 487);
    const fallBack = zReport({
      day: '2026-10-25',
      timeZone: ZONE,
      sales: [
        latte('2026-10-24T23:30:00.000Z'), // 00:30 BST on the 25th
        latte('2026-10-25T23:30:00.000Z'), // 23:30 GMT on the 25th
        latte('2026-10-26T00:30:00.000Z'), // 00:30 GMT on the 26th
        latte('2026-10-24T22:30:00.000Z'), // 23:30 BST on the 24th
      ],
      expenses: [],
      reports: [],
      catalogue,
    });
    expect([fallBack.summary.count, fallBack.summary.taken]).toEqual([2, 974]);
  });

  it('reads the same from the day’s kept figures and only the sales received after the approval', () => {
    const figures = figuresByDay(SALES, ZONE).get(DAY);
    // Received after the approval: the day's 23:30 sale, and the next day's (which the report leaves out).
    const late = SALES.filter((row) => row.createdAt > (approved.approvedAt ?? ''));
    expect(late).toHaveLength(2);
    const fromKept = zReport({
      day: DAY,
      timeZone: ZONE,
      figures,
      sales: late,
      expenses: EXPENSES,
      reports: [second, approved],
      catalogue,
    });
    expect(fromKept).toEqual(z);
  });
});
