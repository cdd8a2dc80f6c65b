import type { Product, ProductCategory, ProductImportPlan } from '@cafe/domain';
import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';
import { createModifierGroupsRepository } from './modifier-groups-repository';

export function createProductsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('product'));
  return {
    ...base,
    /**
     * Applies a confirmed CSV import (domain planProductImport): every add and change in one transaction, each its
     * own synced mutation. Lines with errors are not in it; a product deleted since the file was read stops the
     * whole import (RowsGoneError) so the manager reads the file again rather than get half of it.
     */
    async importProducts(plan: Pick<ProductImportPlan, 'add' | 'change'>): Promise<void> {
      // A product of variants (another system's item) asks for its own option group: the groups are stored first,
      // so every product that names one is created after it. Exactly one choice: a variant is always one of them.
      const withOptions = plan.add.filter((add) => add.options !== undefined);
      const groupIds = await createModifierGroupsRepository(deps).applyMany({
        creates: withOptions.map(({ options }) => ({
          name: options?.name ?? '',
          minChoices: 1,
          maxChoices: 1,
          options: (options?.options ?? []).map((option) => ({ id: deps.newId(), ...option })),
        })),
        updates: [],
      });
      const groupOf = new Map(withOptions.map((add, index) => [add, groupIds[index]]));
      await base.applyMany({
        creates: plan.add.map((add) => {
          const groupId = groupOf.get(add);
          return groupId === undefined ? add.product : { ...add.product, modifierGroupIds: [groupId] };
        }),
        updates: plan.change.map(({ product, changes }) => ({ id: product.id, changes })),
      });
    },
    /** The live product with exactly this barcode or SKU (what a scanner types), if any. */
    async byBarcode(barcode: string): Promise<Product | undefined> {
      const code = barcode.trim();
      if (code === '') return undefined;
      return deps.db.products
        .where('barcode')
        .equals(code)
        .filter((row) => row.deletedAt === null)
        .first();
    },
    /**
     * The first `count` live products in the name index's order (code-unit order; the caller sorts them for
     * display): what the till draws before the rest of the catalogue is read. One getAll of the index with some
     * room for tombstones; only a catalogue with many deleted products near the top walks a cursor for the rest.
     */
    async firstByName(count: number): Promise<Product[]> {
      const room = count + 20;
      const rows = await deps.db.products.orderBy('name').limit(room).toArray();
      const live = rows.filter((row) => row.deletedAt === null);
      if (live.length >= count || rows.length < room) return live.slice(0, count);
      return deps.db.products
        .orderBy('name')
        .filter((row) => row.deletedAt === null)
        .limit(count)
        .toArray();
    },
    /** Whether at least one live product is in `category`, read through the category index. */
    async hasCategory(category: ProductCategory): Promise<boolean> {
      const row = await deps.db.products
        .where('category')
        .equals(category)
        .filter((product) => product.deletedAt === null)
        .first();
      return row !== undefined;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
