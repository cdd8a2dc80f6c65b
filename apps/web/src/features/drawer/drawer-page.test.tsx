import type { Cents, Refund, Sale } from '@cafe/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { soldAtRow, storedUser, storeSettingsRow, TEST_ROW_BASE } from '../../test/test-rows';

/** Issue 34: a drawer's expected cash takes out the cash refunds paid while it was open, and no other refund. */

const NOW = new Date('2026-03-18T15:00:00.000Z');
const DEVICE_ID = '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const OPENED_AT = '2026-03-18T08:00:00.000Z';

const cashSale = (soldAt: string, total: number): Sale => ({
  ...soldAtRow(soldAt),
  items: [
    {
      id: crypto.randomUUID(),
      productId: crypto.randomUUID(),
      productName: 'Latte',
      quantity: 1,
      unitPrice: total as Cents,
    },
  ],
  subtotal: total as Cents,
  tax: 0 as Cents,
  total: total as Cents,
  paymentMethod: 'cash',
  createdBy: TEST_USERS.staff.id,
});

const refundOf = (sale: Sale, method: string, refundedAt: string): Refund => ({
  ...TEST_ROW_BASE,
  id: crypto.randomUUID(),
  createdAt: refundedAt,
  updatedAt: refundedAt,
  saleId: sale.id,
  lines: [{ itemId: sale.items[0]?.id ?? '', quantity: 1, amount: sale.total }],
  amount: sale.total,
  method,
  reason: 'mis_tap',
  note: null,
  createdBy: TEST_USERS.staff.id,
  refundedAt,
  approval: null,
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.meta.bulkPut([
    { key: 'storeId', value: TEST_ROW_BASE.storeId },
    { key: 'deviceId', value: DEVICE_ID },
  ]);
  await db.settings.put(storeSettingsRow({ drawersEnabled: true }));
  await db.users.bulkPut([TEST_USERS.staff].map(storedUser));
  await db.drawerSessions.put({
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    deviceId: DEVICE_ID,
    openedBy: TEST_USERS.staff.id,
    openedAt: OPENED_AT,
    openingFloat: 10_000 as Cents,
    closedBy: null,
    closedAt: null,
    countedCash: null,
    denominations: null,
    expectedCash: null,
    note: null,
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the drawer’s expected cash', () => {
  it('takes out a cash refund paid while it was open; a card refund and one from before it opened stay out', async () => {
    const before = cashSale('2026-03-18T07:00:00.000Z', 500);
    const latte = cashSale('2026-03-18T09:00:00.000Z', 450);
    const muffin = cashSale('2026-03-18T09:30:00.000Z', 375);
    await db.sales.bulkPut([before, latte, muffin]);
    await db.refunds.bulkPut([
      refundOf(latte, 'cash', '2026-03-18T10:00:00.000Z'),
      refundOf(muffin, 'credit_card', '2026-03-18T10:30:00.000Z'),
      refundOf(before, 'cash', '2026-03-18T07:30:00.000Z'),
    ]);
    renderApp('/drawer', 'staff');
    const figures = await screen.findByText('Expected in drawer');
    const list = figures.closest('dl') ?? document.body;
    // $100.00 float + $8.25 of cash sales − the latte's $4.50 refund in cash.
    expect(within(list).getByText('Cash refunds').nextElementSibling).toHaveTextContent('-$4.50');
    expect(figures.nextElementSibling).toHaveTextContent('$103.75');
  });
});
