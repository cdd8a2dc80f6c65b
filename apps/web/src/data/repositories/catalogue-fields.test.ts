import { type Cents, EXPENSE_DEFAULTS } from '@cafe/domain';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CafeDb, openCafeDb } from '../db';
import { freshDb, testRepositories } from '../sync/test-kit';

/** Issue 12's fields on this device: a product's barcode and unit cost, an expense's paid-from-till flag. */
describe('catalogue fields in the local repositories', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
  });

  it('stores a barcode and a unit cost with the product and sends them in the outbox', async () => {
    const repos = testRepositories(db);
    const id = await repos.products.create({
      name: 'Latte',
      price: 450 as Cents,
      barcode: ' LAT-1 ',
      unitCost: 120 as Cents,
    });
    expect(await db.products.get(id)).toMatchObject({ barcode: 'LAT-1', unitCost: 120 });
    const plain = await repos.products.create({ name: 'Tea', price: 300 as Cents });
    expect(await db.products.get(plain)).toMatchObject({ barcode: null, unitCost: null });
    const entry = await db.syncLog.where('mutationId').equals(1).first();
    expect(entry?.data).toMatchObject({ id, barcode: 'LAT-1', unitCost: 120 });
  });

  it('finds a live product by its exact barcode', async () => {
    const repos = testRepositories(db);
    const id = await repos.products.create({ name: 'Latte', price: 450 as Cents, barcode: '5012345678900' });
    expect((await repos.products.byBarcode('5012345678900'))?.id).toBe(id);
    expect((await repos.products.byBarcode(' 5012345678900\n'))?.id).toBe(id);
    expect(await repos.products.byBarcode('501234567890')).toBeUndefined();
    expect(await repos.products.byBarcode('')).toBeUndefined();
    await repos.products.remove(id);
    expect(await repos.products.byBarcode('5012345678900')).toBeUndefined();
  });

  it('clears the unit cost with null and the barcode with a blank, sending only those fields', async () => {
    const repos = testRepositories(db);
    const id = await repos.products.create({
      name: 'Latte',
      price: 450 as Cents,
      barcode: 'LAT-1',
      unitCost: 120 as Cents,
    });
    await repos.products.update(id, { unitCost: null, barcode: '' });
    expect(await db.products.get(id)).toMatchObject({ barcode: null, unitCost: null, price: 450 });
    const update = await db.syncLog.where('mutationId').equals(2).first();
    expect(update?.data).toEqual({ id, unitCost: null, barcode: '' });
  });

  it('records whether an expense was paid from the till, false unless said', async () => {
    const repos = testRepositories(db);
    const input = { description: 'Milk', amount: 1299 as Cents, date: '2026-03-14' };
    const plain = await repos.expenses.create(input);
    const fromTill = await repos.expenses.create({ ...input, paidFromTill: true });
    expect(EXPENSE_DEFAULTS.paidFromTill).toBe(false);
    expect((await db.expenses.get(plain))?.paidFromTill).toBe(false);
    expect((await db.expenses.get(fromTill))?.paidFromTill).toBe(true);
    await repos.expenses.update(fromTill, { paidFromTill: false });
    expect((await db.expenses.get(fromTill))?.paidFromTill).toBe(false);
  });

  it('upgrades rows stored before these fields existed to the domain shape', async () => {
    const indexedDB = new IDBFactory();
    const name = 'cafeposdb-upgrade-test';
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(2).stores({ products: 'id, category', expenses: 'id, date, category' });
    await old.open();
    await old.table('products').add({ id: 'p1', name: 'Latte', category: 'beverages' });
    await old
      .table('expenses')
      .add({ id: 'e1', description: 'Milk', date: '2026-03-14', category: 'inventory' });
    old.close();

    const upgraded = openCafeDb(name, { indexedDB, IDBKeyRange });
    expect(await upgraded.products.get('p1')).toMatchObject({ name: 'Latte', barcode: null, unitCost: null });
    expect(await upgraded.expenses.get('e1')).toMatchObject({ description: 'Milk', paidFromTill: false });
    upgraded.close();
  });
});
