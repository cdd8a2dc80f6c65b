import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../business-day.js';
import { type Cents, cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import { expensesReport, salesMinusExpenses } from './expenses-report.js';
import { customRange, previousPeriod, reportRange } from './report-range.js';
import { saleClock } from './sale-clock.js';
import { addSale, emptyFigures, figuresByDay, type ReportSale } from './sales-figures.js';
import { averageTicket, salesReport, UNCATEGORISED } from './sales-report.js';

const ZONE = 'America/New_York';
const LATTE = '00000000-0000-4000-8000-00000000000a';
const SCONE = '00000000-0000-4000-8000-00000000000b';
const MUG = '00000000-0000-4000-8000-00000000000c';
const GONE = '00000000-0000-4000-8000-00000000000d';
const ALEX = '00000000-0000-4000-8000-0000000000a1';
const SAM = '00000000-0000-4000-8000-0000000000a2';

interface Line {
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  discount?: number;
}

/** A sale priced the way the till prices it, at 8.25%. */
function sale(
  soldAt: string,
  lines: Line[],
  paymentMethod: string,
  createdBy: string,
  discount?: number,
  deletedAt: string | null = null,
): ReportSale {
  const items = lines.map((line, index) => ({
    id: `item-${index}`,
    ...line,
    unitPrice: line.unitPrice as Cents,
    discount: line.discount as Cents | undefined,
  }));
  const price = priceSale({
    lines: items,
    saleDiscount: discount as Cents | undefined,
    taxRateMilliPercent: 8250,
  });
  return {
    soldAt,
    items,
    paymentMethod,
    createdBy,
    deletedAt,
    tax: price.tax,
    total: price.total,
    ...(discount === undefined ? {} : { discount: discount as Cents }),
  };
}

// New York is UTC−5 until 8 March 2026, UTC−4 after.
const SALES: ReportSale[] = [
  // A, 2 March 09:15: 2 lattes at 4.50 − 0.50 line discount = 8.50; tax 0.70 (70.125); total 9.20.
  sale(
    '2026-03-02T14:15:00.000Z',
    [{ productId: LATTE, productName: 'Latte', quantity: 2, unitPrice: 450, discount: 50 }],
    'cash',
    ALEX,
  ),
  // B, 2 March 23:30 (04:30 UTC on the 3rd): scone 3.25 + mug 12.00 = 15.25; tax 1.26 (125.8125); 16.51 − 1.00 = 15.51.
  sale(
    '2026-03-03T04:30:00.000Z',
    [
      { productId: SCONE, productName: 'Scone', quantity: 1, unitPrice: 325 },
      { productId: MUG, productName: 'Mug', quantity: 1, unitPrice: 1200 },
    ],
    'credit_card',
    SAM,
    100,
  ),
  // C, 4 March 09:40: 1 latte 4.50; tax 0.37 (37.125); total 4.87. By a user no longer stored.
  sale(
    '2026-03-04T14:40:00.000Z',
    [{ productId: LATTE, productName: 'Latte', quantity: 1, unitPrice: 450 }],
    'mobile_payment',
    'unknown',
  ),
  // D, 4 March 09:05: a product no longer in the catalogue, 2 × 2.00 = 4.00; tax 0.33; total 4.33; 'voucher'.
  sale(
    '2026-03-04T14:05:00.000Z',
    [{ productId: GONE, productName: 'Old cookie', quantity: 2, unitPrice: 200 }],
    'voucher',
    ALEX,
  ),
  // E, deleted: never counted.
  sale(
    '2026-03-04T15:00:00.000Z',
    [{ productId: LATTE, productName: 'Latte', quantity: 9, unitPrice: 450 }],
    'cash',
    ALEX,
    undefined,
    '2026-03-04T16:00:00.000Z',
  ),
];

const CATALOGUE = {
  products: [
    { id: LATTE, category: 'beverages' },
    { id: SCONE, category: 'food' },
    { id: MUG, category: 'merchandise' },
  ],
  users: [
    { id: ALEX, name: 'Alex Admin' },
    { id: SAM, name: 'Sam Staff' },
  ],
};

const RANGE = { first: '2026-03-02', last: '2026-03-04', days: 3 };

describe('salesReport against a hand computation', () => {
  const report = salesReport(figuresByDay(SALES, ZONE), RANGE, CATALOGUE);

  it('sums the summary', () => {
    // gross: 900 + 325 + 1200 + 450 + 400 = 3275; discounts: 50 line + 100 sale = 150; net 3125.
    // tax: 70 + 126 + 37 + 33 = 266; taken: 920 + 1551 + 487 + 433 = 3391 = net + tax.
    expect(report.summary).toEqual({
      count: 4,
      gross: 3275,
      discounts: 150,
      tax: 266,
      net: 3125,
      taken: 3391,
      averageTicket: 848, // 3391 / 4 = 847.75
    });
  });

  it('places each sale on its business day and hour in the store zone', () => {
    expect(report.byDay).toEqual([
      { day: '2026-03-02', count: 2, taken: 2471 }, // A + B (B is 23:30 on the 2nd in New York)
      { day: '2026-03-03', count: 0, taken: 0 },
      { day: '2026-03-04', count: 2, taken: 920 },
    ]);
    const hours = report.byHour.filter((line) => line.count > 0);
    expect(hours).toEqual([
      { hour: 9, count: 3, taken: 920 + 487 + 433 },
      { hour: 23, count: 1, taken: 1551 },
    ]);
    expect(report.byHour).toHaveLength(24);
  });

  it('breaks down by payment method, staff, product and category', () => {
    expect(report.byPayment).toEqual([
      { paymentMethod: 'cash', label: 'Cash', count: 1, taken: 920 },
      { paymentMethod: 'credit_card', label: 'Credit Card', count: 1, taken: 1551 },
      { paymentMethod: 'mobile_payment', label: 'Mobile', count: 1, taken: 487 },
      { paymentMethod: 'voucher', label: 'voucher', count: 1, taken: 433 },
    ]);
    expect(report.byStaff).toEqual([
      { userId: SAM, name: 'Sam Staff', count: 1, taken: 1551 },
      { userId: ALEX, name: 'Alex Admin', count: 2, taken: 1353 },
      { userId: 'unknown', name: 'Unknown', count: 1, taken: 487 },
    ]);
    expect(
      report.byProduct.map((line) => [line.name, line.categoryLabel, line.quantity, line.revenue]),
    ).toEqual([
      ['Latte', 'Beverages', 3, 1300], // 850 + 450
      ['Mug', 'Merchandise', 1, 1200],
      ['Old cookie', 'Uncategorised', 2, 400],
      ['Scone', 'Food', 1, 325],
    ]);
    expect(report.byCategory).toEqual([
      { category: 'beverages', label: 'Beverages', quantity: 3, revenue: 1300 },
      { category: 'food', label: 'Food', quantity: 1, revenue: 325 },
      { category: 'merchandise', label: 'Merchandise', quantity: 1, revenue: 1200 },
      { category: UNCATEGORISED, label: 'Uncategorised', quantity: 2, revenue: 400 },
    ]);
    expect(report.topItems).toEqual(report.byProduct);
    expect(report.saleDiscounts).toBe(100);
  });

  it('names a user it no longer knows by the start of their id', () => {
    const anonymous = salesReport(figuresByDay(SALES, ZONE), RANGE, { ...CATALOGUE, users: [] });
    expect(anonymous.byStaff.map((line) => line.name)).toEqual([
      `Unknown (${SAM.slice(0, 8)})`,
      `Unknown (${ALEX.slice(0, 8)})`,
      'Unknown',
    ]);
  });

  it('counts only the days of the range', () => {
    const one = salesReport(
      figuresByDay(SALES, ZONE),
      { first: '2026-03-04', last: '2026-03-04', days: 1 },
      CATALOGUE,
    );
    expect(one.summary.count).toBe(2);
    expect(one.summary.taken).toBe(920);
    expect(one.byDay).toEqual([{ day: '2026-03-04', count: 2, taken: 920 }]);
  });

  it('is all zeros with no sales', () => {
    const none = salesReport(new Map(), RANGE, CATALOGUE);
    expect(none.summary).toEqual({
      count: 0,
      gross: 0,
      discounts: 0,
      tax: 0,
      net: 0,
      taken: 0,
      averageTicket: 0,
    });
    expect(none.byPayment).toEqual([]);
    expect(none.byDay.map((line) => line.taken)).toEqual([0, 0, 0]);
  });
});

const lineArb = fc.record({
  productId: fc.constantFrom(LATTE, SCONE, MUG, GONE),
  productName: fc.constantFrom('Latte', 'Scone', 'Mug'),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitPrice: fc.integer({ min: 0, max: 5_000 }),
  discountShare: fc.integer({ min: 0, max: 100 }),
});

const saleArb = fc
  .record({
    at: fc.integer({ min: Date.UTC(2026, 2, 1), max: Date.UTC(2026, 2, 31) }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    paymentMethod: fc.constantFrom('cash', 'credit_card', 'debit_card', 'mobile_payment', 'voucher'),
    createdBy: fc.constantFrom(ALEX, SAM, 'unknown'),
    saleDiscountShare: fc.integer({ min: 0, max: 100 }),
    deleted: fc.boolean(),
  })
  .map(({ at, lines, paymentMethod, createdBy, saleDiscountShare, deleted }) => {
    const priced = lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: Math.floor((line.quantity * line.unitPrice * line.discountShare) / 100),
    }));
    const before = priceSale({
      lines: priced.map((line) => ({
        ...line,
        unitPrice: line.unitPrice as Cents,
        discount: line.discount as Cents,
      })),
      taxRateMilliPercent: 8250,
    });
    const discount = Math.floor(((before.subtotal + before.tax) * saleDiscountShare) / 100);
    return sale(
      new Date(at).toISOString(),
      priced,
      paymentMethod,
      createdBy,
      discount,
      deleted ? new Date(at).toISOString() : null,
    );
  });

