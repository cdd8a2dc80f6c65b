/**
 * The figures every sales report reads (issue 13: Reports, the Z report), in integer cents. Definitions, from the
 * sale arithmetic of sale-pricing.ts (subtotal = Σ(qty × unitPrice − line discount), total = subtotal + tax − sale
 * discount):
 *   gross     = Σ quantity × unitPrice
 *   discounts = Σ line discounts + Σ sale discounts
 *   tax       = Σ tax
 *   net       = gross − discounts      (= Σ(total − tax))
 *   taken     = Σ total                (= net + tax)
 *   average ticket = taken ÷ count, rounded half up; 0 with no sales
 * A product's revenue is Σ its line amounts after line discounts, so Σ product revenue − sale discounts = net; every
 * breakdown by day, payment method, staff member and hour sums to `taken` and `count`.
 *
 * The figures are additive: one day's `SalesFigures` is the sum of its sales' contributions, a range's is the sum of
 * its days'. So a device can keep them per day as sales land, or compute them from the sales of a range, and read
 * the same report either way.
 */
import type { BusinessDay } from '../business-day.js';
import { addDays, daysBetween } from '../business-day.js';
import type { DayRange } from '../dashboard.js';
import { labelFor } from '../entities/common-rules.js';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../entities/expense-rules.js';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '../entities/product-rules.js';
import type { Sale } from '../entities/sale.js';
import { PAYMENT_METHODS, paymentMethodLabel, UNKNOWN_CREATOR } from '../entities/sale-rules.js';
import { type Cents, cents, ZERO_CENTS } from '../money.js';

/** How many sales and how much money they took. */
export interface Tally {
  count: number;
  taken: Cents;
}

/** One product's share: units sold and Σ line amounts after line discounts. */
export interface ProductTally {
  /** The name on the newest line counted: what the till called it. */
  name: string;
  quantity: number;
  revenue: Cents;
}

/**
 * Additive figures of a set of sales. Maps, not objects, so no stored payment method or id can collide with an
 * object's own keys; IndexedDB stores Maps as they are.
 */
export interface SalesFigures {
  count: number;
  gross: Cents;
  lineDiscounts: Cents;
  saleDiscounts: Cents;
  tax: Cents;
  taken: Cents;
  byPayment: Map<string, Tally>;
  /** Keyed by the sale's createdBy (a user id, or UNKNOWN_CREATOR). */
  byStaff: Map<string, Tally>;
  /** Keyed by the hour of the day in the store's zone, 0–23; hours without sales are absent. */
  byHour: Map<number, Tally>;
  byProduct: Map<string, ProductTally>;
}

/** What the figures read of a sale. */
export type ReportSale = Pick<
  Sale,
  'soldAt' | 'total' | 'tax' | 'discount' | 'paymentMethod' | 'createdBy' | 'items' | 'deletedAt'
>;

export function emptyFigures(): SalesFigures {
  return {
    count: 0,
    gross: ZERO_CENTS,
    lineDiscounts: ZERO_CENTS,
    saleDiscounts: ZERO_CENTS,
    tax: ZERO_CENTS,
    taken: ZERO_CENTS,
    byPayment: new Map(),
    byStaff: new Map(),
    byHour: new Map(),
    byProduct: new Map(),
  };
}

/** Adds `sign` × a tally to the key's entry; an entry whose count reaches zero is removed. */
function addTally<K>(map: Map<K, Tally>, key: K, count: number, taken: number): void {
  const entry = map.get(key);
  const next = { count: (entry?.count ?? 0) + count, taken: cents((entry?.taken ?? 0) + taken) };
  if (next.count === 0 && next.taken === 0) map.delete(key);
  else map.set(key, next);
}

function addProduct(map: Map<string, ProductTally>, key: string, part: ProductTally, sign: number): void {
  const entry = map.get(key);
  const quantity = (entry?.quantity ?? 0) + sign * part.quantity;
  const revenue = cents((entry?.revenue ?? 0) + sign * part.revenue);
  if (quantity === 0 && revenue === 0) map.delete(key);
  // A removal keeps the name already there; an addition names the product as its newest line does.
  else map.set(key, { name: sign > 0 || !entry ? part.name : entry.name, quantity, revenue });
}

