import {
  filterProducts,
  type Product,
  type SearchableProduct,
  toSearchable as toSearchableProducts,
} from '@cafe/domain';

// The search rule is the domain's (shared with New Sale); this list adds its order and paging.
export { filterProducts, type SearchableProduct };

/** The catalogue sorted by name with its search keys; built once when the catalogue changes, not per keystroke. */
export function toSearchable(products: readonly Product[]): SearchableProduct[] {
  return toSearchableProducts([...products].sort((a, b) => a.name.localeCompare(b.name)));
}
