import { type Cents, planProductImport } from '@cafe/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CafeDb } from '../db';
import { readMeta } from '../sync/meta';
import { ACTOR_ID, freshDb, NOW, testRepositories } from '../sync/test-kit';
import { RowsGoneError } from './editable-repository';

/** A confirmed CSV import: every row in one transaction, each its own contiguous, signed outbox entry. */
describe('products repository: importProducts', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
  });

  async function catalogueWithLatte() {
    const onCommitted = vi.fn();
    const repos = testRepositories(db, { onCommitted });
    const latteId = await repos.products.create({
      name: 'Latte',
      price: 450 as Cents,
      barcode: 'LAT-1',
      description: 'Milky',
    });
    return { repos, latteId, onCommitted };
  }

  it('adds and changes the planned rows, one outbox entry each with contiguous mutationIds', async () => {
    const { repos, latteId, onCommitted } = await catalogueWithLatte();
    const csv = [
      'Name,Price,Barcode,Description,Available',
      'Latte,4.75,LAT-1,,no',
      'Scone,3.25,,Fresh daily,yes',
      'Brownie,2.50,BRW-1,,yes',
    ].join('\n');
    const plan = planProductImport(csv, await repos.products.list());
    expect(plan.errors).toEqual([]);

    await repos.products.importProducts(plan);

    const products = await repos.products.list();
    expect(products.map((product) => product.name).sort()).toEqual(['Brownie', 'Latte', 'Scone']);
    expect(await db.products.get(latteId)).toMatchObject({ price: 475, description: null, available: false });
    const entries = await db.syncLog.orderBy('mutationId').toArray();
    expect(entries.map((entry) => [entry.mutationId, entry.action])).toEqual([
      [1, 'create'],
      [2, 'create'],
      [3, 'create'],
      [4, 'update'],
    ]);
    // The update names only what differs; a cleared description travels as '' (the server clears it).
    expect(entries[3]).toMatchObject({
      entity: 'product',
      baseVersion: 0,
      actorId: ACTOR_ID,
      timestamp: NOW,
      data: { id: latteId, price: 475, description: '', available: false },
    });
    expect(Object.keys(entries[3]?.data ?? {}).sort()).toEqual(['available', 'description', 'id', 'price']);
    expect(entries.every((entry) => entry.proof !== undefined)).toBe(true);
    expect(await readMeta(db, 'nextMutationId')).toBe(5);
    // The sync engine is woken once for the whole import.
    expect(onCommitted).toHaveBeenCalledTimes(2);
  });

  it('writes nothing when a product to change was deleted after the file was read', async () => {
    const { repos, latteId } = await catalogueWithLatte();
    const plan = planProductImport('Name,Price\nLatte,5.00\nScone,3.25', await repos.products.list());
    await repos.products.remove(latteId);

    await expect(repos.products.importProducts(plan)).rejects.toBeInstanceOf(RowsGoneError);
    expect((await repos.products.list()).map((product) => product.name)).toEqual([]);
    expect(await db.syncLog.count()).toBe(2);
  });

  it('applies 5,000 new products in one go', async () => {
    const repos = testRepositories(db);
    const lines = Array.from(
      { length: 5000 },
      (_, index) => `Item ${index},${(index % 20) + 1}.50,SKU-${index}`,
    );
    const plan = planProductImport(['Name,Price,Barcode', ...lines].join('\n'), []);
    expect(plan.add).toHaveLength(5000);

    await repos.products.importProducts(plan);

    expect(await db.products.count()).toBe(5000);
    expect(await db.syncLog.count()).toBe(5000);
    const last = await db.syncLog.orderBy('mutationId').last();
    expect(last?.mutationId).toBe(5000);
  });
});