/**
 * Adds one sale (sign 1) or takes it away again (sign −1), in place. `hour` is the hour of its soldAt in the
 * store's zone (see saleClock). A deleted sale contributes nothing.
 */
export function addSale(figures: SalesFigures, sale: ReportSale, hour: number, sign: 1 | -1 = 1): void {
  if (sale.deletedAt !== null) return;
  let gross = 0;
  let lineDiscounts = 0;
  for (const item of sale.items) {
    const lineGross = item.quantity * item.unitPrice;
    const discount = item.discount ?? 0;
    gross += lineGross;
    lineDiscounts += discount;
    addProduct(
      figures.byProduct,
      item.productId,
      { name: item.productName, quantity: item.quantity, revenue: cents(lineGross - discount) },
      sign,
    );
  }
  figures.count += sign;
  figures.gross = cents(figures.gross + sign * gross);
  figures.lineDiscounts = cents(figures.lineDiscounts + sign * lineDiscounts);
  figures.saleDiscounts = cents(figures.saleDiscounts + sign * (sale.discount ?? 0));
  figures.tax = cents(figures.tax + sign * sale.tax);
  figures.taken = cents(figures.taken + sign * sale.total);
  addTally(figures.byPayment, sale.paymentMethod, sign, sign * sale.total);
  addTally(figures.byStaff, sale.createdBy, sign, sign * sale.total);
  addTally(figures.byHour, hour, sign, sign * sale.total);
}

