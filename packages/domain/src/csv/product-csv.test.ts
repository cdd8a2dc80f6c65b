import { describe, expect, it } from 'vitest';
import { base } from '../entities/entity-test-kit.js';
import type { Product } from '../entities/product.js';
import type { Cents } from '../money.js';
import { CSV_MESSAGES, readCsv } from './csv-table.js';
import { planProductImport, productsToCsv } from './product-csv.js';

let counter = 0;
function product(fields: Partial<Product> & { name: string }): Product {
  counter += 1;
  return {
    ...base,
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    category: 'beverages',
    price: 450 as Cents,
    description: null,
    available: true,
    barcode: null,
    unitCost: null,
    ...fields,
  };
}

const HEADER = 'Name,Category,Price,Unit cost,Barcode,Available,Description';
const REQUIRED = 'Please fill all required fields correctly';

describe('catalogue CSV export', () => {
  it('writes a BOM, a header and CRLF lines with plain decimal prices', () => {
    const csv = productsToCsv([
      product({ name: 'Latte', price: 450 as Cents, unitCost: 120 as Cents, barcode: '5012345678900' }),
      product({ name: 'Mug', category: 'merchandise', price: 123450 as Cents, available: false }),
    ]);
    expect(csv).toBe(
      '\ufeffName,Category,Price,Unit cost,Barcode,Available,Description\r\n' +
        'Latte,Beverages,4.50,1.20,5012345678900,yes,\r\n' +
        'Mug,Merchandise,1234.50,,,no,\r\n',
    );
  });

  it('leaves out deleted products', () => {
    const csv = productsToCsv([product({ name: 'Gone', deletedAt: base.createdAt })]);
    expect(csv).toBe(`\ufeff${HEADER}\r\n`);
  });

  it('quotes commas, quotes and line breaks, and guards cells a spreadsheet would run as formulas', () => {
    const csv = productsToCsv([
      product({ name: 'Tea, "green"', description: 'Line one\nline two' }),
      product({ name: '=HYPERLINK("x")', description: "'=already guarded" }),
    ]);
    expect(csv).toContain('"Tea, ""green"""');
    expect(csv).toContain('"Line one\nline two"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("''=already guarded");
  });

  it('round-trips: the export imported into an empty catalogue adds the same products', () => {
    const products = [
      product({ name: 'Latte', price: 450 as Cents, unitCost: 120 as Cents, barcode: '5012345678900' }),
      product({ name: 'Tea, "green"', description: 'Line one\r\nline two', category: 'food' }),
      product({ name: '-Minus', description: "'=x", available: false, unitCost: 0 as Cents }),
      product({ name: 'Free water', price: 0 as Cents, category: 'custom' }),
    ];
    const plan = planProductImport(productsToCsv(products), []);
    expect(plan.errors).toEqual([]);
    expect(plan.add.map((add) => add.product)).toEqual(
      products.map(({ name, category, price, description, available, barcode, unitCost }) => ({
        name,
        category,
        price,
        description: description ?? undefined,
        available,
        barcode: barcode ?? undefined,
        unitCost: unitCost ?? undefined,
      })),
    );
  });

  it('round-trips: the export imported into the same catalogue changes nothing', () => {
    const products = [
      product({ name: 'Latte', unitCost: 120 as Cents, barcode: 'LAT-1' }),
      product({ name: 'Scone', category: 'food', description: 'Warm', available: false }),
    ];
    const plan = planProductImport(productsToCsv(products), products);
    expect(plan).toEqual({ format: 'cafe', add: [], change: [], unchanged: [2, 3], errors: [] });
  });
});

describe('catalogue CSV import', () => {
  it('reads a BOM, any header order and case, and skips blank lines keeping line numbers true', () => {
    const csv = '\ufeffprice,NAME\n\n4.50,Latte\r\n , \n"3",Tea\n\n';
    const plan = planProductImport(csv, []);
    expect(plan.errors).toEqual([]);
    expect(plan.add.map(({ line, product }) => [line, product.name, product.price])).toEqual([
      [3, 'Latte', 450],
      [5, 'Tea', 300],
    ]);
    expect(plan.add[0]?.product).toMatchObject({ category: 'beverages', available: true });
  });

  it('lists bad lines by their line number with the schema messages, and plans the good ones', () => {
    const csv = [
      HEADER,
      'Latte,Beverages,4.50,,,yes,',
      ',Food,2.00,,,,',
      'Cake,Desserts,-1,,,,',
      '"Pie,\nwith a line break",Food,3,,,,',
      'Bun,Bakery,abc,,,maybe,',
      'Tart,Food,3,x,501 2,,',
      'Scone,Food,3',
      'Soup,Food,"3,,,,',
    ].join('\n');
    const plan = planProductImport(csv, []);
    expect(plan.add.map(({ line, product }) => [line, product.name])).toEqual([
      [2, 'Latte'],
      [5, 'Pie,\nwith a line break'],
    ]);
    expect(plan.errors).toEqual([
      { line: 3, issues: [{ path: 'name', message: REQUIRED }] },
      { line: 4, issues: [{ path: 'price', message: "Price can't be negative" }] },
      {
        line: 7,
        issues: [
          { path: 'available', message: 'Available must be yes or no' },
          { path: 'category', message: REQUIRED },
          { path: 'price', message: REQUIRED },
        ],
      },
      {
        line: 8,
        issues: [
          { path: 'barcode', message: 'A barcode can hold only letters, digits and symbols, without spaces' },
          { path: 'unitCost', message: 'Enter a unit cost of 0 or more' },
        ],
      },
      {
        line: 9,
        issues: [
          {
            path: '',
            message: 'This line has 3 cells where the header has 7; a comma inside a cell needs quotes',
          },
        ],
      },
      { line: 10, issues: [{ path: '', message: CSV_MESSAGES.unclosedQuote }] },
    ]);
  });

  it('names the line a quote problem is on, not where the reader gave up', () => {
    const unclosed = planProductImport(
      [
        HEADER,
        'Latte,Beverages,4.50,,,yes,',
        '"Mocha,Beverages,4.00,,,yes,',
        'Tea,Beverages,2.00,,,yes,',
      ].join('\r\n'),
      [],
    );
    expect(unclosed.errors).toEqual([
      { line: 3, issues: [{ path: '', message: CSV_MESSAGES.unclosedQuote }] },
    ]);
    // Tea was swallowed by the open quote: nothing after line 3 is imported behind the manager's back.
    expect(unclosed.add.map(({ line }) => line)).toEqual([2]);

    const stray = planProductImport(
      [
        HEADER,
        'Latte,Beverages,4.50,,,yes,',
        '"Mo"cha",Beverages,4.00,,,yes,',
        'Tea,Beverages,2.00,,,yes,',
      ].join('\n'),
      [],
    );
    expect(stray.errors).toEqual([{ line: 3, issues: [{ path: '', message: CSV_MESSAGES.strayQuotes }] }]);
    expect(stray.add.map(({ line }) => line)).toEqual([2, 4]);
  });

  it('refuses a file without a header, without Name and Price columns, or with a column twice', () => {
    expect(planProductImport('\n\n', []).errors).toEqual([
      {
        line: 1,
        issues: [
          { path: '', message: 'The file is empty: it needs a header line with Name and Price columns' },
        ],
      },
    ]);
    expect(planProductImport('Name,Category\nLatte,Food', []).errors[0]?.issues[0]?.message).toBe(
      'The file needs a Name column and a Price column',
    );
    expect(planProductImport('Name,Price,SKU,Barcode\n', []).errors[0]?.issues[0]?.message).toBe(
      'The column Barcode appears twice',
    );
  });

  it('matches by barcode first, then by exact name, and lists only the fields that change', () => {
    const latte = product({ name: 'Latte', barcode: 'LAT-1', unitCost: 100 as Cents });
    const scone = product({ name: 'Scone', category: 'food', description: 'Warm' });
    const csv = [
      'Name,Price,Barcode,Unit cost,Description',
      'Caffe latte,4.75,LAT-1,,', // by barcode: renamed, repriced, cost cleared
      'Scone,4.50,SC-9,0.80,', // by name: gains a barcode and a cost, description cleared
      'scone,3.00,,,', // names match exactly: a different case is a new product
    ].join('\n');
    const plan = planProductImport(csv, [latte, scone]);
    expect(plan.errors).toEqual([]);
    expect(plan.change).toEqual([
      { line: 2, product: latte, changes: { name: 'Caffe latte', price: 475, unitCost: null } },
      { line: 3, product: scone, changes: { barcode: 'SC-9', unitCost: 80, description: '' } },
    ]);
    expect(plan.add.map((add) => add.line)).toEqual([4]);
  });

  it('keeps what a missing column or a blank Category or Available says', () => {
    const scone = product({ name: 'Scone', category: 'food', available: false, unitCost: 50 as Cents });
    const plan = planProductImport('Name,Price,Category,Available\nScone,4.75,,', [scone]);
    expect(plan.change).toEqual([{ line: 2, product: scone, changes: { price: 475 } }]);
  });

  it('refuses a barcode twice in the file, one product changed twice, and a name two products share', () => {
    const latte = product({ name: 'Latte', barcode: 'LAT-1' });
    const twins = [product({ name: 'Mocha' }), product({ name: 'Mocha' })];
    const csv = [
      'Name,Price,Barcode',
      'Flat white,4,FW-1',
      'Flat white large,5,FW-1',
      'Latte,4.50,',
      'Latte again,4,LAT-1',
      'Mocha,4,',
      'Cortado,4,',
      'Cortado,4,',
      'Gone,4,',
    ].join('\n');
    const plan = planProductImport(csv, [
      latte,
      ...twins,
      product({ name: 'Gone', deletedAt: base.createdAt }),
    ]);
    expect(plan.errors).toEqual([
      { line: 3, issues: [{ path: 'barcode', message: 'This barcode is also on line 2' }] },
      { line: 5, issues: [{ path: 'barcode', message: 'Line 4 already changes this product' }] },
      {
        line: 6,
        issues: [
          {
            path: 'name',
            message: '2 products have this name; give the line a barcode to say which one it changes',
          },
        ],
      },
      {
        line: 8,
        issues: [{ path: 'name', message: 'A product of this name without a barcode is also on line 7' }],
      },
    ]);
    expect(plan.add.map((add) => add.line)).toEqual([2, 7, 9]);
    // Matched by name with its Barcode cell blank: the file says it has none now.
    expect(plan.change).toEqual([{ line: 4, product: latte, changes: { barcode: '' } }]);
  });

  it('refuses a file of more than 10,000 products', () => {
    const lines = Array.from({ length: 10_001 }, (_, index) => `P${index},1`);
    expect(planProductImport(['Name,Price', ...lines].join('\n'), []).errors).toEqual([
      { line: 1, issues: [{ path: '', message: 'A file can hold at most 10,000 products' }] },
    ]);
  });
});

describe('readCsv', () => {
  it.each(['\r\n', '\n', '\r'])('numbers lines ending %j, also past cells holding line breaks', (end) => {
    const text = ['a', `"b${end}c"`, 'd', '', 'e'].join(end);
    expect(readCsv(text).map((line) => [line.line, line.cells])).toEqual([
      [1, ['a']],
      [2, [`b${end}c`]],
      [4, ['d']],
      [6, ['e']],
    ]);
  });
});