describe('every breakdown reconciles', () => {
  it('Σ by day = Σ by payment = Σ by staff = Σ by hour = taken; Σ product revenue − sale discounts = net', () => {
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 40 }), (sales) => {
        const range = { first: '2026-02-28', last: '2026-03-31', days: 32 };
        const report = salesReport(figuresByDay(sales, ZONE), range, CATALOGUE);
        const live = sales.filter((one) => one.deletedAt === null);
        const taken = live.reduce((sum, one) => sum + one.total, 0);
        const tax = live.reduce((sum, one) => sum + one.tax, 0);
        const sum = <T>(lines: T[], of: (line: T) => number) =>
          lines.reduce((total, line) => total + of(line), 0);
        expect(report.summary.taken).toBe(taken);
        expect(report.summary.count).toBe(live.length);
        expect(report.summary.net).toBe(taken - tax);
        expect(report.summary.net + report.summary.tax).toBe(report.summary.taken);
        for (const lines of [report.byDay, report.byPayment, report.byStaff, report.byHour]) {
          expect(sum<{ taken: number }>(lines, (line) => line.taken)).toBe(taken);
          expect(sum<{ count: number }>(lines, (line) => line.count)).toBe(live.length);
        }
        expect(sum(report.byProduct, (line) => line.revenue) - report.saleDiscounts).toBe(report.summary.net);
        expect(sum(report.byCategory, (line) => line.revenue)).toBe(
          sum(report.byProduct, (line) => line.revenue),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('taking a sale away again leaves the figures as they were', () => {
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 10 }), saleArb, (sales, extra) => {
        const live = { ...extra, deletedAt: null };
        const figures = emptyFigures();
        for (const one of sales) addSale(figures, one, 9);
        const before = structuredClone(figures);
        addSale(figures, live, 9);
        addSale(figures, live, 9, -1);
        expect(figures.count).toBe(before.count);
        expect(figures.taken).toBe(before.taken);
        expect([...figures.byPayment]).toEqual([...before.byPayment]);
        expect([...figures.byStaff]).toEqual([...before.byStaff]);
        expect([...figures.byHour]).toEqual([...before.byHour]);
        expect([...figures.byProduct].map(([id, line]) => [id, line.quantity, line.revenue])).toEqual(
          [...before.byProduct].map(([id, line]) => [id, line.quantity, line.revenue]),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('saleClock', () => {
  it('gives the business day and hour in the store zone, across a DST change', () => {
    const clock = saleClock(ZONE);
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT. 06:59 UTC is 01:59 EST; 07:00 UTC is 03:00 EDT.
    expect(clock('2026-03-08T06:59:00.000Z')).toEqual({ day: '2026-03-08', hour: 1 });
    expect(clock('2026-03-08T07:00:00.000Z')).toEqual({ day: '2026-03-08', hour: 3 });
    // 1 November 2026: 01:00–02:00 happens twice; both are hour 1.
    expect(clock('2026-11-01T05:30:00.000Z')).toEqual({ day: '2026-11-01', hour: 1 });
    expect(clock('2026-11-01T06:30:00.000Z')).toEqual({ day: '2026-11-01', hour: 1 });
    expect(clock('2026-11-01T04:59:59.999Z')).toEqual({ day: '2026-11-01', hour: 0 });
  });

  it('agrees with businessDay and a fresh formatter for any instant and zone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), { maxLength: 30 }),
        fc.constantFrom('America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC', 'Africa/Harare'),
        (instants, zone) => {
          const clock = saleClock(zone);
          const hourOf = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hour: '2-digit',
            hourCycle: 'h23',
          });
          for (const ms of [...instants, ...instants.map((one) => one + 60_000)]) {
            expect(clock(ms)).toEqual({ day: businessDay(ms, zone), hour: Number(hourOf.format(ms)) % 24 });
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('averageTicket', () => {
  it('rounds half up and is 0 without sales', () => {
    expect(averageTicket(cents(0), 0)).toBe(0);
    expect(averageTicket(cents(1001), 2)).toBe(501); // 500.5
    expect(averageTicket(cents(1000), 3)).toBe(333); // 333.33
    expect(averageTicket(cents(2000), 3)).toBe(667); // 666.67
  });
});

describe('expensesReport', () => {
  const expense = (amount: number, category: string, date: string, deletedAt: string | null = null) => ({
    amount: amount as Cents,
    category,
    date,
    deletedAt,
  });
  it('sums live expenses of the range by category, in the usual order', () => {
    const report = expensesReport(
      [
        expense(1500, 'utilities', '2026-03-02'),
        expense(4750, 'inventory', '2026-03-04'),
        expense(250, 'inventory', '2026-03-03'),
        expense(9999, 'inventory', '2026-03-03', '2026-03-05T00:00:00.000Z'),
        expense(800, 'rent', '2026-03-05'), // after the range
        expense(100, 'inventory', '2026-03-01'), // before it
      ],
      RANGE,
    );
    expect(report).toEqual({
      count: 3,
      total: 6500,
      byCategory: [
        { category: 'inventory', label: 'Inventory', count: 2, amount: 5000 },
        { category: 'utilities', label: 'Utilities', count: 1, amount: 1500 },
      ],
    });
    expect(salesMinusExpenses(cents(3391), report.total)).toBe(-3109);
  });
});

describe('report ranges', () => {
  // Wednesday 18 March 2026.
  const today = '2026-03-18';
  it('covers the named periods, weeks starting on Monday', () => {
    expect(reportRange('today', today)).toEqual({ first: today, last: today, days: 1 });
    expect(reportRange('yesterday', today)).toEqual({ first: '2026-03-17', last: '2026-03-17', days: 1 });
    expect(reportRange('thisWeek', today)).toEqual({ first: '2026-03-16', last: today, days: 3 });
    expect(reportRange('lastWeek', today)).toEqual({ first: '2026-03-09', last: '2026-03-15', days: 7 });
    expect(reportRange('thisMonth', today)).toEqual({ first: '2026-03-01', last: today, days: 18 });
    expect(reportRange('lastMonth', today)).toEqual({ first: '2026-02-01', last: '2026-02-28', days: 28 });
  });

  it('knows a Monday and a Sunday, and January looks back to December', () => {
    expect(reportRange('thisWeek', '2026-03-16')).toEqual({
      first: '2026-03-16',
      last: '2026-03-16',
      days: 1,
    });
    expect(reportRange('thisWeek', '2026-03-22')).toEqual({
      first: '2026-03-16',
      last: '2026-03-22',
      days: 7,
    });
    expect(reportRange('lastMonth', '2026-01-10')).toEqual({
      first: '2025-12-01',
      last: '2025-12-31',
      days: 31,
    });
    expect(reportRange('lastMonth', '2028-03-31')).toEqual({
      first: '2028-02-01',
      last: '2028-02-29',
      days: 29,
    });
  });

  it('compares with the period of equal length just before', () => {
    expect(previousPeriod({ first: today, last: today, days: 1 })).toEqual({
      first: '2026-03-17',
      last: '2026-03-17',
      days: 1,
    });
    expect(previousPeriod(reportRange('lastMonth', today))).toEqual({
      first: '2026-01-04',
      last: '2026-01-31',
      days: 28,
    });
  });

  it('checks a custom range', () => {
    expect(customRange('2026-03-01', '2026-03-10')).toEqual({
      ok: true,
      range: { first: '2026-03-01', last: '2026-03-10', days: 10 },
    });
    expect(customRange('', '2026-03-10')).toEqual({ ok: false, message: 'Choose a start date' });
    expect(customRange('2026-02-30', '2026-03-10')).toEqual({ ok: false, message: 'Choose a start date' });
    expect(customRange('2026-03-01', '')).toEqual({ ok: false, message: 'Choose an end date' });
    expect(customRange('2026-03-10', '2026-03-01')).toEqual({
      ok: false,
      message: 'The end date must be on or after the start date',
    });
    expect(customRange('2024-01-01', '2026-01-01')).toEqual({
      ok: false,
      message: 'A report can span at most 731 days',
    });
  });
});