/** Adds `from` into `into`, in place. */
export function mergeFigures(into: SalesFigures, from: SalesFigures): void {
  into.count += from.count;
  into.gross = cents(into.gross + from.gross);
  into.lineDiscounts = cents(into.lineDiscounts + from.lineDiscounts);
  into.saleDiscounts = cents(into.saleDiscounts + from.saleDiscounts);
  into.tax = cents(into.tax + from.tax);
  into.taken = cents(into.taken + from.taken);
  for (const [key, tally] of from.byPayment) addTally(into.byPayment, key, tally.count, tally.taken);
  for (const [key, tally] of from.byStaff) addTally(into.byStaff, key, tally.count, tally.taken);
  for (const [key, tally] of from.byHour) addTally(into.byHour, key, tally.count, tally.taken);
  for (const [key, product] of from.byProduct) addProduct(into.byProduct, key, product, 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Where a sale falls: its business day and hour in the store's zone.

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `ms` (wall clock minus UTC, in ms), from one Intl call. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = wallFormatter(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

const UTC_DAY_MS = 86_400_000;

/**
 * The wall-clock time of many instants in one zone, as milliseconds read with UTC getters, with two Intl calls per
 * UTC day instead of one or more per instant: a zone changes its offset at most once a day, so when the offset at a
 * UTC day's first and last millisecond agree it holds all day. A day where they differ (a DST change) asks Intl for
 * each instant.
 */
export function wallClockFinder(timeZone: string): (ms: number) => number {
  const days = new Map<number, number | null>();
  return (ms) => {
    const utcDay = Math.floor(ms / UTC_DAY_MS);
    let offset = days.get(utcDay);
    if (offset === undefined) {
      const first = offsetAt(utcDay * UTC_DAY_MS, timeZone);
      const last = offsetAt((utcDay + 1) * UTC_DAY_MS - 1, timeZone);
      offset = first === last ? first : null;
      days.set(utcDay, offset);
    }
    return ms + (offset ?? offsetAt(ms, timeZone));
  };
}

export interface SaleClock {
  day: BusinessDay;
  /** 0–23, the wall-clock hour in the store's zone. */
  hour: number;
}

/** The business day and hour of many instants in one zone (see wallClockFinder). */
export function saleClock(timeZone: string): (instant: string | number | Date) => SaleClock {
  const wallClock = wallClockFinder(timeZone);
  return (instant) => {
    const ms =
      instant instanceof Date
        ? instant.getTime()
        : typeof instant === 'string'
          ? Date.parse(instant)
          : instant;
    if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
    const wall = new Date(wallClock(ms));
    return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
  };
}

/** Each business day's figures of `sales` in `timeZone` (deleted sales left out). */
export function figuresByDay(sales: Iterable<ReportSale>, timeZone: string): Map<BusinessDay, SalesFigures> {
  const clock = saleClock(timeZone);
  const days = new Map<BusinessDay, SalesFigures>();
  for (const sale of sales) {
    if (sale.deletedAt !== null) continue;
    const { day, hour } = clock(sale.soldAt);
    let figures = days.get(day);
    if (figures === undefined) {
      figures = emptyFigures();
      days.set(day, figures);
    }
    addSale(figures, sale, hour);
  }
  return days;
}

// ---------------------------------------------------------------------------------------------------------------
// The report over a range of business days.

export const UNCATEGORISED = 'uncategorised';
export const UNCATEGORISED_LABEL = 'Uncategorised';
export const UNKNOWN_STAFF_LABEL = 'Unknown';
export const TOP_ITEMS_LIMIT = 10;

export interface SalesSummary {
  count: number;
  gross: Cents;
  discounts: Cents;
  tax: Cents;
  net: Cents;
  taken: Cents;
  averageTicket: Cents;
}

export interface DayLine extends Tally {
  day: BusinessDay;
}
export interface HourLine extends Tally {
  hour: number;
}
export interface PaymentLine extends Tally {
  paymentMethod: string;
  label: string;
}
export interface StaffLine extends Tally {
  userId: string;
  name: string;
}
export interface ProductLine {
  productId: string;
  name: string;
  category: string;
  categoryLabel: string;
  quantity: number;
  revenue: Cents;
}
export interface CategoryLine {
  category: string;
  label: string;
  quantity: number;
  revenue: Cents;
}

export interface SalesReport {
  range: DayRange;
  summary: SalesSummary;
  /** Every day of the range, oldest first, zero where nothing was sold. */
  byDay: DayLine[];
  /** All 24 hours, zero where nothing was sold. */
  byHour: HourLine[];
  byPayment: PaymentLine[];
  /** Most taken first. */
  byStaff: StaffLine[];
  /** Most revenue first. */
  byProduct: ProductLine[];
  /** The catalogue's categories in their usual order, then Uncategorised; only those with sales. */
  byCategory: CategoryLine[];
  /** The first TOP_ITEMS_LIMIT of byProduct. */
  topItems: ProductLine[];
  /** Σ sale discounts: what separates Σ product revenue from net. */
  saleDiscounts: Cents;
}

/** taken ÷ count, rounded half up; 0 with no sales. */
export function averageTicket(taken: Cents, count: number): Cents {
  if (count === 0) return ZERO_CENTS;
  return cents(Math.sign(taken) * Math.floor((Math.abs(taken) * 2 + count) / (2 * count)));
}

export function summaryOf(figures: SalesFigures): SalesSummary {
  const discounts = cents(figures.lineDiscounts + figures.saleDiscounts);
  return {
    count: figures.count,
    gross: figures.gross,
    discounts,
    tax: figures.tax,
    net: cents(figures.gross - discounts),
    taken: figures.taken,
    averageTicket: averageTicket(figures.taken, figures.count),
  };
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): BusinessDay[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.first, index));
}

/** The figures of the days of `range` found in `days`, summed. */
export function figuresInRange(days: ReadonlyMap<BusinessDay, SalesFigures>, range: DayRange): SalesFigures {
  const total = emptyFigures();
  for (const [day, figures] of days) {
    if (day >= range.first && day <= range.last) mergeFigures(total, figures);
  }
  return total;
}

export interface ReportCatalogue {
  /** Products as stored (deleted ones too: their category is still known). */
  products: readonly { id: string; category: string }[];
  users: readonly { id: string; name: string }[];
}

function paymentRank(method: string): number {
  const known: readonly string[] = PAYMENT_METHODS;
  const index = known.indexOf(method);
  return index === -1 ? known.length : index;
}

function categoryRank(category: string): number {
  const known: readonly string[] = PRODUCT_CATEGORIES;
  const index = known.indexOf(category);
  return index === -1 ? known.length + (category === UNCATEGORISED ? 1 : 0) : index;
}

export function categoryLabel(category: string): string {
  return category === UNCATEGORISED ? UNCATEGORISED_LABEL : labelFor(PRODUCT_CATEGORY_LABELS, category);
}

/** The name a sale's createdBy shows as: the user's, else Unknown (with the id's start when it was a user). */
export function staffName(userId: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(userId);
  if (name !== undefined) return name;
  return userId === UNKNOWN_CREATOR ? UNKNOWN_STAFF_LABEL : `${UNKNOWN_STAFF_LABEL} (${userId.slice(0, 8)})`;
}

/** Every sales report of a range, from its days' figures and the catalogue that names products and staff. */
export function salesReport(
  days: ReadonlyMap<BusinessDay, SalesFigures>,
  range: DayRange,
  catalogue: ReportCatalogue,
): SalesReport {
  const figures = figuresInRange(days, range);
  const categories = new Map(catalogue.products.map((product) => [product.id, product.category]));
  const names = new Map(catalogue.users.map((user) => [user.id, user.name]));

  const byDay = daysOf(range).map((day) => {
    const dayFigures = days.get(day);
    return { day, count: dayFigures?.count ?? 0, taken: dayFigures?.taken ?? ZERO_CENTS };
  });
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    count: figures.byHour.get(hour)?.count ?? 0,
    taken: figures.byHour.get(hour)?.taken ?? ZERO_CENTS,
  }));
  const byPayment = [...figures.byPayment]
    .map(([paymentMethod, tally]) => ({ paymentMethod, label: paymentMethodLabel(paymentMethod), ...tally }))
    .sort(
      (a, b) =>
        paymentRank(a.paymentMethod) - paymentRank(b.paymentMethod) ||
        a.paymentMethod.localeCompare(b.paymentMethod),
    );
  const byStaff = [...figures.byStaff]
    .map(([userId, tally]) => ({ userId, name: staffName(userId, names), ...tally }))
    .sort((a, b) => b.taken - a.taken || a.name.localeCompare(b.name));
  const byProduct = [...figures.byProduct]
    .map(([productId, product]) => {
      const category = categories.get(productId) ?? UNCATEGORISED;
      return {
        productId,
        name: product.name,
        category,
        categoryLabel: categoryLabel(category),
        quantity: product.quantity,
        revenue: product.revenue,
      };
    })
    .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name));
  const categoryTotals = new Map<string, CategoryLine>();
  for (const line of byProduct) {
    const entry = categoryTotals.get(line.category) ?? {
      category: line.category,
      label: line.categoryLabel,
      quantity: 0,
      revenue: ZERO_CENTS,
    };
    entry.quantity += line.quantity;
    entry.revenue = cents(entry.revenue + line.revenue);
    categoryTotals.set(line.category, entry);
  }
  const byCategory = [...categoryTotals.values()].sort(
    (a, b) => categoryRank(a.category) - categoryRank(b.category) || a.category.localeCompare(b.category),
  );

  return {
    range,
    summary: summaryOf(figures),
    byDay,
    byHour,
    byPayment,
    byStaff,
    byProduct,
    byCategory,
    topItems: byProduct.slice(0, TOP_ITEMS_LIMIT),
    saleDiscounts: figures.saleDiscounts,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Expenses over the same range.

export interface ReportExpense {
  amount: Cents;
  category: string;
  /** The business day it was spent ('yyyy-mm-dd'). */
  date: BusinessDay;
  deletedAt: string | null;
}

export interface ExpenseCategoryLine {
  category: string;
  label: string;
  count: number;
  amount: Cents;
}

export interface ExpensesReport {
  count: number;
  total: Cents;
  /** The expense categories in their usual order, then any other stored value; only those with expenses. */
  byCategory: ExpenseCategoryLine[];
}

/** What the Reports screen and its exports show: a period's sales and expenses beside the previous period's. */
export interface ReportTables {
  current: SalesReport;
  previous: SalesReport;
  expenses: ExpensesReport;
  previousExpenses: ExpensesReport;
}

/** Live expenses dated within `range`, by category. */
export function expensesReport(expenses: Iterable<ReportExpense>, range: DayRange): ExpensesReport {
  const lines = new Map<string, ExpenseCategoryLine>();
  let count = 0;
  let total = 0;
  for (const expense of expenses) {
    if (expense.deletedAt !== null || expense.date < range.first || expense.date > range.last) continue;
    count += 1;
    total += expense.amount;
    const line = lines.get(expense.category) ?? {
      category: expense.category,
      label: labelFor(EXPENSE_CATEGORY_LABELS, expense.category),
      count: 0,
      amount: ZERO_CENTS,
    };
    line.count += 1;
    line.amount = cents(line.amount + expense.amount);
    lines.set(expense.category, line);
  }
  const order: readonly string[] = EXPENSE_CATEGORIES;
  const rank = (category: string) => {
    const index = order.indexOf(category);
    return index === -1 ? order.length : index;
  };
  return {
    count,
    total: cents(total),
    byCategory: [...lines.values()].sort(
      (a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category),
    ),
  };
}

/** What the sales took (taken, tax included, as the till's drawer and the dashboard count it) less what was spent. */
export function salesMinusExpenses(taken: Cents, expenses: Cents): Cents {
  return cents(taken - expenses);
}

// ---------------------------------------------------------------------------------------------------------------
// Date ranges over business days.

export const REPORT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriod, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom',
};

