/**
 * Discounts given (issue 33): by what was given (a preset, or an open discount by its name) and by who gave them
 * (the cashier who made the sale) and who approved them (the manager whose signature a sale above the limit
 * carries). Read from the cents each stored discount took, so they add up to the reports' line and sale discounts
 * of the same sales, less the cents older tills stored without a name.
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

export interface DiscountGivenLine extends DiscountTally {
  /** The preset's id, or 'open:' and the name for a discount without one. */
  key: string;
  /** As the newest sale counted named it. */
  name: string;
}

export interface DiscountsReport {
  total: DiscountTally;
  byDiscount: DiscountGivenLine[];
  /** Keyed by the sale's createdBy. */
  byStaff: Map<string, DiscountTally>;
  /** Keyed by the approving manager's id, for the sales that needed one. */
  byApprover: Map<string, DiscountTally>;
}

function add(map: Map<string, DiscountTally>, key: string, taken: number): void {
  const entry = map.get(key);
  map.set(key, { count: (entry?.count ?? 0) + 1, cents: cents((entry?.cents ?? 0) + taken) });
}

/** Every discount of `sales` (deleted ones left out), most cents first. */
export function discountsReport(sales: Iterable<DiscountReportSale>): DiscountsReport {
  const byKey = new Map<string, DiscountGivenLine>();
  const byStaff = new Map<string, DiscountTally>();
  const byApprover = new Map<string, DiscountTally>();
  let count = 0;
  let total = 0;
  const give = (sale: DiscountReportSale, discount: AppliedDiscount) => {
    const key = discount.presetId ?? `open:${discount.name}`;
    const entry = byKey.get(key);
    byKey.set(key, {
      key,
      name: discount.name,
      count: (entry?.count ?? 0) + 1,
      cents: cents((entry?.cents ?? 0) + discount.cents),
    });
    add(byStaff, sale.createdBy, discount.cents);
    if (sale.discountApproval) add(byApprover, sale.discountApproval.approverId, discount.cents);
    count += 1;
    total += discount.cents;
  };
  for (const sale of sales) {
    if (sale.deletedAt !== null) continue;
    for (const item of sale.items) for (const discount of item.discounts ?? []) give(sale, discount);
    for (const discount of sale.discounts ?? []) give(sale, discount);
  }
  const byDiscount = [...byKey.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  return { total: { count, cents: cents(total) }, byDiscount, byStaff, byApprover };
}
