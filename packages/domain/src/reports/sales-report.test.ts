import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { figuresByDay } from './sales-figures.js';
import { averageTicket, salesReport, UNCATEGORISED } from './sales-report.js';
import { ALEX, CATALOGUE, RANGE, SALES, SAM, ZONE } from './sample-sales-test-kit.js';

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
      tips: 0,
    });
  });

  it('places each sale on its business day and hour in the store zone', () => {
    expect(report.byDay).toEqual([
      { day: '2026-03-02', count: 2, taken: 2471, tips: 0 }, // A + B (B is 23:30 on the 2nd in New York)
      { day: '2026-03-03', count: 0, taken: 0, tips: 0 },
      { day: '2026-03-04', count: 2, taken: 920, tips: 0 },
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
      { paymentMethod: 'cash', label: 'Cash', count: 1, taken: 920, tips: 0 },
      { paymentMethod: 'credit_card', label: 'Credit Card', count: 1, taken: 1551, tips: 0 },
      { paymentMethod: 'mobile_payment', label: 'Mobile', count: 1, taken: 487, tips: 0 },
      { paymentMethod: 'voucher', label: 'voucher', count: 1, taken: 433, tips: 0 },
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
    expect(one.byDay).toEqual([{ day: '2026-03-04', count: 2, taken: 920, tips: 0 }]);
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
      tips: 0,
    });
    expect(none.byPayment).toEqual([]);
    expect(none.byDay.map((line) => line.taken)).toEqual([0, 0, 0]);
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
