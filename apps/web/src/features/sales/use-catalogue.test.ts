import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/test-rows';
import { toSearchable } from './filter-products';
import { shownProducts } from './use-catalogue';

const latte = makeProduct('Latte', 450);
const muffin = makeProduct('Muffin', 375, { category: 'desserts' });
const rare = makeProduct('Rare Blend', 900, { description: 'far beyond the first page' });

describe('shownProducts', () => {
  it('shows the first page before the whole catalogue is read, when nothing narrows it', () => {
    const catalogue = { firstPage: [latte, muffin], products: undefined, searchable: [] };
    expect(shownProducts(catalogue, '', 'all')).toEqual([latte, muffin]);
    expect(shownProducts(catalogue, '  ', 'all')).toEqual([latte, muffin]);
  });

  it('waits (the placeholder) for the rest when a search or a chip narrows it, rather than say "no match"', () => {
    const catalogue = { firstPage: [latte, muffin], products: undefined, searchable: [] };
    expect(shownProducts(catalogue, 'blend', 'all')).toBeUndefined();
    expect(shownProducts(catalogue, '', 'desserts')).toBeUndefined();
  });

  it('searches every product once the whole catalogue is read', () => {
    const products = [latte, muffin, rare];
    const catalogue = { firstPage: [latte, muffin], products, searchable: toSearchable(products) };
    expect(shownProducts(catalogue, 'beyond', 'all')).toEqual([rare]);
    expect(shownProducts(catalogue, '', 'desserts')).toEqual([muffin]);
    expect(shownProducts(catalogue, '', 'all')).toEqual(products);
  });

  it('has nothing to show until the first page is read', () => {
    expect(
      shownProducts({ firstPage: undefined, products: undefined, searchable: [] }, '', 'all'),
    ).toBeUndefined();
  });
});
