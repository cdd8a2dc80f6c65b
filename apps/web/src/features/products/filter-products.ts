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

/** One page of a list: `page` is clamped into range, so a filter that shrinks the list never shows an empty page. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const start = current * size;
  return { rows: rows.slice(start, start + size), page: current, pageCount, start, total: rows.length };
}
