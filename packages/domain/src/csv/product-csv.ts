/**
 * The catalogue as a CSV file: export, and an import that only plans. planProductImport reads and validates every
 * line with the product's own schema and says what it would add and change and which lines are wrong; nothing is
 * applied here. The screen shows the plan and, once confirmed, writes it through the products repository.
 *
 * Matching a line to a product: by barcode when the line has one that a product has; otherwise by the exact name
 * (trimmed, case-sensitive: the name as the catalogue spells it). A line that matches nothing is a new product.
 * A column missing from the file keeps what products have; a blank cell in a present optional column (Description,
 * Barcode, Unit cost) clears it, since a file exported, edited and imported again must say "none" that way; a blank
 * Category or Available keeps the product's value, or takes the default for a new product.
 */
import { type ApiIssue, toApiIssues } from '../auth.js';
import { labelFor } from '../entities/common.js';
import {
  type ParsedProductInput,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  type Product,
  type ProductCategory,
  productInputSchema,
} from '../entities/product.js';
import { LIST_LIMITS } from '../limits.js';
import { type Cents, centsToDecimalString, parseMoney } from '../money.js';
import { readCsv, toCsv } from './csv-table.js';

type Field = 'name' | 'category' | 'price' | 'unitCost' | 'barcode' | 'available' | 'description';

/** Columns in the order the export writes them, with the headers the import also accepts (compared lower-cased). */
const COLUMNS: readonly { field: Field; header: string; aliases: readonly string[] }[] = [
  { field: 'name', header: 'Name', aliases: ['name', 'product'] },
  { field: 'category', header: 'Category', aliases: ['category'] },
  { field: 'price', header: 'Price', aliases: ['price'] },
  { field: 'unitCost', header: 'Unit cost', aliases: ['unit cost', 'unitcost', 'cost'] },
  { field: 'barcode', header: 'Barcode', aliases: ['barcode', 'sku', 'barcode/sku', 'sku/barcode'] },
  { field: 'available', header: 'Available', aliases: ['available'] },
  { field: 'description', header: 'Description', aliases: ['description'] },
];

const PRODUCT_CSV_MESSAGES = {
  noHeader: 'The file is empty: it needs a header line with Name and Price columns',
  missingColumns: 'The file needs a Name column and a Price column',
  duplicateColumn: (header: string) => `The column ${header} appears twice`,
  tooManyLines: LIST_LIMITS.importedProducts.message,
  cellCount: (cells: number, columns: number) =>
    `This line has ${cells} cells where the header has ${columns}; a comma inside a cell needs quotes`,
  available: 'Available must be yes or no',
  barcodeRepeated: (line: number) => `This barcode is also on line ${line}`,
  nameRepeated: (line: number) => `A product of this name without a barcode is also on line ${line}`,
  productRepeated: (line: number) => `Line ${line} already changes this product`,
  ambiguousName: (count: number) =>
    `${count} products have this name; give the line a barcode to say which one it changes`,
} as const;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const money = (value: Cents | null) => (value === null ? '' : centsToDecimalString(value));

/** The catalogue (live products, in the order given) as a CSV file. Prices are plain decimals, e.g. 4.50. */
export function productsToCsv(products: readonly Product[]): string {
  const rows = products
    .filter((product) => product.deletedAt === null)
    .map((product) => {
      const cells: Record<Field, string> = {
        name: product.name,
        category: labelFor(PRODUCT_CATEGORY_LABELS, product.category),
        price: money(product.price),
        unitCost: money(product.unitCost),
        barcode: product.barcode ?? '',
        available: yesNo(product.available),
        description: product.description ?? '',
      };
      return COLUMNS.map((column) => cells[column.field]);
    });
  return toCsv(
    COLUMNS.map((column) => column.header),
    rows,
  );
}

/** A product the import would create, as the products repository's create takes it. */
export interface PlannedAdd {
  line: number;
  product: ParsedProductInput;
}

