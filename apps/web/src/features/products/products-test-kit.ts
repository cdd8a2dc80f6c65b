import type { Cents, Product, ProductCategory } from '@cafe/domain';
import { generateActorKey } from '../../data/auth/actor-key';
import { signingSession } from '../../data/auth/signing-session';
import { db } from '../../data/db';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';

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

/**
 * A fresh device where the manager (the one these tests sign in as) holds the signing session an online sign-in
 * would have begun: every local write is signed by the acting user.
 */
export async function resetCatalogue(): Promise<void> {
  const { keyId, privateKey } = await generateActorKey(crypto);
  await signingSession.begin(TEST_USERS.manager.id, { keyId, privateKey });
  await Promise.all([db.products.clear(), db.syncLog.clear(), db.meta.clear()]);
  useLocalWriteErrorStore.setState({ failure: null });
  localStorage.clear();
}
