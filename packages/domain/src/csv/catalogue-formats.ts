/**
 * Item exports of the POS systems a cafe moves over from, read as they come: a Loyverse item export and a Square
 * item library export, each with its own headers. Both list one row per variant: Loyverse's rows of one item share
 * its Handle (the name and category on the first row only), Square's share the Item Name. Here each item becomes
 * ONE product whose variants are the options of one group (Size: Small / Large), its price the cheapest variant's
 * and each option the difference; the first variant is the default, so the common order stays one tap.
 *
 * The columns read (the rest, stock and taxes and stores, are left):
 *   Loyverse: Handle, SKU, Name, Category, Description, Option 1–3 name/value, Cost, Barcode, Default price,
 *             Available for sale [store], Price [store] (the first store's, else the default price)
 *   Square:   Token, Item Name, Variation Name, SKU, Description, Category (or Reporting Category), Price,
 *             Option Name 1–3 / Option Value 1–3, Archived, Default Unit Cost
 */
import { MAX_OPTIONS_PER_GROUP, MODIFIER_GROUP_MESSAGES } from '../entities/modifier-group-rules.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../entities/product-rules.js';
import { parseMoney } from '../money.js';

export type CatalogueFormat = 'cafe' | 'loyverse' | 'square';

/** How the import names the file it recognised. */
export const CATALOGUE_FORMAT_LABELS: Readonly<Record<CatalogueFormat, string>> = {
  cafe: 'Cafe POS product list',
  loyverse: 'Loyverse item export',
  square: 'Square item library export',
};

export const FOREIGN_CATALOGUE_MESSAGES = {
  noName: 'This item has no name',
  noPrice: 'Enter a price: a variable price cannot be imported',
  tooManyVariants: `An item can have at most ${MAX_OPTIONS_PER_GROUP} variants`,
  variantRepeated: (line: number) => `This variant is also on line ${line}`,
  variantPrice: (name: string) => `The price of ${name} is not an amount, such as 4.50`,
  optionName: MODIFIER_GROUP_MESSAGES.optionNameRequired,
} as const;

/** The file's format, from its header cells (compared lower-cased, trimmed). */
export function catalogueFormatOf(header: readonly string[]): CatalogueFormat {
  const keys = new Set(header.map((cell) => cell.trim().toLowerCase()));
  if (keys.has('handle') && keys.has('name') && (keys.has('default price') || hasPrefix(keys, 'price ['))) {
    return 'loyverse';
  }
  if (keys.has('item name') && keys.has('variation name')) return 'square';
  return 'cafe';
}

function hasPrefix(keys: ReadonlySet<string>, prefix: string): boolean {
  return [...keys].some((key) => key.startsWith(prefix));
}

/** One variant of an item, as the file priced it. */
export interface ForeignVariant {
  line: number;
  name: string;
  price: string;
}

/** One item of a foreign file, in the cafe's own cells (product-csv.ts reads them as it reads its own lines). */
export interface ForeignItem {
  /** The item's first line, where its errors are reported. */
  line: number;
  cells: {
    name: string;
    category: string;
    price: string;
    description: string;
    barcode: string;
    unitCost: string;
    available: string;
  };
  /** Two or more variants: they become the options of a group named `groupName`. */
  variants: ForeignVariant[];
  groupName: string;
}

/** An issue with a line of the file, in the import's own shape. */
export interface ForeignIssue {
  line: number;
  path: string;
  message: string;
}

interface Row {
  line: number;
  get: (header: string) => string;
}

/** A row's cells by header, the first column whose header matches (lower-cased) a name or a prefix. */
function rowsOf(header: readonly string[], lines: readonly { line: number; cells: string[] }[]): Row[] {
  const keys = header.map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => {
    const exact = keys.indexOf(name);
    if (exact !== -1 || !name.endsWith('[')) return exact;
    return keys.findIndex((key) => key.startsWith(name));
  };
  const columns = new Map<string, number>();
  return lines.map(({ line, cells }) => ({
    line,
    get(name: string) {
      let index = columns.get(name);
      if (index === undefined) {
        index = column(name);
        columns.set(name, index);
      }
      return index === -1 ? '' : (cells[index]?.trim() ?? '');
    },
  }));
}

/** Words a cafe's categories go by in other systems; anything else takes the product's default. */
const CATEGORY_WORDS: readonly [ProductCategory, RegExp][] = [
  ['desserts', /dessert|cake|sweet|cookie|ice cream|gelato/i],
  ['food', /food|sandwich|breakfast|lunch|bakery|pastr|snack|kitchen|salad|toast|bagel|muffin|croissant/i],
  ['beverages', /drink|beverage|coffee|espresso|tea|juice|smoothie|soda|water|latte|cold brew/i],
  ['merchandise', /merch|retail|beans|mug|gift|apparel|shop/i],
];

export function categoryFromForeign(name: string): string {
  const key = name.trim().toLowerCase();
  if (key === '') return '';
  if ((PRODUCT_CATEGORIES as readonly string[]).includes(key)) return key;
  return CATEGORY_WORDS.find(([, words]) => words.test(key))?.[0] ?? '';
}

/** 'Y' / 'N' as Loyverse writes them; Square's Archived is the opposite. */
function yesNo(value: string, invert = false): string {
  const key = value.trim().toLowerCase();
  if (key === '') return '';
  const yes = ['y', 'yes', 'true', '1'].includes(key);
  return yes !== invert ? 'yes' : 'no';
}

/** The variant's name: its option values joined ('Large / Oat'), else the variation's own name. */
function variantName(row: Row, names: readonly [string, string][]): string {
  const values = names.map(([, value]) => row.get(value)).filter((value) => value !== '');
  return values.join(' / ');
}

