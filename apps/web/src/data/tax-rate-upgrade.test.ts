import { type Cents, DEFAULT_TAX_RATE_MILLI_PERCENT } from '@cafe/domain';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openCafeDb } from './db';
import { writeMeta } from './sync/meta';
import { testRepositories } from './sync/test-kit';

const STORE_ID = '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f';

/** Issue 31: the settings row a till pulled before tax rates took three decimals held the rate in basis points. */
describe('a settings row stored before the tax rate took three decimals', () => {
  it('holds the same rate in thousandths of a percent after the upgrade, and sales are priced at it', async () => {
    const indexedDB = new IDBFactory();
    const name = 'cafeposdb-tax-rate-upgrade-test';
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(10).stores({ settings: 'id', meta: 'key' });
    await old.open();
    await old.table('settings').add({ id: STORE_ID, storeId: STORE_ID, name: 'Cafe', taxRateBps: 1000 });
    old.close();

    const upgraded = openCafeDb(name, { indexedDB, IDBKeyRange });
    const row = (await upgraded.settings.get(STORE_ID)) as Record<string, unknown> | undefined;
    expect(row).toMatchObject({ name: 'Cafe', taxRateMilliPercent: 10_000 });
    expect(row).not.toHaveProperty('taxRateBps');

    // The till prices at the store's 10%, not at the 8.25% it would fall back to if the rate were lost.
    expect(DEFAULT_TAX_RATE_MILLI_PERCENT).not.toBe(10_000);
    await writeMeta(upgraded, 'storeId', STORE_ID);
    const repos = testRepositories(upgraded);
    const id = await repos.sales.create({
      items: [{ productId: STORE_ID, productName: 'Espresso', quantity: 1, unitPrice: 350 as Cents }],
      paymentMethod: 'cash',
    });
    expect(await upgraded.sales.get(id)).toMatchObject({ subtotal: 350, tax: 35, total: 385 });
    const entry = await upgraded.syncLog.where('mutationId').equals(1).first();
    expect(entry?.data).toMatchObject({ taxRateMilliPercent: 10_000, tax: 35 });
    upgraded.close();
  });
});
