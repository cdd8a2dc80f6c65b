import { PRODUCT_CATEGORIES, type Product } from '@cafe/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CategoryFilter,
  filterProducts,
  findByBarcode,
  type SearchableProduct,
  toSearchable,
} from './filter-products';
import { makeProduct } from './sales-test-kit';

// The spec's rule written the slow, obvious way: what the precomputed keys must agree with.
function naiveFilter(products: readonly Product[], search: string, category: CategoryFilter): Product[] {
  const needle = search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (!needle ||
        product.name.toLowerCase().includes(needle) ||
        (product.description ?? '').toLowerCase().includes(needle) ||
        product.barcode === search.trim()),
  );
}

describe('toSearchable', () => {
  it('lower-cases the name and the description once, keeping the product and the order', () => {
    const mocha = makeProduct('Mocha GRANDE', 500, { description: 'Dark CHOCOLATE' });
    const tea = makeProduct('Green Tea', 300);
    const searchable = toSearchable([mocha, tea]);
    expect(searchable).toEqual([
      { product: mocha, nameKey: 'mocha grande', descriptionKey: 'dark chocolate' },
      { product: tea, nameKey: 'green tea', descriptionKey: '' },
    ]);
    expect(searchable[0]?.product).toBe(mocha);
  });
});

describe('filterProducts', () => {
  const espresso = makeProduct('Espresso', 350, { description: 'A double shot of the house blend' });
  const muffin = makeProduct('Blueberry Muffin', 375, { category: 'desserts' });
  const catalogue = toSearchable([espresso, muffin]);

  it('matches the name or the description in any case, trimmed, narrowed by the category', () => {
    expect(filterProducts(catalogue, '  HOUSE blend ', 'all')).toEqual([espresso]);
    expect(filterProducts(catalogue, 'muff', 'all')).toEqual([muffin]);
    expect(filterProducts(catalogue, '', 'desserts')).toEqual([muffin]);
    expect(filterProducts(catalogue, 'espresso', 'desserts')).toEqual([]);
    expect(filterProducts(catalogue, '', 'all')).toEqual([espresso, muffin]);
  });

  it('never matches across the end of the name and the start of the description', () => {
    expect(filterProducts(catalogue, 'espressoa double', 'all')).toEqual([]);
    expect(filterProducts(catalogue, 'espresso a double', 'all')).toEqual([]);
  });

  it('matches a barcode or SKU exactly, as a scanner types it, and never a part of one', () => {
    const latte = makeProduct('Latte', 450, { barcode: '5012345678900' });
    const scone = makeProduct('Scone', 300, { category: 'food', barcode: 'SC-9' });
    const scanned = toSearchable([espresso, latte, scone]);
    expect(filterProducts(scanned, '5012345678900', 'all')).toEqual([latte]);
    expect(filterProducts(scanned, ' 5012345678900\n', 'all')).toEqual([latte]);
    expect(filterProducts(scanned, '501234567890', 'all')).toEqual([]);
    expect(filterProducts(scanned, '50123456789001', 'all')).toEqual([]);
    expect(filterProducts(scanned, 'sc-9', 'all')).toEqual([]);
    expect(filterProducts(scanned, 'SC-9', 'beverages')).toEqual([]);

    expect(findByBarcode(scanned, 'SC-9')).toBe(scone);
    expect(findByBarcode(scanned, ' 5012345678900 ')).toBe(latte);
    expect(findByBarcode(scanned, '501234567890')).toBeUndefined();
    expect(findByBarcode(scanned, 'Latte')).toBeUndefined();
    expect(findByBarcode(toSearchable([espresso]), '')).toBeUndefined();
  });

  it('reads the precomputed keys rather than re-casing each product per keystroke', () => {
    // Keys deliberately unlike the name: a match proves the filter used them.
    const rigged: SearchableProduct[] = [{ product: espresso, nameKey: 'zzz', descriptionKey: '' }];
    expect(filterProducts(rigged, 'zzz', 'all')).toEqual([espresso]);
    expect(filterProducts(rigged, 'espresso', 'all')).toEqual([]);
  });

  it('agrees with the obvious filter for any catalogue, search and category', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'É', 'é', ' ', 'İ', 'ß'), maxLength: 8 });
    const product = fc
      .record({
        name: text,
        description: fc.option(text, { nil: undefined }),
        barcode: fc.option(text, { nil: undefined }),
        category: fc.constantFrom(...PRODUCT_CATEGORIES),
      })
      .map(({ name, description, barcode, category }) =>
        makeProduct(name, 100, { description, category, ...(barcode ? { barcode } : {}) }),
      );
    const category = fc.constantFrom<CategoryFilter>('all', ...PRODUCT_CATEGORIES);
    fc.assert(
      fc.property(fc.array(product, { maxLength: 12 }), text, category, (products, search, chip) => {
        expect(filterProducts(toSearchable(products), search, chip)).toEqual(
          naiveFilter(products, search, chip),
        );
      }),
      { numRuns: 100 },
    );
  });
});
