import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { type SearchableProduct, toSearchable } from './product-list-filter';

export interface ProductsCatalogue {
  /** Undefined until the first local read answers. */
  products: Product[] | undefined;
  /** Sorted by name with lower-cased keys; rebuilt only when the catalogue changes, never per keystroke. */
  searchable: readonly SearchableProduct[];
  /** The categories with at least one product, in the spec's order. */
  categories: ProductCategory[];
}

const NONE: readonly SearchableProduct[] = [];

/** The live catalogue: an edit on another till (pulled by sync) shows here without a reload. */
export function useProducts(): ProductsCatalogue {
  const products = useLiveQuery(() => repositories.products.list(), []);
  const searchable = useMemo(() => (products ? toSearchable(products) : NONE), [products]);
  const categories = useMemo(() => {
    const present = new Set(products?.map((product) => product.category));
    return PRODUCT_CATEGORIES.filter((category) => present.has(category));
  }, [products]);
  return { products, searchable, categories };
}