interface Grouped {
  first: Row;
  rows: Row[];
}

function groupRows(rows: readonly Row[], key: (row: Row) => string): Grouped[] {
  const groups = new Map<string, Grouped>();
  const order: Grouped[] = [];
  rows.forEach((row, index) => {
    const value = key(row) || `\u0000${index}`;
    const existing = groups.get(value);
    if (existing) existing.rows.push(row);
    else {
      const group = { first: row, rows: [row] };
      groups.set(value, group);
      order.push(group);
    }
  });
  return order;
}

const LOYVERSE_OPTIONS: readonly [string, string][] = [
  ['option 1 name', 'option 1 value'],
  ['option 2 name', 'option 2 value'],
  ['option 3 name', 'option 3 value'],
];
const SQUARE_OPTIONS: readonly [string, string][] = [
  ['option name 1', 'option value 1'],
  ['option name 2', 'option value 2'],
  ['option name 3', 'option value 3'],
];

/** The group's name: the option names the item uses ('Size', 'Size / Milk'), else `fallback`. */
function groupNameOf(row: Row, names: readonly [string, string][], fallback: string): string {
  const used = names.map(([name]) => row.get(name)).filter((name) => name !== '');
  return used.length > 0 ? used.join(' / ') : fallback;
}

function loyverseItems(rows: readonly Row[]): ForeignItem[] {
  return groupRows(rows, (row) => row.get('handle')).map(({ first, rows: variants }) => {
    const price = (row: Row) => row.get('price [') || row.get('default price');
    const named = variants.find((row) => row.get('name') !== '') ?? first;
    return {
      line: first.line,
      cells: {
        name: named.get('name'),
        category: categoryFromForeign(named.get('category')),
        price: price(first),
        description: named.get('description'),
        barcode: variants.length > 1 ? '' : first.get('barcode') || first.get('sku'),
        unitCost: variants.length > 1 ? '' : first.get('cost'),
        available: yesNo(first.get('available for sale [')),
      },
      variants:
        variants.length > 1
          ? variants.map((row) => ({
              line: row.line,
              name: variantName(row, LOYVERSE_OPTIONS),
              price: price(row),
            }))
          : [],
      groupName: groupNameOf(first, LOYVERSE_OPTIONS, 'Size'),
    };
  });
}

function squareItems(rows: readonly Row[]): ForeignItem[] {
  return groupRows(rows, (row) => row.get('item name')).map(({ first, rows: variants }) => {
    const price = (row: Row) => row.get('price');
    const category = first.get('category') || first.get('reporting category');
    return {
      line: first.line,
      cells: {
        name: first.get('item name'),
        category: categoryFromForeign(category),
        price: price(first),
        description: first.get('description'),
        barcode: variants.length > 1 ? '' : first.get('sku'),
        unitCost: variants.length > 1 ? '' : first.get('default unit cost'),
        available: yesNo(first.get('archived'), true),
      },
      variants:
        variants.length > 1
          ? variants.map((row) => ({
              line: row.line,
              name: variantName(row, SQUARE_OPTIONS) || row.get('variation name'),
              price: price(row),
            }))
          : [],
      groupName: groupNameOf(first, SQUARE_OPTIONS, 'Size'),
    };
  });
}

/** A foreign file's items, one per product, from its header and lines (each line's cells as read). */
export function readForeignCatalogue(
  format: Exclude<CatalogueFormat, 'cafe'>,
  header: readonly string[],
  lines: readonly { line: number; cells: string[] }[],
): ForeignItem[] {
  const rows = rowsOf(header, lines);
  return format === 'loyverse' ? loyverseItems(rows) : squareItems(rows);
}

/** A variant group as the products' option group it becomes, or the issues that stop it. */
export interface VariantOptions {
  /** The cheapest variant's price: the product's price. */
  basePrice: number;
  options: { name: string; priceDelta: number; isDefault: boolean }[];
}

export function variantOptions(
  variants: readonly ForeignVariant[],
): { ok: true; value: VariantOptions } | { ok: false; issues: ForeignIssue[] } {
  const issues: ForeignIssue[] = [];
  if (variants.length > MAX_OPTIONS_PER_GROUP) {
    return {
      ok: false,
      issues: [
        { line: variants[0]?.line ?? 0, path: '', message: FOREIGN_CATALOGUE_MESSAGES.tooManyVariants },
      ],
    };
  }
  const seen = new Map<string, number>();
  const priced: { name: string; price: number }[] = [];
  for (const variant of variants) {
    if (variant.name === '') {
      issues.push({ line: variant.line, path: '', message: FOREIGN_CATALOGUE_MESSAGES.optionName });
      continue;
    }
    const earlier = seen.get(variant.name.toLowerCase());
    if (earlier !== undefined) {
      issues.push({
        line: variant.line,
        path: '',
        message: FOREIGN_CATALOGUE_MESSAGES.variantRepeated(earlier),
      });
      continue;
    }
    seen.set(variant.name.toLowerCase(), variant.line);
    const price = variant.price === '' ? null : parseMoney(variant.price);
    if (price === null || price < 0) {
      issues.push({
        line: variant.line,
        path: 'price',
        message:
          variant.price === ''
            ? FOREIGN_CATALOGUE_MESSAGES.noPrice
            : FOREIGN_CATALOGUE_MESSAGES.variantPrice(variant.name),
      });
      continue;
    }
    priced.push({ name: variant.name, price });
  }
  if (issues.length > 0) return { ok: false, issues };
  const basePrice = Math.min(...priced.map((variant) => variant.price));
  return {
    ok: true,
    value: {
      basePrice,
      options: priced.map((variant, index) => ({
        name: variant.name,
        priceDelta: variant.price - basePrice,
        isDefault: index === 0,
      })),
    },
  };
}
