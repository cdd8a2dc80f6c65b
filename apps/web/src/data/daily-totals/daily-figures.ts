import {
  addSale,
  type BusinessDay,
  cents,
  type DiscountFigures,
  type DiscountTally,
  emptyFigures,
  type NamedDiscountTally,
  type OptionTally,
  type ProductTally,
  type Sale,
  type SalesFigures,
  type Tally,
} from '@cafe/domain';
import Dexie, { type PromiseExtended, type Table } from 'dexie';
import { putAndDelete } from '../bulk-writes';

/**
 * Each business day's sales figures (the domain's SalesFigures: summary, payment methods, staff, hours and
 * products), kept exact beside the daily totals and by the same rules (daily-totals.ts): every sale write applies
 * the difference between the row as it was and as it is, in the SAME transaction. Reports then read one row per
 * day instead of every sale: measured in Chromium, reading 33,000 sales (30 days of a busy store) through the soldAt
 * index alone takes about 550 ms and 100,000 about 1.5 s, over the reports' budgets before any sum.
 */

export const DAILY_FIGURES_TABLE = 'dailyFigures';

/** A breakdown as parallel arrays: IndexedDB reads arrays of numbers and strings far faster than many objects. */
export interface StoredTallies<K> {
  keys: K[];
  counts: number[];
  taken: number[];
}

export interface StoredProducts {
  ids: string[];
  names: string[];
  quantities: number[];
  revenues: number[];
}

/** The options sold (the domain's OptionTally), as parallel arrays like the products. */
export interface StoredOptions {
  keys: string[];
  groupNames: string[];
  names: string[];
  counts: number[];
  amounts: number[];
  soldOut: number[];
}

/** The named discounts given (the domain's DiscountFigures), as parallel arrays like the products. */
export interface StoredDiscounts {
  keys: string[];
  names: string[];
  counts: number[];
  cents: number[];
  staff: StoredTallies<string>;
  approvers: StoredTallies<string>;
}

/** One business day's figures as stored, keyed by `day`. */
export interface DailyFiguresRow {
  day: BusinessDay;
  count: number;
  gross: number;
  lineDiscounts: number;
  saleDiscounts: number;
  tax: number;
  taken: number;
  payments: StoredTallies<string>;
  staff: StoredTallies<string>;
  hours: StoredTallies<number>;
  products: StoredProducts;
  /** Absent on a row counted before options were reported: it reads as no options. */
  options?: StoredOptions;
  soldOutSales?: number;
  /** Tips by payment method (issue 33); absent on a row counted before tips, read as none. */
  tips?: { methods: string[]; amounts: number[] };
  /** Discounts given (issue 33); absent on a row counted before they were reported, read as none. */
  discounts?: StoredDiscounts;
}

export type DailyFiguresTable = Table<DailyFiguresRow, string>;

function storeTallies<K>(map: ReadonlyMap<K, Tally>): StoredTallies<K> {
  const stored: StoredTallies<K> = { keys: [], counts: [], taken: [] };
  for (const [key, tally] of map) {
    stored.keys.push(key);
    stored.counts.push(tally.count);
    stored.taken.push(tally.taken);
  }
  return stored;
}

function readTallies<K>(stored: StoredTallies<K>): Map<K, Tally> {
  const map = new Map<K, Tally>();
  stored.keys.forEach((key, index) => {
    map.set(key, { count: stored.counts[index] ?? 0, taken: cents(stored.taken[index] ?? 0) });
  });
  return map;
}

function storeDiscountTallies(map: ReadonlyMap<string, DiscountTally>): StoredTallies<string> {
  const stored: StoredTallies<string> = { keys: [], counts: [], taken: [] };
  for (const [key, tally] of map) {
    stored.keys.push(key);
    stored.counts.push(tally.count);
    stored.taken.push(tally.cents);
  }
  return stored;
}

function readDiscountTallies(stored: StoredTallies<string> | undefined): Map<string, DiscountTally> {
  const map = new Map<string, DiscountTally>();
  stored?.keys.forEach((key, index) => {
    map.set(key, { count: stored.counts[index] ?? 0, cents: cents(stored.taken[index] ?? 0) });
  });
  return map;
}

