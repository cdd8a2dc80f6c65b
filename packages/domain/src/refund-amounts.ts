/**
 * What a refunded sale line is worth (issue 34; the rule is in docs/pricing.md, "Refunds"). A line's share of the
 * sale is its share of what was actually paid: the sale's total (after the lines' and the sale's discounts and tax)
 * split over the lines in proportion to what each line came to after its own discounts (sale-pricing.ts), by the
 * largest remainder so the shares add up to the total exactly. Refunding k of a line's n units is worth
 * floor(share × k / n) cumulatively: the refunds of a line, in the order they are made, add up to its share exactly
 * once all n are refunded, and never more. Pure: no clock, no database.
 */
import { businessDayFinder } from './business-day.js';
import { type AppliedDiscount, forPricing } from './entities/discount-rules.js';
import { REFUND_MESSAGES, type RefundLine } from './entities/refund-rules.js';
import { cents } from './money.js';
import { lineAmount } from './sale-pricing.js';

export interface RefundableSale {
  items: readonly {
    id: string;
    quantity: number;
    unitPrice: number;
    discount?: number | null | undefined;
    discounts?: readonly AppliedDiscount[] | null | undefined;
  }[];
  total: number;
}

/** A refund as these rules read it: its lines. */
export interface RefundOfSale {
  lines: readonly RefundLine[];
}

/** What one sale line was paid, and what of it is refunded and still refundable. */
export interface LineRefundable {
  itemId: string;
  sold: number;
  /** The line's share of what was paid, in cents. */
  paid: number;
  refundedQuantity: number;
  refundedAmount: number;
  quantityLeft: number;
  amountLeft: number;
}

