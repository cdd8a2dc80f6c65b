import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/test-rows';
import { freshDb, testRepositories } from '../sync/test-kit';

// The till's first page (issue 31): read through the name index, before the whole catalogue.
describe('products.firstByName', () => {
  it('gives the first live products by name, skipping tombstones', async () => {
    const db = freshDb();
    const names = ['Mocha', 'Americano', 'Latte', 'Brownie', 'Chai', 'Espresso'];
    await db.products.bulkAdd(names.map((name) => makeProduct(name, 300)));
    await db.products.add({ ...makeProduct('Affogato', 400), deletedAt: '2026-01-01T00:00:00.000Z' });
    const first = await testRepositories(db).products.firstByName(4);
    expect(first.map((product) => product.name)).toEqual(['Americano', 'Brownie', 'Chai', 'Espresso']);
  });

  it('still fills the page when many deleted products sort before the live ones', async () => {
    const db = freshDb();
    const deleted = Array.from({ length: 40 }, (_, index) => ({
      ...makeProduct(`A deleted ${String(index).padStart(2, '0')}`, 100),
      deletedAt: '2026-01-01T00:00:00.000Z',
    }));
    const live = Array.from({ length: 12 }, (_, index) =>
      makeProduct(`B live ${String(index).padStart(2, '0')}`, 100),
    );
    await db.products.bulkAdd([...deleted, ...live]);
    const first = await testRepositories(db).products.firstByName(10);
    expect(first.map((product) => product.name)).toEqual(live.slice(0, 10).map((product) => product.name));
  });

  it('says which categories hold a live product', async () => {
    const db = freshDb();
    await db.products.bulkAdd([
      makeProduct('Latte', 450),
      { ...makeProduct('Mug', 900, { category: 'merchandise' }), deletedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    const { products } = testRepositories(db);
    expect(await products.hasCategory('beverages')).toBe(true);
    expect(await products.hasCategory('merchandise')).toBe(false);
    expect(await products.hasCategory('food')).toBe(false);
  });
});
