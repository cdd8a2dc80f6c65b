import type { Cents, Product, ProductCategory, Sale } from '@cafe/domain';
import { generateActorKey } from '../../data/auth/actor-key';
import { signingSession } from '../../data/auth/signing-session';
import { recordSaleChanges } from '../../data/daily-totals/daily-totals';
import { db } from '../../data/db';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';
import { useSaleDraftStore } from './sale-draft-store';
import { useSalesHistoryStore } from './sales-history-store';

const BASE = {
  storeId: '5e1f2c3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  version: 1,
  deletedAt: null,
};

export function makeProduct(
  name: string,
  price: number,
  options: {
    category?: ProductCategory;
    available?: boolean;
    description?: string;
    barcode?: string;
    unitCost?: number;
  } = {},
): Product {
  return {
    ...BASE,
    id: crypto.randomUUID(),
    name,
    price: price as Cents,
    category: options.category ?? 'beverages',
    description: options.description ?? null,
    available: options.available ?? true,
    barcode: options.barcode ?? null,
    unitCost: (options.unitCost ?? null) as Cents | null,
  };
}

export function makeSale(
  createdAt: string,
  items: { name: string; quantity: number; unitPrice: number; notes?: string }[],
  options: { id?: string; paymentMethod?: string } = {},
): Sale {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const tax = Math.round((subtotal * 825) / 10_000);
  return {
    ...BASE,
    id: options.id ?? crypto.randomUUID(),
    createdAt,
    updatedAt: createdAt,
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
  await db.transaction('rw', [db.sales, db.dailyTotals, db.meta, db.settings], async () => {
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
  const { keyId, privateKey } = await generateActorKey(crypto);
  await signingSession.begin(TEST_USERS.staff.id, { keyId, privateKey });
  await Promise.all([
    db.products.clear(),
    db.sales.clear(),
    db.syncLog.clear(),
    db.settings.clear(),
    db.meta.clear(),
    db.dailyTotals.clear(),
  ]);
  useSaleDraftStore.setState({ draft: null, paying: null });
  useLocalWriteErrorStore.setState({ failure: null });
  useSalesHistoryStore.setState({ lastPage: undefined, lastSummary: undefined, recent: [] });
  localStorage.clear();
}
