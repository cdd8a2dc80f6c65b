/**
 * The figures every sales report reads (issue 13: Reports, the Z report), in integer cents. Definitions, from the
 * sale arithmetic of sale-pricing.ts (subtotal = Σ(qty × unitPrice − line discount), total = subtotal + tax − sale
 * discount):
 *   gross     = Σ quantity × unitPrice
 *   discounts = Σ line discounts + Σ sale discounts (the cents older tills stored and each `discounts` entry took)
 *   tax       = Σ tax
 *   net       = gross − discounts      (= Σ(total − tax))
 *   taken     = Σ total                (= net + tax)
 *   average ticket = taken ÷ count, rounded half up; 0 with no sales
 * A product's revenue is Σ its line amounts after line discounts, so Σ product revenue − sale discounts = net; every
 * breakdown by day, payment method, staff member and hour sums to `taken` and `count`.
 *
 * Payment methods read a sale's legs (salePayments): a split sale is taken under each method by that leg's amount,
 * and counted once, under its first leg's method, so the counts still sum to the sales. Tips (issue 33) are not
 * revenue: they are kept apart, by method, and are in none of the figures above.
 *
 * The figures are additive: one day's `SalesFigures` is the sum of its sales' contributions, a range's is the sum of
 * its days'. So a device can keep them per day as sales land, or compute them from the sales of a range, and read
 * the same report either way.
 */
import type { BusinessDay } from '../business-day.js';
import type { Sale } from '../entities/sale.js';
import { salePayments } from '../entities/sale-payments.js';
import { type Cents, cents, ZERO_CENTS } from '../money.js';
import {
  addSaleDiscounts,
  type DiscountFigures,
  emptyDiscountFigures,
  mergeDiscountFigures,
} from './discounts-report.js';
import { addOptionTally, addSaleOptions, type OptionTally } from './option-figures.js';
import { saleClock } from './sale-clock.js';

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
  /** Keyed by optionKey(group, option): the options sold (option-figures.ts). */
  byOption: Map<string, OptionTally>;
  /** Sales with an option that was sold out when they were made (the server flagged them). */
  soldOutSales: number;
  /** Tips by payment method: not revenue, so not in `taken`. */
  tips: Map<string, Cents>;
  /** The named discounts given, by discount, cashier and approving manager (discounts-report.ts). */
  discountsGiven: DiscountFigures;
}

/** What the figures read of a sale. */
export type ReportSale = Pick<
  Sale,
  | 'soldAt'
  | 'total'
  | 'tax'
  | 'discount'
  | 'paymentMethod'
  | 'createdBy'
  | 'items'
  | 'deletedAt'
  | 'soldOutOptionIds'
> &
  Partial<Pick<Sale, 'payments' | 'discounts' | 'discountApproval'>>;

/** The cents a list of discounts took (issue 33): none for a sale or line without. */
function takenBy(discounts: readonly { cents: number }[] | null | undefined): number {
  let taken = 0;
  for (const discount of discounts ?? []) taken += discount.cents;
  return taken;
}

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
    byOption: new Map(),
    soldOutSales: 0,
    tips: new Map(),
    discountsGiven: emptyDiscountFigures(),
  };
}

/** Adds `amount` to the key's tip; a tip that comes back to zero is removed. */
function addTip(map: Map<string, Cents>, key: string, amount: number): void {
  const next = (map.get(key) ?? 0) + amount;
  if (next === 0) map.delete(key);
  else map.set(key, cents(next));
}

/** Σ tips of every method. */
export function totalTips(figures: Pick<SalesFigures, 'tips'>): Cents {
  let total = 0;
  for (const tip of figures.tips.values()) total += tip;
  return cents(total);
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
    const discount = (item.discount ?? 0) + takenBy(item.discounts);
    gross += lineGross;
    lineDiscounts += discount;
    addProduct(
      figures.byProduct,
      item.productId,
      { name: item.productName, quantity: item.quantity, revenue: cents(lineGross - discount) },
      sign,
    );
  }
  figures.soldOutSales += sign * addSaleOptions(figures.byOption, sale, sign);
  addSaleDiscounts(figures.discountsGiven, sale, sign);
  figures.count += sign;
  figures.gross = cents(figures.gross + sign * gross);
  figures.lineDiscounts = cents(figures.lineDiscounts + sign * lineDiscounts);
  figures.saleDiscounts = cents(
    figures.saleDiscounts + sign * ((sale.discount ?? 0) + takenBy(sale.discounts)),
  );
  figures.tax = cents(figures.tax + sign * sale.tax);
  figures.taken = cents(figures.taken + sign * sale.total);
  salePayments(sale).forEach((leg, index) => {
    addTally(figures.byPayment, leg.method, index === 0 ? sign : 0, sign * leg.amount);
    if (leg.tip) addTip(figures.tips, leg.method, sign * leg.tip);
  });
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
  for (const [key, option] of from.byOption) addOptionTally(into.byOption, key, option, 1);
  into.soldOutSales += from.soldOutSales;
  for (const [key, tip] of from.tips) addTip(into.tips, key, tip);
  mergeDiscountFigures(into.discountsGiven, from.discountsGiven);
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