function storeDiscounts(figures: DiscountFigures): StoredDiscounts {
  const stored: StoredDiscounts = {
    keys: [],
    names: [],
    counts: [],
    cents: [],
    staff: storeDiscountTallies(figures.byStaff),
    approvers: storeDiscountTallies(figures.byApprover),
  };
  for (const [key, tally] of figures.byDiscount) {
    stored.keys.push(key);
    stored.names.push(tally.name);
    stored.counts.push(tally.count);
    stored.cents.push(tally.cents);
  }
  return stored;
}

function readDiscounts(stored: StoredDiscounts | undefined): DiscountFigures {
  const byDiscount = new Map<string, NamedDiscountTally>();
  stored?.keys.forEach((key, index) => {
    byDiscount.set(key, {
      name: stored.names[index] ?? '',
      count: stored.counts[index] ?? 0,
      cents: cents(stored.cents[index] ?? 0),
    });
  });
  return {
    byDiscount,
    byStaff: readDiscountTallies(stored?.staff),
    byApprover: readDiscountTallies(stored?.approvers),
  };
}

export function toFiguresRow(day: BusinessDay, figures: SalesFigures): DailyFiguresRow {
  const products: StoredProducts = { ids: [], names: [], quantities: [], revenues: [] };
  for (const [id, product] of figures.byProduct) {
    products.ids.push(id);
    products.names.push(product.name);
    products.quantities.push(product.quantity);
    products.revenues.push(product.revenue);
  }
  const options: StoredOptions = {
    keys: [],
    groupNames: [],
    names: [],
    counts: [],
    amounts: [],
    soldOut: [],
  };
  for (const [key, option] of figures.byOption) {
    options.keys.push(key);
    options.groupNames.push(option.groupName);
    options.names.push(option.name);
    options.counts.push(option.count);
    options.amounts.push(option.amount);
    options.soldOut.push(option.soldOut);
  }
  return {
    day,
    count: figures.count,
    gross: figures.gross,
    lineDiscounts: figures.lineDiscounts,
    saleDiscounts: figures.saleDiscounts,
    tax: figures.tax,
    taken: figures.taken,
    payments: storeTallies(figures.byPayment),
    staff: storeTallies(figures.byStaff),
    hours: storeTallies(figures.byHour),
    products,
    options,
    soldOutSales: figures.soldOutSales,
    tips: { methods: [...figures.tips.keys()], amounts: [...figures.tips.values()] },
    discounts: storeDiscounts(figures.discountsGiven),
  };
}

function readOptions(stored: StoredOptions | undefined): Map<string, OptionTally> {
  const map = new Map<string, OptionTally>();
  stored?.keys.forEach((key, index) => {
    map.set(key, {
      groupName: stored.groupNames[index] ?? '',
      name: stored.names[index] ?? '',
      count: stored.counts[index] ?? 0,
      amount: cents(stored.amounts[index] ?? 0),
      soldOut: stored.soldOut[index] ?? 0,
    });
  });
  return map;
}

export function fromFiguresRow(row: DailyFiguresRow): SalesFigures {
  const byProduct = new Map<string, ProductTally>();
  row.products.ids.forEach((id, index) => {
    byProduct.set(id, {
      name: row.products.names[index] ?? '',
      quantity: row.products.quantities[index] ?? 0,
      revenue: cents(row.products.revenues[index] ?? 0),
    });
  });
  return {
    count: row.count,
    gross: cents(row.gross),
    lineDiscounts: cents(row.lineDiscounts),
    saleDiscounts: cents(row.saleDiscounts),
    tax: cents(row.tax),
    taken: cents(row.taken),
    byPayment: readTallies(row.payments),
    byStaff: readTallies(row.staff),
    byHour: readTallies(row.hours),
    byProduct,
    byOption: readOptions(row.options),
    soldOutSales: row.soldOutSales ?? 0,
    tips: new Map(
      (row.tips?.methods ?? []).map((method, index) => [method, cents(row.tips?.amounts[index] ?? 0)]),
    ),
    discountsGiven: readDiscounts(row.discounts),
  };
}