/** The sale's total split over its lines in proportion to their amounts, by the largest remainder. */
export function paidPerLine(sale: RefundableSale): number[] {
  const amounts = sale.items.map((item, index) =>
    BigInt(
      lineAmount(
        {
          quantity: item.quantity,
          unitPrice: cents(item.unitPrice),
          discount: item.discount == null ? undefined : cents(item.discount),
          discounts: forPricing(item.discounts ?? undefined),
        },
        index,
      ),
    ),
  );
  const whole = amounts.reduce((sum, amount) => sum + amount, 0n);
  const total = BigInt(sale.total);
  // A sale whose lines came to nothing was paid nothing (its tax is of nothing too).
  if (whole === 0n) return amounts.map(() => 0);
  const shares = amounts.map((amount) => (total * amount) / whole);
  let left = total - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = amounts
    .map((amount, index) => ({ index, remainder: (total * amount) % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** What the first `quantity` of a line's `sold` units are worth, of its `paid` share. */
function worthOf(paid: number, sold: number, quantity: number): number {
  if (quantity >= sold) return paid;
  return Number((BigInt(paid) * BigInt(quantity)) / BigInt(sold));
}

/** Per sale line: sold, paid, refunded so far (by `refunds`) and what is left to refund. */
export function refundableLines(sale: RefundableSale, refunds: readonly RefundOfSale[]): LineRefundable[] {
  const paid = paidPerLine(sale);
  return sale.items.map((item, index) => {
    let refundedQuantity = 0;
    let refundedAmount = 0;
    for (const refund of refunds) {
      for (const line of refund.lines) {
        if (line.itemId !== item.id) continue;
        refundedQuantity += line.quantity;
        refundedAmount += line.amount;
      }
    }
    const share = paid[index] ?? 0;
    return {
      itemId: item.id,
      sold: item.quantity,
      paid: share,
      refundedQuantity,
      refundedAmount,
      quantityLeft: Math.max(0, item.quantity - refundedQuantity),
      amountLeft: Math.max(0, share - refundedAmount),
    };
  });
}

/** What refunding `quantity` more of the line is worth, after what was refunded of it already. */
export function refundAmountFor(line: LineRefundable, quantity: number): number {
  const before = worthOf(line.paid, line.sold, line.refundedQuantity);
  const after = worthOf(line.paid, line.sold, Math.min(line.sold, line.refundedQuantity + quantity));
  return Math.max(0, Math.min(after - before, line.amountLeft));
}

/** A refusal of a refund's lines, naming the field at fault. */
export interface RefundLinesRefusal {
  message: string;
  path: string;
}

/** The lines of a refund of `chosen` quantities, each with its amount; or why they cannot be refunded. */
export function refundLinesFor(
  sale: RefundableSale,
  refunds: readonly RefundOfSale[],
  chosen: readonly { itemId: string; quantity: number }[],
): { ok: true; lines: RefundLine[] } | { ok: false; refusal: RefundLinesRefusal } {
  const refusal = (message: string, path: string) => ({ ok: false as const, refusal: { message, path } });
  if (chosen.length === 0) return refusal(REFUND_MESSAGES.noLines, 'lines');
  const lines = new Map(refundableLines(sale, refunds).map((line) => [line.itemId, line]));
  const seen = new Set<string>();
  const result: RefundLine[] = [];
  for (const [index, choice] of chosen.entries()) {
    const line = lines.get(choice.itemId);
    if (!line) return refusal(REFUND_MESSAGES.lineNotInSale, `lines.${index}.itemId`);
    if (seen.has(choice.itemId)) return refusal(REFUND_MESSAGES.lineTwice, `lines.${index}.itemId`);
    seen.add(choice.itemId);
    if (
      !Number.isSafeInteger(choice.quantity) ||
      choice.quantity < 1 ||
      choice.quantity > line.quantityLeft
    ) {
      return refusal(REFUND_MESSAGES.overRefund, `lines.${index}.quantity`);
    }
    result.push({
      itemId: choice.itemId,
      quantity: choice.quantity,
      amount: refundAmountFor(line, choice.quantity),
    });
  }
  return { ok: true, lines: result };
}

/** Why a refund's lines and total are not what the sale and its earlier refunds make them, or null. */
export function refundRefusal(
  sale: RefundableSale,
  refunds: readonly RefundOfSale[],
  refund: { lines: readonly RefundLine[]; amount: number },
): RefundLinesRefusal | null {
  const expected = refundLinesFor(sale, refunds, refund.lines);
  if (!expected.ok) return expected.refusal;
  for (const [index, line] of expected.lines.entries()) {
    if (refund.lines[index]?.amount !== line.amount) {
      return { message: REFUND_MESSAGES.doesNotAddUp, path: `lines.${index}.amount` };
    }
  }
  const total = expected.lines.reduce((sum, line) => sum + line.amount, 0);
  return total === refund.amount ? null : { message: REFUND_MESSAGES.totalDoesNotAddUp, path: 'amount' };
}

/** Every line of the sale, all that is left of it: "Refund all". */
export function refundAllChoice(sale: RefundableSale, refunds: readonly RefundOfSale[]) {
  return refundableLines(sale, refunds)
    .filter((line) => line.quantityLeft > 0)
    .map((line) => ({ itemId: line.itemId, quantity: line.quantityLeft }));
}

/**
 * The cents refunded per business day (by when each refund was made), for the reports, the cash-up and the Z
 * report to read (not wired yet: issue 34's later parts).
 */
export function refundsByDay(
  refunds: readonly { refundedAt: string; amount: number; method: string }[],
  timeZone: string,
): Map<string, { amount: number; cash: number; count: number }> {
  const dayOf = businessDayFinder(timeZone);
  const days = new Map<string, { amount: number; cash: number; count: number }>();
  for (const refund of refunds) {
    const day = dayOf(refund.refundedAt);
    const totals = days.get(day) ?? { amount: 0, cash: 0, count: 0 };
    totals.amount += refund.amount;
    if (refund.method === 'cash') totals.cash += refund.amount;
    totals.count += 1;
    days.set(day, totals);
  }
  return days;
}
