import { type DiscountChoice, withDiscountCents } from '@cafe/domain';
import type { DiscountedDraft } from './discount-limit';
import type { DraftLine } from './sale-draft-store';

// Apart from discount-limit.ts, which the till loads first: only the discount dialogs ask what a discount would do.

/** The sale as it would be with `discount` as its discount (replacing any), for needsApproval. */
export function withSaleDiscount(sale: DiscountedDraft, discount: DiscountChoice): DiscountedDraft {
  return { lines: sale.lines, discounts: [discount] };
}

/** The sale as it would be with `discount` as the line `lineId`'s discount (replacing any), for needsApproval. */
export function withLineDiscount(
  sale: DiscountedDraft,
  lineId: string,
  discount: DiscountChoice,
): DiscountedDraft {
  const lines = sale.lines.map(
    (line): DraftLine => (line.lineId === lineId ? { ...line, discounts: [discount] } : line),
  );
  return sale.discounts ? { lines, discounts: sale.discounts } : { lines };
}

/**
 * The cents `discount`, one of `sale`'s own discounts, takes as pricing works it out: less than it asks when its line
 * or the sale has less left than that (pricing never takes more than is there).
 */
export function centsTaken(sale: DiscountedDraft, discount: DiscountChoice): number | undefined {
  const priced = withDiscountCents(sale.lines, sale.discounts);
  const saleIndex = sale.discounts?.indexOf(discount) ?? -1;
  if (saleIndex >= 0) return priced.discounts?.[saleIndex]?.cents;
  for (const [index, line] of sale.lines.entries()) {
    const lineIndex = line.discounts?.indexOf(discount) ?? -1;
    if (lineIndex >= 0) return priced.lines[index]?.discounts?.[lineIndex]?.cents;
  }
  return undefined;
}
