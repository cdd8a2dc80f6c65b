import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { type CategoryFilter, filterProducts, type SearchableProduct, toSearchable } from './filter-products';
import { expectedGridCards, rememberGridCards } from './grid-size-hint';
import { PRODUCT_GRID_LIMIT } from './product-grid';

export interface Catalogue {
  /**
   * The grid's first page (the first PRODUCT_GRID_LIMIT live products by name), read through the name index so the
   * first cards do not wait for the whole catalogue. Undefined until that read answers (a few milliseconds).
   */
  firstPage: readonly Product[] | undefined;
  /** Every live product by name: undefined until the whole catalogue is read, which starts once the first page is drawn. */
  products: Product[] | undefined;
  /** The same products with their lower-cased search keys, rebuilt only when the catalogue changes. */
  searchable: readonly SearchableProduct[];
  /** The categories that have at least one product, in the spec's order. */
  categories: ProductCategory[];
  /** Placeholder cards to draw before the first page is read: as many as it had last time on this device. */
  expectedCards: number;
}

const NONE: readonly SearchableProduct[] = [];
/** The grid's order. One collator: `localeCompare` builds one per call, which for 50,000 names costs a second. */
const byName = new Intl.Collator().compare;
const sortByName = <P extends { name: string }>(rows: P[]): P[] =>
  rows.sort((a, b) => byName(a.name, b.name));

/** Calls `run` once the frame that shows what was just committed has been painted (or soon, in a hidden tab). */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
    run();
  };
  // A hidden tab has no frames; the catalogue must still arrive there.
  const fallback = setTimeout(once, 100);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(once, 0);
        })
      : undefined;
  return () => {
    clearTimeout(fallback);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/**
 * The catalogue the till sells from, in two reads: the first page through the name index, drawn at once, then
 * every product, held in memory so each keystroke filters an array instead of asking IndexedDB. The whole read
 * waits for the first cards to be painted: reading 50,000 rows takes seconds, and the cashier sees the top of the
 * grid meanwhile. Both reads are live, so a product edited on another till shows up here.
 */
export function useCatalogue(): Catalogue {
  const firstPage = useLiveQuery(
    async () => sortByName(await repositories.products.firstByName(PRODUCT_GRID_LIMIT)),
    [],
  );
  const [expectedCards] = useState(expectedGridCards);
  useEffect(() => {
    if (firstPage) rememberGridCards(firstPage.length);
  }, [firstPage]);
  const [readAll, setReadAll] = useState(false);
  const firstPageRead = firstPage !== undefined;
  useEffect(() => {
    if (!firstPageRead || readAll) return;
    return afterNextPaint(() => setReadAll(true));
  }, [firstPageRead, readAll]);
  const products = useLiveQuery(
    async () => (readAll ? sortByName(await repositories.products.list()) : undefined),
    [readAll],
  );
  // Through the category index meanwhile, so the chips are all there with the first cards.
  const indexedCategories = useLiveQuery(async () => {
    const present = await Promise.all(PRODUCT_CATEGORIES.map((c) => repositories.products.hasCategory(c)));
    return PRODUCT_CATEGORIES.filter((_, index) => present[index]);
  }, []);
  const searchable = useMemo(() => (products ? toSearchable(products) : NONE), [products]);
  const categories = useMemo(() => {
    if (!products) return indexedCategories ?? [];
    const present = new Set(products.map((product) => product.category));
    return PRODUCT_CATEGORIES.filter((category) => present.has(category));
  }, [products, indexedCategories]);
  return { firstPage, products, searchable, categories, expectedCards };
}

/**
 * What the grid shows: every match once the whole catalogue is read; before that the first page when nothing
 * narrows it, and undefined (the grid's placeholder) when a search or a category does: a match from the first
 * page alone would say "no match" for a product not read yet.
 */
export function shownProducts(
  catalogue: Pick<Catalogue, 'firstPage' | 'products' | 'searchable'>,
  search: string,
  category: CategoryFilter,
): readonly Product[] | undefined {
  if (catalogue.products) return filterProducts(catalogue.searchable, search, category);
  if (search.trim() === '' && category === 'all') return catalogue.firstPage;
  return undefined;
}