/** One sale added to (1) or taken from (−1) the figures of its day, at its hour in the store's zone. */
export interface FiguresStep {
  day: BusinessDay;
  hour: number;
  sale: Sale;
  sign: 1 | -1;
}

/** Where a sale's soldAt falls in the counting zone (the domain's saleClock). */
export type SaleClockFn = (instant: string) => { day: BusinessDay; hour: number };

const discountContribution = (discount: { presetId?: string | undefined; name: string; cents: number }) => [
  discount.presetId ?? null,
  discount.name,
  discount.cents,
];

/** What the figures read of a sale: equal keys mean an equal contribution, so a repeated write is skipped. */
function contributionKey(sale: Sale): string {
  return JSON.stringify([
    sale.soldAt,
    sale.total,
    sale.tax,
    sale.discount ?? 0,
    sale.paymentMethod,
    sale.payments ?? null,
    sale.createdBy,
    sale.items.map((item) => [
      item.productId,
      item.productName,
      item.quantity,
      item.unitPrice,
      item.discount ?? 0,
      item.options?.map((option) => [option.groupId, option.optionId, option.priceDelta, option.quantity]),
      item.discounts?.map(discountContribution),
    ]),
    sale.discounts?.map(discountContribution) ?? null,
    sale.discountApproval?.approverId ?? null,
    // The server's flag arrives with its copy of a sale the till stored first: the figures take it then.
    sale.soldOutOptionIds ?? [],
  ]);
}

/** The steps a write from `before` to `after` takes (undefined: not stored; deleted rows count for nothing). */
export function figuresSteps(
  before: Sale | undefined,
  after: Sale | undefined,
  clock: SaleClockFn,
): FiguresStep[] {
  const was = before && before.deletedAt === null ? before : undefined;
  const is = after && after.deletedAt === null ? after : undefined;
  if (was && is && contributionKey(was) === contributionKey(is)) return [];
  const steps: FiguresStep[] = [];
  if (was) steps.push({ ...clock(was.soldAt), sale: was, sign: -1 });
  if (is) steps.push({ ...clock(is.soldAt), sale: is, sign: 1 });
  return steps;
}

/**
 * Applies steps to the stored day rows: one bulkGet of the days they touch, the sums in memory, one bulkPut (and a
 * bulkDelete of days left without sales). One chain of Dexie promises, like daily-totals.ts, so it keeps the
 * caller's transaction.
 */
export function applyFiguresSteps(
  table: DailyFiguresTable,
  steps: readonly FiguresStep[],
): PromiseExtended<unknown> {
  if (steps.length === 0) return Dexie.Promise.resolve();
  const days = [...new Set(steps.map((step) => step.day))];
  return table.bulkGet(days).then((stored) => {
    const figures = new Map<BusinessDay, SalesFigures>();
    days.forEach((day, index) => {
      const row = stored[index];
      figures.set(day, row ? fromFiguresRow(row) : emptyFigures());
    });
    for (const step of steps) {
      const dayFigures = figures.get(step.day);
      if (dayFigures) addSale(dayFigures, step.sale, step.hour, step.sign);
    }
    const removed: BusinessDay[] = [];
    const kept: DailyFiguresRow[] = [];
    for (const [day, dayFigures] of figures) {
      if (dayFigures.count <= 0) removed.push(day);
      else kept.push(toFiguresRow(day, dayFigures));
    }
    return putAndDelete(table, kept, removed);
  });
}

/** Accumulates a full count (a rebuild) in memory: a few rows per day, never the sales themselves. */
export class FiguresTally {
  private readonly days = new Map<BusinessDay, SalesFigures>();

  add(sale: Sale, clock: SaleClockFn): void {
    if (sale.deletedAt !== null) return;
    const { day, hour } = clock(sale.soldAt);
    let figures = this.days.get(day);
    if (figures === undefined) {
      figures = emptyFigures();
      this.days.set(day, figures);
    }
    addSale(figures, sale, hour);
  }

  rows(): DailyFiguresRow[] {
    return [...this.days].map(([day, figures]) => toFiguresRow(day, figures));
  }
}
