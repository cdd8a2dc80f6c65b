import { type Cents, readCsv, type Sale } from '@cafe/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { makeProduct, pullSales, TEST_ROW_BASE } from '../../test/test-rows';
import { type ExportProgress, exportSaleLines } from './export-sale-lines';

const latte = makeProduct('Latte', 450, { category: 'beverages' });

function sale(id: string, soldAt: string, quantity: number, deletedAt: string | null = null): Sale {
  const subtotal = quantity * 450;
  return {
    ...TEST_ROW_BASE,
    id,
    createdAt: soldAt,
    updatedAt: soldAt,
    soldAt,
    deletedAt,
    items: [{ id: `${id}-1`, productId: latte.id, productName: 'Latte', quantity, unitPrice: 450 as Cents }],
    subtotal: subtotal as Cents,
    tax: 0 as Cents,
    total: subtotal as Cents,
    paymentMethod: 'cash',
    paymentStatus: 'completed',
    createdBy: 'unknown',
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('exportSaleLines', () => {
  it('reads every live sale of the range once, in steps, even when many share one instant', async () => {
    const same = '2026-03-10T12:00:00.000Z';
    const sales = [
      sale(id(1), '2026-03-10T09:00:00.000Z', 1),
      sale(id(2), same, 2),
      sale(id(3), same, 3),
      sale(id(4), same, 4, '2026-03-10T13:00:00.000Z'), // deleted: never exported
      sale(id(5), same, 5),
      sale(id(6), same, 6),
      sale(id(7), '2026-03-10T18:00:00.000Z', 7),
      sale(id(8), '2026-03-11T09:00:00.000Z', 8), // the day after the range
      sale(id(9), '2026-03-09T23:59:59.999Z', 9), // the day before
    ];
    await db.products.put(latte);
    await pullSales(sales, 1);
    const progress: ExportProgress[] = [];
    const range = { first: '2026-03-10', last: '2026-03-10', days: 1 };
    // Two sales a step: the four at 12:00 span three steps.
    const csv = await exportSaleLines(db, range, 'UTC', (step) => progress.push(step), 2);
    const records = readCsv(csv).map((line) => line.cells);
    expect(records[0]?.slice(0, 3)).toEqual(['Date', 'Time', 'Sale']);
    expect(
      records.slice(1).map((cells) => [cells[0], cells[1], cells[2], cells[4], cells[5], cells[8]]),
    ).toEqual([
      ['2026-03-10', '09:00', id(1), 'Beverages', '1', '4.50'],
      ['2026-03-10', '12:00', id(2), 'Beverages', '2', '9.00'],
      ['2026-03-10', '12:00', id(3), 'Beverages', '3', '13.50'],
      ['2026-03-10', '12:00', id(5), 'Beverages', '5', '22.50'],
      ['2026-03-10', '12:00', id(6), 'Beverages', '6', '27.00'],
      ['2026-03-10', '18:00', id(7), 'Beverages', '7', '31.50'],
    ]);
    expect(progress[0]).toEqual({ done: 0, total: 7 });
    expect(progress.at(-1)?.done).toBe(7);
    expect(progress.length).toBeGreaterThan(3);
  });
});
