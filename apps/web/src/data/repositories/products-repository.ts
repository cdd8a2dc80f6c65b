import { MUTATION_DATA_SCHEMAS, type Product, type ProductCategory } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createProductsRepository(deps: RepositoryDeps) {
  const S = MUTATION_DATA_SCHEMAS.product;
  const base = createEditableRepository(deps, {
    entity: 'product',
    createSchema: S.create,
    updateSchema: S.update,
    buildRow: (data) => ({
      name: data.name,
      category: data.category,
      price: data.price,
      description: data.description ?? null,
      available: data.available,
      barcode: data.barcode ?? null,
      unitCost: data.unitCost ?? null,
    }),
  });
  return {
    ...base,
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
    async byCategory(category: ProductCategory): Promise<Product[]> {
      return deps.db.products
        .where('category')
        .equals(category)
        .filter((row) => row.deletedAt === null)
        .toArray();
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
