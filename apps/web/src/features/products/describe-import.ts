/**
 * What a planned catalogue import (domain planProductImport) says to the manager before anything is applied: each
 * new product in one line, each changed field as old → new, each wrong line by its number with the column at fault,
 * and the message after it is applied. Pure, so the dialog only lays it out.
 */
import {
  CATALOGUE_FORMAT_LABELS,
  type Cents,
  cents,
  formatMoney,
  type ImportError,
  labelFor,
  type PlannedAdd,
  type PlannedChange,
  type PlannedOptionGroup,
  PRODUCT_CATEGORY_LABELS,
  type ProductChanges,
  type ProductImportPlan,
} from '@cafe/domain';

/** The column names the CSV uses, so an error points at the cell the manager must fix. */
const COLUMN_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  category: 'Category',
  price: 'Price',
  unitCost: 'Unit cost',
  barcode: 'Barcode',
  available: 'Available',
  description: 'Description',
};

/** How a cleared optional value reads in an old → new pair. */
export const NO_VALUE = '(none)';

export interface DescribedAdd {
  line: number;
  name: string;
  /** e.g. 'Beverages · $4.50 · not available'. */
  detail: string;
}

export interface FieldChange {
  label: string;
  from: string;
  to: string;
}

export interface DescribedChange {
  line: number;
  name: string;
  fields: FieldChange[];
}

export interface DescribedError {
  line: number;
  messages: string[];
}

const money = (value: Cents | null | undefined) => (value == null ? NO_VALUE : formatMoney(value));
const text = (value: string | null | undefined) => (value ? value : NO_VALUE);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const category = (value: string) => labelFor(PRODUCT_CATEGORY_LABELS, value);

/** 'Size: Small, Large +$1.25': the group a product of variants gets, each option's price over the product's. */
export function describeOptions(group: PlannedOptionGroup): string {
  const options = group.options.map((option) =>
    option.priceDelta === 0 ? option.name : `${option.name} +${formatMoney(cents(option.priceDelta))}`,
  );
  return `${group.name}: ${options.join(', ')}`;
}

export function describeAdd({ line, product, options }: PlannedAdd): DescribedAdd {
  const parts = [category(product.category), formatMoney(product.price)];
  if (options) parts.push(describeOptions(options));
  if (!product.available) parts.push('not available');
  return { line, name: product.name, detail: parts.join(' · ') };
}

/** Which kind of file the import read, for another system's export ('Read as a Loyverse item export.'); null for the cafe's own. */
export function formatNote(plan: Pick<ProductImportPlan, 'format'>): string | null {
  return plan.format === 'cafe' ? null : `Read as a ${CATALOGUE_FORMAT_LABELS[plan.format]}.`;
}

/** The changed fields in the CSV's column order. */
export function describeChange({ line, product, changes }: PlannedChange): DescribedChange {
  const fields: FieldChange[] = [];
  const pair = (key: keyof ProductChanges, from: string, to: string) =>
    fields.push({ label: COLUMN_LABELS[key] ?? key, from, to });
  if (changes.name !== undefined) pair('name', product.name, changes.name);
  if (changes.category !== undefined)
    pair('category', category(product.category), category(changes.category));
  if (changes.price !== undefined) pair('price', money(product.price), money(changes.price));
  if (changes.unitCost !== undefined) pair('unitCost', money(product.unitCost), money(changes.unitCost));
  if (changes.barcode !== undefined) pair('barcode', text(product.barcode), text(changes.barcode));
  if (changes.available !== undefined) pair('available', yesNo(product.available), yesNo(changes.available));
  if (changes.description !== undefined) {
    pair('description', text(product.description), text(changes.description));
  }
  return { line, name: product.name, fields };
}

/** Each issue with its column ('Price: …'); a whole-line or whole-file issue as it is. */
export function describeError({ line, issues }: ImportError): DescribedError {
  return {
    line,
    messages: issues.map(({ path, message }) => {
      const column = COLUMN_LABELS[path.split('.')[0] ?? ''];
      return column ? `${column}: ${message}` : message;
    }),
  };
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The plan's headline, e.g. '3 new products, 1 change, 2 lines with errors'. */
export function planHeadline(plan: ProductImportPlan): string {
  const parts = [
    count(plan.add.length, 'new product', 'new products'),
    count(plan.change.length, 'change', 'changes'),
  ];
  if (plan.unchanged.length > 0)
    parts.push(count(plan.unchanged.length, 'line unchanged', 'lines unchanged'));
  if (plan.errors.length > 0) parts.push(count(plan.errors.length, 'line with errors', 'lines with errors'));
  return parts.join(', ');
}

/** Whether confirming would write anything. */
export function hasWork(plan: ProductImportPlan): boolean {
  return plan.add.length + plan.change.length > 0;
}

/** The confirm button: it says when lines with errors will be left out, so skipping them is a choice. */
export function importButtonLabel(plan: ProductImportPlan): string {
  const rows = plan.add.length + plan.change.length;
  const what = count(rows, 'product', 'products');
  return plan.errors.length === 0
    ? `Import ${what}`
    : `Import ${what}, skip ${count(plan.errors.length, 'line', 'lines')} with errors`;
}

/** Shown once the import is stored. */
export function importDoneMessage(plan: Pick<ProductImportPlan, 'add' | 'change'>): string {
  return `Import complete: ${count(plan.add.length, 'product', 'products')} added, ${plan.change.length.toLocaleString('en-US')} changed.`;
}
