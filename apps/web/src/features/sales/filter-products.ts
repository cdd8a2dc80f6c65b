import type { Product, ProductCategory } from '@cafe/domain';

export type CategoryFilter = ProductCategory | 'all';

/** Spec §5: product search matches the name or the description, case-insensitive; the chip narrows further. */
export function filterProducts(
  products: readonly Product[],
  search: string,
  category: CategoryFilter,
): Product[] {
  const needle = search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (!needle ||
        product.name.toLowerCase().includes(needle) ||
        (product.description ?? '').toLowerCase().includes(needle)),
  );
}
