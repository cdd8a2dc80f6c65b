import type { Cents, Sale } from '@cafe/domain';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { recordSaleChanges } from '../../data/daily-totals/daily-totals';
import { db } from '../../data/db';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';
import { freshTill, makeModifierGroup, makeProduct, TEST_ROW_BASE } from '../../test/test-rows';

export { makeModifierGroup, makeProduct };

import { useSaleDraftStore } from './sale-draft-store';
import { useSalesHistoryStore } from './sales-history-store';

export function makeSale(
  createdAt: string,
  items: { name: string; quantity: number; unitPrice: number; notes?: string }[],
  options: { id?: string; paymentMethod?: string } = {},
): Sale {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const tax = Math.round((subtotal * 825) / 10_000);
  return {
    ...TEST_ROW_BASE,
    id: options.id ?? crypto.randomUUID(),
    createdAt,
    updatedAt: createdAt,
    soldAt: createdAt,
    items: items.map((item) => ({
      id: crypto.randomUUID(),
      productId: crypto.randomUUID(),
      productName: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice as Cents,
      ...(item.notes ? { notes: item.notes } : {}),
    })),
    subtotal: subtotal as Cents,
    tax: tax as Cents,
    total: (subtotal + tax) as Cents,
    paymentMethod: options.paymentMethod ?? 'cash',
    paymentStatus: 'completed',
    createdBy: 'unknown',
  };
}

/** Stores sales as a pull does: the rows and their day totals in one transaction. */
export async function storeSales(sales: readonly Sale[]): Promise<void> {
  await db.transaction('rw', [db.sales, db.dailyTotals, db.dailyFigures, db.meta, db.settings], async () => {
    await db.sales.bulkAdd([...sales]);
    await recordSaleChanges(
      db,
      sales.map((sale) => [undefined, sale] as const),
    );
  });
}

/**
 * Empties the app's database and the draft: each test starts from a fresh till, where the staff test user (the
 * one these tests sign in as) holds the signing session an online sign-in would have begun.
 */
export async function resetTill(): Promise<void> {
  await freshTill(TEST_USERS.staff);
  useSaleDraftStore.setState({ draft: null, paying: null });
  useLocalWriteErrorStore.setState({ failure: null });
  useSalesHistoryStore.setState({ lastPage: undefined, lastSummary: undefined, recent: [] });
  localStorage.clear();
}

/**
 * Taps a sale's Details and returns its receipt. The first open loads the receipt dialog's module (its refund form
 * and printing with it): on a loaded two-core machine that alone has taken 5 s, so it gets longer than other waits.
 */
export async function openReceipt(user: UserEvent, details: HTMLElement): Promise<HTMLElement> {
  await user.click(details);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 12_000 });
  return within(dialog).getByRole('article', { name: 'Receipt' });
}
