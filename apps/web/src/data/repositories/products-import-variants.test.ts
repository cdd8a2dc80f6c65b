import { planProductImport } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { freshDb, testRepositories } from '../sync/test-kit';

/** Another system's item with variants becomes one product asking for its own option group. */
describe('products repository: importing variants', () => {
  it('stores the group first, then the product naming it, each its own outbox entry', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    const csv = [
      'Token,Item Name,Variation Name,SKU,Price,Option Name 1,Option Value 1',
      'T1,Cold brew,Small,CB-S,$3.50,Size,Small',
      'T2,Cold brew,Large,CB-L,$4.75,Size,Large',
      'T3,Muffin,Regular,MUF,$3.25,,',
    ].join('\n');
    const plan = planProductImport(csv, []);
    expect(plan.errors).toEqual([]);

    await repos.products.importProducts(plan);

    const [group] = await repos.modifierGroups.list();
    expect(group).toMatchObject({ name: 'Size', minChoices: 1, maxChoices: 1 });
    expect(group?.options.map((option) => [option.name, option.priceDelta, option.isDefault])).toEqual([
      ['Small', 0, true],
      ['Large', 125, false],
    ]);
    const products = await repos.products.list();
    const coldBrew = products.find((product) => product.name === 'Cold brew');
    const muffin = products.find((product) => product.name === 'Muffin');
    expect(coldBrew).toMatchObject({ price: 350, modifierGroupIds: [group?.id] });
    expect(muffin).toMatchObject({ price: 325, barcode: 'MUF' });
    expect(muffin?.modifierGroupIds ?? []).toEqual([]);
    const entries = await db.syncLog.orderBy('mutationId').toArray();
    expect(entries.map((entry) => entry.entity)).toEqual(['modifierGroup', 'product', 'product']);
  });
});
