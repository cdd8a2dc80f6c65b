import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { type SearchableProduct, toSearchable } from './filter-products';

export interface Catalogue {
  /** Undefined until the first local read answers (a few milliseconds). */
  products: Product[] | undefined;
  /** The same products with their lower-cased search keys, rebuilt only when the catalogue changes. */
  searchable: readonly SearchableProduct[];
  /** The categories that have at least one product, in the spec's order. */
  categories: ProductCategory[];
}

const NONE: readonly SearchableProduct[] = [];

/**
 * The whole catalogue, held in memory: products are few (thousands at most), so every keystroke filters an array
 * instead of asking IndexedDB. Live, so a product edited on another till shows up here.
 */
export function useCatalogue(): Catalogue {
  const products = useLiveQuery(async () => {
    const rows = await repositories.products.list();
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }, []);
  const searchable = useMemo(() => (products ? toSearchable(products) : NONE), [products]);
  const categories = useMemo(() => {
    const present = new Set(products?.map((product) => product.category));
    return PRODUCT_CATEGORIES.filter((category) => present.has(category));
  }, [products]);
  return { products, searchable, categories };
}
