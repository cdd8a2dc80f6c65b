import type { Cents, ModifierGroup, ModifierOption, Sale } from '@cafe/domain';
import { recordSaleChanges } from '../../data/daily-totals/daily-totals';
import { db } from '../../data/db';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';
import { freshTill, makeProduct, TEST_ROW_BASE } from '../../test/test-rows';

export { makeProduct };

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

/**
 * An option group as a pull stores it: `options` are [name, price change in cents, flags]. Its choices default to
 * one exactly (a Size); pass `minChoices: 0, maxChoices: 3, repeatable: true` for Extras.
 */
export function makeModifierGroup(
  name: string,
  options: readonly [string, number, Partial<Pick<ModifierOption, 'isDefault' | 'soldOut'>>?][],
  rules: Partial<Pick<ModifierGroup, 'minChoices' | 'maxChoices' | 'repeatable'>> = {},
): ModifierGroup {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    name,
    kitchenName: null,
    minChoices: rules.minChoices ?? 1,
    maxChoices: rules.maxChoices ?? 1,
    repeatable: rules.repeatable ?? false,
    options: options.map(([optionName, priceDelta, flags]) => ({
      id: crypto.randomUUID(),
      name: optionName,
      kitchenName: null,
      priceDelta,
      isDefault: flags?.isDefault ?? false,
      soldOut: flags?.soldOut ?? false,
    })),
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
