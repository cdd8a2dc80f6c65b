/**
 * The Refund dialog's arithmetic, without React: what each line has left, the lines and amount of the quantities
 * chosen (refund-amounts.ts, the rule the server checks), and whether a manager must approve (refund-module.ts).
 */
import {
  type RefundFound,
  type RefundLine,
  refundableLines,
  refundLinesFor,
  refundMethodsOf,
  refundNeedsApproval,
} from '@cafe/domain';

/** How many of each line (by item id) the person chose to refund. */
export type RefundQuantities = Readonly<Record<string, number>>;

export interface RefundChoice {
  lines: RefundLine[];
  amount: number;
  /** Words for why the choice cannot be refunded yet, or null. */
  problem: string | null;
  needsApproval: boolean;
}

/** Every line at what is left of it: "Refund all". */
export function allLeft(found: RefundFound): RefundQuantities {
  return Object.fromEntries(
    refundableLines(found.sale, found.refunds).map((line) => [line.itemId, line.quantityLeft]),
  );
}

/** What each line has left to refund, in the sale's order. */
export function linesLeft(found: RefundFound) {
  return refundableLines(found.sale, found.refunds);
}

export function refundChoice(found: RefundFound, quantities: RefundQuantities, madeAt: string): RefundChoice {
  const chosen = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
  const lines = refundLinesFor(found.sale, found.refunds, chosen);
  if (!lines.ok) return { lines: [], amount: 0, problem: lines.refusal.message, needsApproval: false };
  const amount = lines.lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    lines: lines.lines,
    amount,
    problem: null,
    needsApproval: refundNeedsApproval({ amount, madeAt }, found),
  };
}

/** The methods to offer: cash first, then the sale's own. */
export const methodsFor = (found: RefundFound) => refundMethodsOf(found.sale);
