import { type Cents, cents } from '@cafe/domain';

/** The notes a customer pays with, in cents: the quick buttons offer the next ones above the total. */
const ROUND_AMOUNTS = [500, 1000, 2000, 5000, 10_000] as const;

/** How many note buttons the sheet offers beside Exact. */
export const SUGGESTED_NOTES = 3;

/**
 * The amounts a customer most likely hands over for `total`, above it and smallest first: the total rounded up to
 * the next $5, $10, $20, $50 and $100, each once. $7.35 → $10, $20, $50; $17.32 → $20, $50, $100; $59.63 →
 * $60, $100, $200.
 */
export function tenderSuggestions(total: Cents): Cents[] {
  const amounts = new Set<number>();
  for (const step of ROUND_AMOUNTS) {
    const rounded = Math.ceil(total / step) * step;
    amounts.add(rounded === total ? rounded + step : rounded);
  }
  const sorted = [...amounts].sort((a, b) => a - b);
  // Just under a big round amount several roundings meet ($59.63 → $60, $100): the next $100s fill the row.
  while (sorted.length < SUGGESTED_NOTES) sorted.push((sorted.at(-1) ?? total) + 10_000);
  return sorted.slice(0, SUGGESTED_NOTES).map((amount) => cents(amount));
}

/** How many part amounts the payment step offers. */
const SUGGESTED_PARTS = 3;

/**
 * Round amounts a customer pays part of `left` with ("$10 cash, the rest on card"), below it and smallest first:
 * the largest three of $5, $10, $20, $50 and $100 under what is left. $13.55 → $5, $10; $62.00 → $10, $20, $50.
 */
export function partSuggestions(left: Cents): Cents[] {
  return ROUND_AMOUNTS.filter((amount) => amount < left)
    .slice(-SUGGESTED_PARTS)
    .map((amount) => cents(amount));
}

/** What the cashier hands back; never negative (an amount under the total is refused before it gets here). */
export function changeDue(total: Cents, tendered: Cents): Cents {
  return cents(Math.max(0, tendered - total));
}
