import { describe, expect, it } from 'vitest';
import { readCsv, toCsv } from '../csv/csv-table.js';
import type { Sale } from '../entities/sale.js';
import { cents } from '../money.js';
import { expensesReport } from './expenses-report.js';
import {
  changeText,
  hourLabel,
  reportSectionTable,
  SALE_LINES_HEADER,
  saleLineRows,
  timeOfDayFinder,
} from './report-csv.js';
import { salesReport } from './sales-report.js';

describe('report CSV', () => {
  it('writes a negative amount as a number, and still guards a formula', () => {
    const csv = toCsv(
      ['Figure', 'Value'],
      [
        ['Sales minus expenses', '-937.18'],
        ['Note', '-2+3+cmd'],
      ],
    );
    expect(csv).toBe("\ufeffFigure,Value\r\nSales minus expenses,-937.18\r\nNote,'-2+3+cmd\r\n");
    expect(readCsv(csv).map((line) => line.cells)).toEqual([
      ['Figure', 'Value'],
      ['Sales minus expenses', '-937.18'],
      ['Note', '-2+3+cmd'],
    ]);
  });

  it('puts the previous period and the change beside each summary figure', () => {
    const range = { first: '2026-03-02', last: '2026-03-02', days: 1 };
    const empty = salesReport(new Map(), range, { products: [], users: [] });
    const table = reportSectionTable('summary', {
      current: empty,
      previous: empty,
      expenses: { count: 1, total: cents(2500), byCategory: [] },
      previousExpenses: expensesReport([], range),
    });
    expect(table.header).toEqual(['Figure', 'This period', 'Previous period', 'Change']);
    expect(table.rows.at(-2)).toEqual(['Expenses', '25.00', '0.00', '']);
    expect(table.rows.at(-1)).toEqual(['Sales minus expenses', '-25.00', '0.00', '']);
  });

  it('names changes and hours', () => {
    expect(changeText(150, 100)).toBe('+50.0%');
    expect(changeText(50, 100)).toBe('-50.0%');
    expect(changeText(50, 0)).toBe('');
    expect(hourLabel(9)).toBe('09:00–10:00');
    expect(hourLabel(23)).toBe('23:00–00:00');
  });

  it("tells the time of day in the store's zone, across a DST change and a 45-minute offset", () => {
    const newYork = timeOfDayFinder('America/New_York');
    expect(newYork('2026-03-08T06:59:30.000Z')).toBe('01:59');
    expect(newYork('2026-03-08T07:00:00.000Z')).toBe('03:00');
    expect(newYork('2026-07-01T13:07:59.000Z')).toBe('09:07');
    const kathmandu = timeOfDayFinder('Asia/Kathmandu'); // UTC+05:45
    expect(kathmandu('2026-07-01T00:20:00.000Z')).toBe('06:05');
    expect(kathmandu('2026-07-01T18:14:00.000Z')).toBe('23:59');
    expect(kathmandu('2026-07-01T18:15:00.000Z')).toBe('00:00');
  });

  it('writes each sale line with the options it was sold with, blank for a line without', () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const option = (n: number, name: string, priceDelta: number, quantity = 1) => ({
      groupId: id(90 + n),
      groupName: 'Group',
      optionId: id(n),
      name,
      priceDelta,
      quantity,
    });
    const sale = {
      id: id(1),
      storeId: id(2),
      createdAt: '2026-03-10T09:00:00.000Z',
      updatedAt: '2026-03-10T09:00:00.000Z',
      version: 1,
      deletedAt: null,
      items: [
        {
          id: id(3),
          productId: id(4),
          productName: 'Latte',
          quantity: 1,
          basePrice: cents(450),
          unitPrice: cents(740),
          options: [option(5, 'Large', 70), option(6, 'Oat', 60), option(7, 'Extra shot', 80, 2)],
        },
        { id: id(8), productId: id(9), productName: 'Croissant', quantity: 1, unitPrice: cents(325) },
      ],
      subtotal: cents(1065),
      tax: cents(88),
      total: cents(1153),
      paymentMethod: 'cash',
      paymentStatus: 'completed',
      createdBy: 'unknown',
      soldAt: '2026-03-10T09:00:00.000Z',
    } satisfies Sale;
    const rows = saleLineRows([sale], {
      clock: () => ({ day: '2026-03-10', hour: 9 }),
      timeOf: () => '09:00',
      categories: new Map(),
      names: new Map(),
    });
    const options = SALE_LINES_HEADER.indexOf('Options');
    expect(rows.map((row) => [row[3], row[6], row[options]])).toEqual([
      ['Latte', '7.40', 'Large · Oat · Extra shot ×2'],
      ['Croissant', '3.25', ''],
    ]);
  });
});
