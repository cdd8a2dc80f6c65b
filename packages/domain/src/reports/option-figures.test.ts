import { describe, expect, it } from 'vitest';
import { unitPriceWithOptions } from '../entities/modifier-group-rules.js';
import { reportSectionTable } from './report-csv.js';
import { addSale, emptyFigures, figuresByDay, mergeFigures, type ReportSale } from './sales-figures.js';
import { salesReport } from './sales-report.js';
import { ALEX, CATALOGUE, LATTE, sale, ZONE } from './sample-sales-test-kit.js';

const SIZE = '00000000-0000-4000-8000-0000000000b1';
const MILK = '00000000-0000-4000-8000-0000000000b2';
const EXTRAS = '00000000-0000-4000-8000-0000000000b3';
const LARGE = '00000000-0000-4000-8000-0000000000c1';
const OAT = '00000000-0000-4000-8000-0000000000c2';
const SHOT = '00000000-0000-4000-8000-0000000000c3';

const large = {
  groupId: SIZE,
  groupName: 'Size',
  optionId: LARGE,
  name: 'Large',
  priceDelta: 80,
  quantity: 1,
};
const oat = { groupId: MILK, groupName: 'Milk', optionId: OAT, name: 'Oat', priceDelta: 60, quantity: 1 };
const shots = (quantity: number) => ({
  groupId: EXTRAS,
  groupName: 'Extras',
  optionId: SHOT,
  name: 'Extra shot',
  priceDelta: 75,
  quantity,
});

/** A latte line with options, priced as the till prices it (base 4.50 + the options). */
function latteSale(
  soldAt: string,
  quantity: number,
  options: ReportSale['items'][number]['options'],
): ReportSale {
  const chosen = options ?? [];
  const unitPrice = unitPriceWithOptions(450, chosen);
  const made = sale(soldAt, [{ productId: LATTE, productName: 'Latte', quantity, unitPrice }], 'cash', ALEX);
  return {
    ...made,
    items: made.items.map((item) => ({ ...item, basePrice: 450 as never, options: chosen })),
  };
}

const RANGE = { first: '2026-03-02', last: '2026-03-02', days: 1 };

describe('sales by option', () => {
  // Two large oat lattes with two extra shots each, one large plain latte, one latte without options.
  const sales = [
    latteSale('2026-03-02T14:00:00.000Z', 2, [large, oat, shots(2)]),
    latteSale('2026-03-02T15:00:00.000Z', 1, [large]),
    sale(
      '2026-03-02T16:00:00.000Z',
      [{ productId: LATTE, productName: 'Latte', quantity: 1, unitPrice: 450 }],
      'cash',
      ALEX,
    ),
  ];
  const report = salesReport(figuresByDay(sales, ZONE), RANGE, CATALOGUE);

  it('counts each option times chosen × line quantity, with what it added', () => {
    expect(
      report.byOption.map(({ groupName, name, count, amount, soldOut }) => [
        groupName,
        name,
        count,
        amount,
        soldOut,
      ]),
    ).toEqual([
      ['Extras', 'Extra shot', 4, 300, 0],
      ['Milk', 'Oat', 2, 120, 0],
      ['Size', 'Large', 3, 240, 0],
    ]);
    expect(report.soldOutSales).toBe(0);
  });

  it('keeps the names and prices a sale was made with, however the menu changed since', () => {
    const renamed = { ...oat, name: 'Oat (barista)', priceDelta: 70 };
    const later = latteSale('2026-03-02T17:00:00.000Z', 1, [renamed]);
    const both = salesReport(figuresByDay([sales[0] as ReportSale, later], ZONE), RANGE, CATALOGUE);
    const oatLine = both.byOption.find((line) => line.groupName === 'Milk');
    // One option, its newest name; the amount is each sale's own price: 2 × 60 + 70.
    expect(oatLine).toMatchObject({ name: 'Oat (barista)', count: 3, amount: 190 });
  });

  it('counts what was chosen while sold out, and the sales the server flagged', () => {
    const flagged = { ...latteSale('2026-03-02T18:00:00.000Z', 3, [oat]), soldOutOptionIds: [OAT] };
    const flaggedReport = salesReport(figuresByDay([...sales, flagged], ZONE), RANGE, CATALOGUE);
    expect(flaggedReport.soldOutSales).toBe(1);
    expect(flaggedReport.byOption.find((line) => line.name === 'Oat')).toMatchObject({
      count: 5,
      soldOut: 3,
    });
  });

  it('takes a sale away again exactly (sign −1), so a day goes back to nothing', () => {
    const figures = emptyFigures();
    const flagged = { ...latteSale('2026-03-02T18:00:00.000Z', 1, [oat, shots(3)]), soldOutOptionIds: [OAT] };
    addSale(figures, flagged, 13);
    addSale(figures, flagged, 13, -1);
    expect(figures.byOption.size).toBe(0);
    expect(figures.soldOutSales).toBe(0);
  });

  it('adds days into a range as it adds sales', () => {
    const days = figuresByDay(sales, ZONE);
    const merged = emptyFigures();
    for (const day of days.values()) mergeFigures(merged, day);
    mergeFigures(merged, figuresByDay(sales, ZONE).values().next().value ?? emptyFigures());
    expect(merged.byOption.get(`${EXTRAS}/${SHOT}`)).toMatchObject({ count: 8, amount: 600 });
  });

  it('exports as CSV: group, option, times chosen, amount, chosen while sold out', () => {
    const previous = salesReport(new Map(), RANGE, CATALOGUE);
    const empty = { count: 0, total: 0, byCategory: [] } as never;
    const table = reportSectionTable('byOption', {
      current: report,
      previous,
      expenses: empty,
      previousExpenses: empty,
    });
    expect(table.header).toEqual(['Group', 'Option', 'Times chosen', 'Amount', 'Chosen while sold out']);
    expect(table.rows[0]).toEqual(['Extras', 'Extra shot', '4', '3.00', '0']);
  });
});
