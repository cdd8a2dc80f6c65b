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
import { type Cents, cents, centsToDecimalString, parseMoney } from '../money.js';
import {
  type CatalogueFormat,
  catalogueFormatOf,
  type ForeignItem,
  readForeignCatalogue,
  variantOptions,
} from './catalogue-formats.js';
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

/** The option group a product of variants gets (Size: Small, Large), each option its price over the product's. */
export interface PlannedOptionGroup {
  name: string;
  options: { name: string; priceDelta: number; isDefault: boolean }[];
}

/** A product the import would create, as the products repository's create takes it. */
export interface PlannedAdd {
  line: number;
  product: ParsedProductInput;
  /** Its variants as one option group, when the file listed several (a Loyverse or Square item). */
  options?: PlannedOptionGroup;
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
  /** Which kind of file it read: the cafe's own list, or another system's item export. */
  format: CatalogueFormat;
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
  const plan: ProductImportPlan = { format: 'cafe', add: [], change: [], unchanged: [], errors: [] };
  const fail = (line: number, path: string, message: string) =>
    plan.errors.push({ line, issues: [{ path, message }] });

  const [header, ...lines] = readCsv(csvText);
  if (header === undefined) {
    fail(1, '', PRODUCT_CSV_MESSAGES.noHeader);
    return plan;
  }
  plan.format = catalogueFormatOf(header.cells);
  const fields = header.cells.map(headerField);
  if (plan.format === 'cafe') {
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
  }
  if (lines.length > LIST_LIMITS.importedProducts.max) {
    fail(header.line, '', PRODUCT_CSV_MESSAGES.tooManyLines);
    return plan;
  }

  const planLine = linePlanner(plan, catalogue);
  const readable: { line: number; cells: string[] }[] = [];
  for (const { line, cells, error } of lines) {
    if (error !== null) {
      fail(line, '', error);
      continue;
    }
    if (cells.length !== header.cells.length) {
      fail(line, '', PRODUCT_CSV_MESSAGES.cellCount(cells.length, header.cells.length));
      continue;
    }
    readable.push({ line, cells });
  }

  if (plan.format === 'cafe') {
    for (const { line, cells } of readable) {
      const byField: Cells = {};
      for (const [index, field] of fields.entries()) {
        if (field !== null) byField[field] = cells[index]?.trim() ?? '';
      }
      planLine(line, byField);
    }
  } else {
    for (const item of readForeignCatalogue(plan.format, header.cells, readable)) {
      planForeignItem(item, planLine, plan);
    }
  }
  // Unreadable lines were set aside first: the manager reads the errors in the file's order.
  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}

/** Another system's item: its cells read as the cafe's, its variants an option group over the cheapest price. */
function planForeignItem(item: ForeignItem, planLine: LinePlanner, plan: ProductImportPlan): void {
  // A blank optional cell keeps what a matched product has: the other system simply has none to say.
  const byField: Cells = {
    name: item.cells.name,
    category: item.cells.category,
    price: item.cells.price,
    available: item.cells.available,
  };
  if (item.cells.description) byField.description = item.cells.description;
  if (item.cells.barcode) byField.barcode = item.cells.barcode;
  if (item.cells.unitCost) byField.unitCost = item.cells.unitCost;
  if (item.variants.length === 0) {
    planLine(item.line, byField);
    return;
  }
  const options = variantOptions(item.variants);
  if (!options.ok) {
    for (const issue of options.issues) {
      plan.errors.push({ line: issue.line, issues: [{ path: issue.path, message: issue.message }] });
    }
    return;
  }
  byField.price = centsToDecimalString(cents(options.value.basePrice));
  planLine(item.line, byField, { name: item.groupName, options: options.value.options });
}

type LinePlanner = (line: number, byField: Cells, options?: PlannedOptionGroup) => void;

/**
 * Plans one product line against the catalogue, remembering the lines before it: a barcode or a new name twice, or
 * two lines for one product, are refused on the later line.
 */
function linePlanner(plan: ProductImportPlan, catalogue: readonly Product[]): LinePlanner {
  const fail = (line: number, path: string, message: string) =>
    plan.errors.push({ line, issues: [{ path, message }] });
  const live = catalogue.filter((product) => product.deletedAt === null);
  const byBarcode = indexBy(live, (product) => product.barcode);
  const byName = indexBy(live, (product) => product.name);
  const barcodeLines = new Map<string, number>();
  const newNameLines = new Map<string, number>();
  const productLines = new Map<string, number>();

  return (line, byField, options) => {
    const { input, issues } = inputOf(byField);
    const result = productInputSchema.safeParse(input);
    const allIssues = [...issues, ...(result.success ? [] : toApiIssues(result.error))];
    if (!result.success || allIssues.length > 0) {
      plan.errors.push({ line, issues: allIssues });
      return;
    }
    const parsed = result.data;

    if (parsed.barcode !== undefined) {
      const earlier = barcodeLines.get(parsed.barcode);
      if (earlier !== undefined) {
        fail(line, 'barcode', PRODUCT_CSV_MESSAGES.barcodeRepeated(earlier));
        return;
      }
      barcodeLines.set(parsed.barcode, line);
    }

    const barcodeMatch = parsed.barcode === undefined ? undefined : byBarcode.get(parsed.barcode)?.[0];
    const nameMatches = barcodeMatch ? [] : (byName.get(parsed.name) ?? []);
    if (nameMatches.length > 1) {
      fail(line, 'name', PRODUCT_CSV_MESSAGES.ambiguousName(nameMatches.length));
      return;
    }
    const match = barcodeMatch ?? nameMatches[0];

    if (match === undefined) {
      if (parsed.barcode === undefined) {
        const earlier = newNameLines.get(parsed.name);
        if (earlier !== undefined) {
          fail(line, 'name', PRODUCT_CSV_MESSAGES.nameRepeated(earlier));
          return;
        }
        newNameLines.set(parsed.name, line);
      }
      plan.add.push(options ? { line, product: parsed, options } : { line, product: parsed });
      return;
    }

    const earlier = productLines.get(match.id);
    if (earlier !== undefined) {
      fail(line, barcodeMatch ? 'barcode' : 'name', PRODUCT_CSV_MESSAGES.productRepeated(earlier));
      return;
    }
    productLines.set(match.id, line);
    // A product already in the catalogue keeps its option groups: the file changes its own fields only.
    const changes = changesOf(match, parsed, byField);
    if (Object.keys(changes).length === 0) plan.unchanged.push(line);
    else plan.change.push({ line, product: match, changes });
  };
}
