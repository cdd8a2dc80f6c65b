import type { Product, PublicUser } from '@cafe/domain';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '../../data/db';
import { storedUser, storeSettingsRow, TEST_ROW_BASE } from '../../test/test-rows';

/**
 * A report test's till: the clock at `now`, an empty database with the store's settings, `products` and `users`
 * as a pull leaves them; the sales each test pulls itself.
 */
export function setUpReportsTill(
  now: Date,
  products: readonly Product[],
  users: readonly PublicUser[],
): void {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.meta.put({ key: 'storeId', value: TEST_ROW_BASE.storeId });
    await db.settings.put(storeSettingsRow());
    await db.products.bulkPut([...products]);
    await db.users.bulkPut(users.map(storedUser));
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
