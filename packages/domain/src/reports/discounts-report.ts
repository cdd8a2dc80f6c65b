/**
 * Discounts given (issue 33): by what was given (a preset, or an open discount by its name) and by who gave them
 * (the cashier who made the sale) and who approved them (the manager whose signature a sale above the limit
 * carries). Read from the cents each stored discount took, so they add up to the reports' line and sale discounts
 * of the same sales, less the cents older tills stored without a name.
 *
 * Additive like the rest of the figures (sales-figures.ts): a day's DiscountFigures are the sum of its sales', a
 * range's the sum of its days', so Reports reads them from the day figures a device keeps and never every sale.
 */
import type { AppliedDiscount } from '../entities/discount-rules.js';
import type { Sale } from '../entities/sale.js';
import { type Cents, cents } from '../money.js';

export type DiscountReportSale = Pick<Sale, 'createdBy' | 'deletedAt' | 'items'> &
  Partial<Pick<Sale, 'discounts' | 'discountApproval'>>;

/** How often a discount was given and the cents it took. */
export interface DiscountTally {
  count: number;
  cents: Cents;
}

/** One discount's tally, named as the newest sale counted named it. */
export interface NamedDiscountTally extends DiscountTally {
  name: string;
}

export interface DiscountGivenLine extends NamedDiscountTally {
  /** The preset's id, or 'open:' and the name for a discount without one. */
  key: string;
}

/** The additive part: what a day keeps. Maps, as the sales figures' own breakdowns. */
export interface DiscountFigures {
  /** Keyed as DiscountGivenLine's key. */
  byDiscount: Map<string, NamedDiscountTally>;
  /** Keyed by the sale's createdBy. */
  byStaff: Map<string, DiscountTally>;
  /** Keyed by the approving manager's id, for the sales that needed one. */
  byApprover: Map<string, DiscountTally>;
}

export interface DiscountsReport {
  total: DiscountTally;
  /** Most cents first. */
  byDiscount: DiscountGivenLine[];
  /** Keyed by the sale's createdBy. */
  byStaff: Map<string, DiscountTally>;
  /** Keyed by the approving manager's id, for the sales that needed one. */
  byApprover: Map<string, DiscountTally>;
}

/** One person's line: the discounts they gave as cashier and those they approved as manager. */
export interface DiscountPersonLine {
  userId: string;
  name: string;
  given: DiscountTally;
  approved: DiscountTally;
}

const NONE: DiscountTally = { count: 0, cents: cents(0) };

export function emptyDiscountFigures(): DiscountFigures {
  return { byDiscount: new Map(), byStaff: new Map(), byApprover: new Map() };
}

/** Adds `sign` × a tally to the key's entry; an entry back at nothing is removed. */
function addTally(map: Map<string, DiscountTally>, key: string, part: DiscountTally, sign: number): void {
  const entry = map.get(key);
  const count = (entry?.count ?? 0) + sign * part.count;
  const taken = cents((entry?.cents ?? 0) + sign * part.cents);
  if (count === 0 && taken === 0) map.delete(key);
  else map.set(key, { count, cents: taken });
}

function addNamed(map: Map<string, NamedDiscountTally>, key: string, part: NamedDiscountTally, sign: number) {
  const entry = map.get(key);
  const count = (entry?.count ?? 0) + sign * part.count;
  const taken = cents((entry?.cents ?? 0) + sign * part.cents);
  if (count === 0 && taken === 0) map.delete(key);
  // A removal keeps the name already there; an addition names the discount as its newest sale does.
  else map.set(key, { name: sign > 0 || !entry ? part.name : entry.name, count, cents: taken });
}

/** Adds a sale's discounts (sign 1) or takes them away (−1), in place. A deleted sale gave none. */
export function addSaleDiscounts(figures: DiscountFigures, sale: DiscountReportSale, sign: 1 | -1 = 1): void {
  if (sale.deletedAt !== null) return;
  const give = (discount: AppliedDiscount) => {
    const one = { count: 1, cents: cents(discount.cents) };
    addNamed(
      figures.byDiscount,
      discount.presetId ?? `open:${discount.name}`,
      { ...one, name: discount.name },
      sign,
    );
    addTally(figures.byStaff, sale.createdBy, one, sign);
    if (sale.discountApproval) addTally(figures.byApprover, sale.discountApproval.approverId, one, sign);
  };
  for (const item of sale.items) for (const discount of item.discounts ?? []) give(discount);
  for (const discount of sale.discounts ?? []) give(discount);
}

/** Adds `from` into `into`, in place. */
export function mergeDiscountFigures(into: DiscountFigures, from: DiscountFigures): void {
  for (const [key, tally] of from.byDiscount) addNamed(into.byDiscount, key, tally, 1);
  for (const [key, tally] of from.byStaff) addTally(into.byStaff, key, tally, 1);
  for (const [key, tally] of from.byApprover) addTally(into.byApprover, key, tally, 1);
}

/** The report of figures: each discount as a line, most cents first, and the total. */
export function discountsOf(figures: DiscountFigures): DiscountsReport {
  let count = 0;
  let total = 0;
  const byDiscount = [...figures.byDiscount].map(([key, tally]) => {
    count += tally.count;
    total += tally.cents;
    return { key, ...tally };
  });
  byDiscount.sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  return {
    total: { count, cents: cents(total) },
    byDiscount,
    byStaff: figures.byStaff,
    byApprover: figures.byApprover,
  };
}

/** Every discount of `sales` (deleted ones left out), most cents first. */
export function discountsReport(sales: Iterable<DiscountReportSale>): DiscountsReport {
  const figures = emptyDiscountFigures();
  for (const sale of sales) addSaleDiscounts(figures, sale);
  return discountsOf(figures);
}

/**
 * Who gave and who approved, one line per person (a manager who rang up a discount and approved another's is one
 * line): most cents given first, then most approved, then by name.
 */
export function discountPersonLines(
  report: Pick<DiscountsReport, 'byStaff' | 'byApprover'>,
  nameOf: (userId: string) => string,
): DiscountPersonLine[] {
  const ids = new Set([...report.byStaff.keys(), ...report.byApprover.keys()]);
  return [...ids]
    .map((userId) => ({
      userId,
      name: nameOf(userId),
      given: report.byStaff.get(userId) ?? NONE,
      approved: report.byApprover.get(userId) ?? NONE,
    }))
    .sort(
      (a, b) =>
        b.given.cents - a.given.cents || b.approved.cents - a.approved.cents || a.name.localeCompare(b.name),
    );
}