/** A custom range may span up to this many days (two years and a leap day): longer is a typo in a year. */
export const MAX_REPORT_DAYS = 731;

export const REPORT_RANGE_MESSAGES = {
  startRequired: 'Choose a start date',
  endRequired: 'Choose an end date',
  endBeforeStart: 'The end date must be on or after the start date',
  tooLong: `A report can span at most ${MAX_REPORT_DAYS} days`,
} as const;

function rangeOf(first: BusinessDay, last: BusinessDay): DayRange {
  return { first, last, days: daysBetween(first, last) + 1 };
}

/** Monday of the week `day` falls in (weeks start on Monday). */
export function weekStart(day: BusinessDay): BusinessDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: BusinessDay): BusinessDay {
  return `${day.slice(0, 8)}01`;
}

/**
 * The days a period covers, `today` being the store's business day. This week and this month run to today (the
 * days after it have nothing yet); last week is Monday to Sunday; last month is the whole month.
 */
export function reportRange(period: Exclude<ReportPeriod, 'custom'>, today: BusinessDay): DayRange {
  switch (period) {
    case 'today':
      return rangeOf(today, today);
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return rangeOf(yesterday, yesterday);
    }
    case 'thisWeek':
      return rangeOf(weekStart(today), today);
    case 'lastWeek': {
      const monday = addDays(weekStart(today), -7);
      return rangeOf(monday, addDays(monday, 6));
    }
    case 'thisMonth':
      return rangeOf(monthStart(today), today);
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return rangeOf(monthStart(lastDay), lastDay);
    }
  }
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

function isDay(text: string): boolean {
  if (!DAY_TEXT.test(text)) return false;
  try {
    addDays(text, 0);
    return true;
  } catch {
    return false;
  }
}

/** A custom range as typed: its days, or the message that says what is wrong. */
export function customRange(
  first: string,
  last: string,
): { ok: true; range: DayRange } | { ok: false; message: string } {
  if (!isDay(first)) return { ok: false, message: REPORT_RANGE_MESSAGES.startRequired };
  if (!isDay(last)) return { ok: false, message: REPORT_RANGE_MESSAGES.endRequired };
  if (last < first) return { ok: false, message: REPORT_RANGE_MESSAGES.endBeforeStart };
  const range = rangeOf(first, last);
  if (range.days > MAX_REPORT_DAYS) return { ok: false, message: REPORT_RANGE_MESSAGES.tooLong };
  return { ok: true, range };
}

/** The period of equal length just before `range`: the figures each report is compared with. */
export function previousPeriod(range: DayRange): DayRange {
  return rangeOf(addDays(range.first, -range.days), addDays(range.first, -1));
}