/**
 * The fields the import would change on one product, as the products repository's update takes them: only what
 * differs; '' clears the description or barcode, null clears the unit cost.
 */
export interface ProductChanges {
  name?: string;
  category?: ProductCategory;
  price?: Cents;
  description?: string;
  available?: boolean;
  barcode?: string;
  unitCost?: Cents | null;
}

export interface PlannedChange {
  line: number;
  product: Product;
  changes: ProductChanges;
}

export interface ImportError {
  /** 1-based line of the file; 1 is the header. */
  line: number;
  issues: ApiIssue[];
}

export interface ProductImportPlan {
  add: PlannedAdd[];
  change: PlannedChange[];
  /** Lines that match a product and would change nothing. */
  unchanged: number[];
  errors: ImportError[];
}

function headerField(header: string): Field | null {
  const key = header.trim().toLowerCase();
  return COLUMNS.find((column) => column.aliases.includes(key))?.field ?? null;
}

function categoryOf(cell: string): ProductCategory | string {
  const key = cell.toLowerCase();
  return (
    PRODUCT_CATEGORIES.find(
      (category) => category === key || PRODUCT_CATEGORY_LABELS[category].toLowerCase() === key,
    ) ?? cell
  );
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A money cell as cents; text the schema will refuse with its own message when it is not an amount. */
function moneyOf(cell: string): number | string {
  return parseMoney(cell) ?? cell;
}

type Cells = Partial<Record<Field, string>>;

/** The line as the schema's input (a blank Price, Category or Available is left for the schema to judge). */
function inputOf(cells: Cells): { input: Record<string, unknown>; issues: ApiIssue[] } {
  const input: Record<string, unknown> = {};
  const issues: ApiIssue[] = [];
  if (cells.name !== undefined) input.name = cells.name;
  if (cells.price) input.price = moneyOf(cells.price);
  if (cells.unitCost) input.unitCost = moneyOf(cells.unitCost);
  if (cells.category) input.category = categoryOf(cells.category);
  if (cells.barcode !== undefined) input.barcode = cells.barcode;
  if (cells.description !== undefined) input.description = cells.description;
  if (cells.available) {
    const key = cells.available.toLowerCase();
    if (YES.has(key)) input.available = true;
    else if (NO.has(key)) input.available = false;
    else issues.push({ path: 'available', message: PRODUCT_CSV_MESSAGES.available });
  }
  return { input, issues };
}

function changesOf(product: Product, parsed: ParsedProductInput, cells: Cells): ProductChanges {
  const changes: ProductChanges = {};
  if (parsed.name !== product.name) changes.name = parsed.name;
  if (parsed.price !== product.price) changes.price = parsed.price;
  if (cells.category && parsed.category !== product.category) changes.category = parsed.category;
  if (cells.available && parsed.available !== product.available) changes.available = parsed.available;
  if (cells.description !== undefined && (parsed.description ?? null) !== product.description) {
    changes.description = parsed.description ?? '';
  }
  if (cells.barcode !== undefined && (parsed.barcode ?? null) !== product.barcode) {
    changes.barcode = parsed.barcode ?? '';
  }
  if (cells.unitCost !== undefined && (parsed.unitCost ?? null) !== product.unitCost) {
    changes.unitCost = parsed.unitCost ?? null;
  }
  return changes;
}

/** Groups live products by a key, so a name shared by two products is seen as ambiguous. */
function indexBy(products: readonly Product[], key: (product: Product) => string | null) {
  const index = new Map<string, Product[]>();
  for (const product of products) {
    const value = key(product);
    if (value === null) continue;
    const list = index.get(value);
    if (list) list.push(product);
    else index.set(value, [product]);
  }
  return index;
}

/**
 * Reads a catalogue CSV against the current catalogue and plans the import (see the top of this file for the
 * matching rules). Every line is checked with productInputSchema, so its errors are the form's messages.
 */
export function planProductImport(csvText: string, catalogue: readonly Product[]): ProductImportPlan {
  const plan: ProductImportPlan = { add: [], change: [], unchanged: [], errors: [] };
  const fail = (line: number, path: string, message: string) =>
    plan.errors.push({ line, issues: [{ path, message }] });

  const [header, ...lines] = readCsv(csvText);
  if (header === undefined) {
    fail(1, '', PRODUCT_CSV_MESSAGES.noHeader);
    return plan;
  }
  const fields = header.cells.map(headerField);
  for (const [index, field] of fields.entries()) {
    if (field !== null && fields.indexOf(field) !== index) {
      fail(header.line, '', PRODUCT_CSV_MESSAGES.duplicateColumn(header.cells[index]?.trim() ?? ''));
      return plan;
    }
  }
  if (!fields.includes('name') || !fields.includes('price')) {
    fail(header.line, '', PRODUCT_CSV_MESSAGES.missingColumns);
    return plan;
  }
  if (lines.length > LIST_LIMITS.importedProducts.max) {
    fail(header.line, '', PRODUCT_CSV_MESSAGES.tooManyLines);
    return plan;
  }

  const live = catalogue.filter((product) => product.deletedAt === null);
  const byBarcode = indexBy(live, (product) => product.barcode);
  const byName = indexBy(live, (product) => product.name);
  const barcodeLines = new Map<string, number>();
  const newNameLines = new Map<string, number>();
  const productLines = new Map<string, number>();

  for (const { line, cells, error } of lines) {
    if (error !== null) {
      fail(line, '', error);
      continue;
    }
    if (cells.length !== fields.length) {
      fail(line, '', PRODUCT_CSV_MESSAGES.cellCount(cells.length, fields.length));
      continue;
    }
    const byField: Cells = {};
    for (const [index, field] of fields.entries()) {
      if (field !== null) byField[field] = cells[index]?.trim() ?? '';
    }
    const { input, issues } = inputOf(byField);
    const result = productInputSchema.safeParse(input);
    const allIssues = [...issues, ...(result.success ? [] : toApiIssues(result.error))];
    if (!result.success || allIssues.length > 0) {
      plan.errors.push({ line, issues: allIssues });
      continue;
    }
    const parsed = result.data;

    if (parsed.barcode !== undefined) {
      const earlier = barcodeLines.get(parsed.barcode);
      if (earlier !== undefined) {
        fail(line, 'barcode', PRODUCT_CSV_MESSAGES.barcodeRepeated(earlier));
        continue;
      }
      barcodeLines.set(parsed.barcode, line);
    }

    const barcodeMatch = parsed.barcode === undefined ? undefined : byBarcode.get(parsed.barcode)?.[0];
    const nameMatches = barcodeMatch ? [] : (byName.get(parsed.name) ?? []);
    if (nameMatches.length > 1) {
      fail(line, 'name', PRODUCT_CSV_MESSAGES.ambiguousName(nameMatches.length));
      continue;
    }
    const match = barcodeMatch ?? nameMatches[0];

    if (match === undefined) {
      if (parsed.barcode === undefined) {
        const earlier = newNameLines.get(parsed.name);
        if (earlier !== undefined) {
          fail(line, 'name', PRODUCT_CSV_MESSAGES.nameRepeated(earlier));
          continue;
        }
        newNameLines.set(parsed.name, line);
      }
      plan.add.push({ line, product: parsed });
      continue;
    }

    const earlier = productLines.get(match.id);
    if (earlier !== undefined) {
      fail(line, barcodeMatch ? 'barcode' : 'name', PRODUCT_CSV_MESSAGES.productRepeated(earlier));
      continue;
    }
    productLines.set(match.id, line);
    const changes = changesOf(match, parsed, byField);
    if (Object.keys(changes).length === 0) plan.unchanged.push(line);
    else plan.change.push({ line, product: match, changes });
  }
  return plan;
}
