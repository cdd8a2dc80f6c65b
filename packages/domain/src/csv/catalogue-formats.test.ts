import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Product } from '../entities/product.js';
import { catalogueFormatOf, categoryFromForeign } from './catalogue-formats.js';
import { planProductImport } from './product-csv.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const LOYVERSE = fixture('loyverse-items.csv');
const SQUARE = fixture('square-item-library.csv');

const existing = (name: string, fields: Partial<Product> = {}): Product => ({
  id: crypto.randomUUID(),
  storeId: crypto.randomUUID(),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  deletedAt: null,
  name,
  category: 'food',
  price: 300 as Product['price'],
  description: null,
  available: true,
  barcode: null,
  unitCost: null,
  ...fields,
});

describe('recognising the file', () => {
  it('tells a Loyverse export, a Square export and the cafe’s own list apart by their headers', () => {
    expect(catalogueFormatOf(['Handle', 'SKU', 'Name', 'Category', 'Default price'])).toBe('loyverse');
    expect(catalogueFormatOf(['Handle', 'Name', 'Price [Main Street]'])).toBe('loyverse');
    expect(catalogueFormatOf(['Token', 'Item Name', 'Variation Name', 'Price'])).toBe('square');
    expect(catalogueFormatOf(['Name', 'Category', 'Price'])).toBe('cafe');
  });

  it('reads other systems’ categories as the cafe’s, and an unknown one as none (the default)', () => {
    expect(categoryFromForeign('Coffee')).toBe('beverages');
    expect(categoryFromForeign('Drinks')).toBe('beverages');
    expect(categoryFromForeign('Bakery')).toBe('food');
    expect(categoryFromForeign('Cakes')).toBe('desserts');
    expect(categoryFromForeign('Retail')).toBe('merchandise');
    expect(categoryFromForeign('Gift cards')).toBe('merchandise');
    expect(categoryFromForeign('Specials')).toBe('');
  });
});

describe('a Loyverse item export, as it comes', () => {
  const plan = planProductImport(LOYVERSE, []);

  it('says it is one, reads past the byte-order mark and has no errors', () => {
    expect(plan.format).toBe('loyverse');
    expect(plan.errors).toEqual([]);
    expect(plan.add.map((add) => add.product.name)).toEqual([
      'Latte',
      'Butter croissant',
      'Home espresso machine',
    ]);
  });

  it('makes the rows sharing a handle ONE product with a Size group over its cheapest price', () => {
    const latte = plan.add[0];
    expect(latte?.product).toMatchObject({ name: 'Latte', category: 'beverages', price: 400 });
    expect(latte?.product.barcode).toBeUndefined();
    expect(latte?.options).toEqual({
      name: 'Size',
      options: [
        { name: 'Small', priceDelta: 0, isDefault: true },
        { name: 'Regular', priceDelta: 50, isDefault: false },
        { name: 'Large', priceDelta: 125, isDefault: false },
      ],
    });
  });

  it('reads a single item’s barcode, cost, availability and a price like "$4,250.00"', () => {
    expect(plan.add[1]?.product).toMatchObject({
      category: 'food',
      price: 375,
      unitCost: 110,
      barcode: '4006381333931',
      description: 'Flaky, all butter',
      available: true,
    });
    expect(plan.add[1]?.options).toBeUndefined();
    expect(plan.add[2]?.product).toMatchObject({ category: 'merchandise', price: 425_000, available: false });
  });

  it('changes a product already in the catalogue by name, keeping what the file does not say', () => {
    const croissant = existing('Butter croissant', { description: 'Ours', price: 350 as Product['price'] });
    const again = planProductImport(LOYVERSE, [croissant]);
    expect(again.change).toEqual([
      expect.objectContaining({
        line: 5,
        changes: { price: 375, barcode: '4006381333931', unitCost: 110, description: 'Flaky, all butter' },
      }),
    ]);
  });

  it('reports a variant without a price on its own line, and imports nothing of that item', () => {
    const broken = LOYVERSE.replace(
      '10002,,,,N,Size,Regular,,,,,0.90,,,,N,N,,,4.50,Y,4.50',
      '10002,,,,N,Size,Regular,,,,,0.90,,,,N,N,,,,Y,',
    );
    const result = planProductImport(broken, []);
    expect(result.errors).toEqual([
      { line: 3, issues: [{ path: 'price', message: 'Enter a price: a variable price cannot be imported' }] },
    ]);
    expect(result.add.map((add) => add.product.name)).toEqual(['Butter croissant', 'Home espresso machine']);
  });
});

describe('a Square item library export, as it comes', () => {
  const plan = planProductImport(SQUARE, []);

  it('says it is one and makes the variations of an item one product with their option group', () => {
    expect(plan.format).toBe('square');
    expect(plan.errors).toEqual([]);
    expect(plan.add.map((add) => add.product.name)).toEqual([
      'Cold brew',
      'Blueberry muffin',
      'House beans 1kg',
    ]);
    expect(plan.add[0]?.product).toMatchObject({
      category: 'beverages',
      price: 350,
      description: 'Steeped for 18 hours',
    });
    expect(plan.add[0]?.options).toEqual({
      name: 'Size',
      options: [
        { name: 'Small', priceDelta: 0, isDefault: true },
        { name: 'Large', priceDelta: 125, isDefault: false },
      ],
    });
  });

  it('reads a single variation’s SKU as its barcode, its cost, and an archived item as not available', () => {
    expect(plan.add[1]?.product).toMatchObject({
      category: 'food',
      price: 325,
      barcode: 'MUF-BB',
      unitCost: 95,
    });
    expect(plan.add[1]?.options).toBeUndefined();
    expect(plan.add[2]?.product).toMatchObject({ category: 'merchandise', price: 103_400, available: false });
  });

  it('groups variations without option columns by item name, named by their variation names', () => {
    const header = 'Token,Item Name,Variation Name,SKU,Price';
    const file = `${header}\nA1,Flat white,Regular,,$4.00\nA2,Flat white,Large,,"$4.80"\n`;
    const result = planProductImport(file, []);
    expect(result.errors).toEqual([]);
    expect(result.add[0]?.options?.options.map((option) => [option.name, option.priceDelta])).toEqual([
      ['Regular', 0],
      ['Large', 80],
    ]);
  });
});

describe('the cafe’s own list', () => {
  it('is read as before, and says so', () => {
    const plan = planProductImport('Name,Price\nTea,2.50\n', []);
    expect(plan.format).toBe('cafe');
    expect(plan.add).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ name: 'Tea', price: 250 }) }),
    ]);
  });
});
