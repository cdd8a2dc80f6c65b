import { planProductImport } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import {
  describeAdd,
  describeChange,
  describeError,
  hasWork,
  importButtonLabel,
  importDoneMessage,
  planHeadline,
} from './describe-import';
import { makeProduct } from './products-test-kit';

const latte = makeProduct('Latte', 450, { barcode: 'LAT-1', description: 'Milky', unitCost: 150 });
const mug = makeProduct('Cafe Mug', 1200, { category: 'merchandise' });

function plan(...lines: string[]) {
  return planProductImport(
    ['Name,Category,Price,Unit cost,Barcode,Available,Description', ...lines].join('\n'),
    [latte, mug],
  );
}

describe('describing a catalogue import', () => {
  it('sums up adds, changes, unchanged lines and errors', () => {
    const planned = plan(
      'Latte,Beverages,4.75,1.50,LAT-1,yes,Milky',
      'Cafe Mug,Merchandise,12.00,,,yes,',
      'Scone,Food,3.25,,,no,',
      'Broken,Food,-1,,,yes,',
    );
    expect(planHeadline(planned)).toBe('1 new product, 1 change, 1 line unchanged, 1 line with errors');
    expect(hasWork(planned)).toBe(true);
    expect(importButtonLabel(planned)).toBe('Import 2 products, skip 1 line with errors');
    expect(importDoneMessage(planned)).toBe('Import complete: 1 product added, 1 changed.');
  });

  it('says Import with the count alone when every line is good, and in thousands', () => {
    const many = Array.from({ length: 1200 }, (_, index) => `Item ${index},Food,1.00,,,yes,`);
    const planned = plan(...many);
    expect(importButtonLabel(planned)).toBe('Import 1,200 products');
    expect(planHeadline(planned)).toBe('1,200 new products, 0 changes');
  });

  it('describes a new product by category and price, and says when it is not available', () => {
    const planned = plan('Scone,Food,3.25,,,no,');
    expect(planned.add.map(describeAdd)).toEqual([
      { line: 2, name: 'Scone', detail: 'Food · $3.25 · not available' },
    ]);
  });

  it('shows each changed field as old → new in the column order, a cleared value as (none)', () => {
    const planned = plan('Latte,Desserts,5.00,,LAT-1,no,');
    expect(planned.change.map(describeChange)).toEqual([
      {
        line: 2,
        name: 'Latte',
        fields: [
          { label: 'Category', from: 'Beverages', to: 'Desserts' },
          { label: 'Price', from: '$4.50', to: '$5.00' },
          { label: 'Unit cost', from: '$1.50', to: '(none)' },
          { label: 'Available', from: 'Yes', to: 'No' },
          { label: 'Description', from: 'Milky', to: '(none)' },
        ],
      },
    ]);
  });

  it('names the column of each error, and leaves a whole-line error as it is', () => {
    const planned = plan('Scone,Food,abc,,,maybe,', 'Too,many,cells,,,,,,');
    expect(planned.errors.map(describeError)).toEqual([
      {
        line: 2,
        messages: [expect.stringMatching(/^Available: /), expect.stringMatching(/^Price: /)],
      },
      { line: 3, messages: [expect.stringMatching(/^This line has 9 cells where the header has 7/)] },
    ]);
  });

  it('has no work when every line matches the catalogue as it is', () => {
    const planned = plan('Cafe Mug,Merchandise,12.00,,,yes,');
    expect(hasWork(planned)).toBe(false);
    expect(planned.unchanged).toEqual([2]);
    expect(importDoneMessage({ add: [], change: [] })).toBe('Import complete: 0 products added, 0 changed.');
  });
});
