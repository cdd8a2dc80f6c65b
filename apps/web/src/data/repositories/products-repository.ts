import type { Product, ProductCategory, ProductImportPlan } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createProductsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'product',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.product,
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
    /**
     * Applies a confirmed CSV import (domain planProductImport): every add and change in one transaction, each its
     * own synced mutation. Lines with errors are not in it; a product deleted since the file was read stops the
     * whole import (RowsGoneError) so the manager reads the file again rather than get half of it.
     */
    async importProducts(plan: Pick<ProductImportPlan, 'add' | 'change'>): Promise<void> {
      await base.applyMany({
        creates: plan.add.map(({ product }) => product),
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
