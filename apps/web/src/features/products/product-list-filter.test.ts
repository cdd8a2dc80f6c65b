import { describe, expect, it } from 'vitest';
import { filterProducts, toSearchable } from './product-list-filter';
import { makeProduct } from './products-test-kit';

const latte = makeProduct('Latte', 450, { description: 'Espresso with STEAMED milk', barcode: 'LAT-1' });
const muffin = makeProduct('Blueberry Muffin', 375, { category: 'desserts' });
const mug = makeProduct('Cafe Mug', 1200, { category: 'merchandise', description: 'Holds a latte' });
const catalogue = toSearchable([muffin, mug, latte]);
const names = (products: { name: string }[]) => products.map((product) => product.name);

describe('filterProducts', () => {
  it('sorts by name and shows everything for a blank search and All', () => {
    expect(names(filterProducts(catalogue, '  ', 'all'))).toEqual(['Blueberry Muffin', 'Cafe Mug', 'Latte']);
  });

  it('matches the name or the description, case-insensitive', () => {
    expect(names(filterProducts(catalogue, 'LATTE', 'all'))).toEqual(['Cafe Mug', 'Latte']);
    expect(names(filterProducts(catalogue, 'steamed', 'all'))).toEqual(['Latte']);
    expect(filterProducts(catalogue, 'chai', 'all')).toEqual([]);
  });

  it('the chip narrows the search to its category', () => {
    expect(names(filterProducts(catalogue, 'latte', 'merchandise'))).toEqual(['Cafe Mug']);
    expect(names(filterProducts(catalogue, '', 'desserts'))).toEqual(['Blueberry Muffin']);
  });

  it('an exact barcode finds its product; part of one does not', () => {
    expect(names(filterProducts(catalogue, ' LAT-1 ', 'all'))).toEqual(['Latte']);
    expect(filterProducts(catalogue, 'LAT-', 'all')).toEqual([]);
  });
});
