/**
 * Sales by option ("how many oat milks"), from what each sale line stored: the option's group, name and price change
 * as it was sold, so a renamed or repriced option leaves past sales as they were. Additive like the rest of the
 * figures (sales-figures.ts): a day's tallies are the sum of its sales', a range's the sum of its days'.
 *   count  = Σ times chosen × line quantity  (two lattes with two extra shots each: 4 extra shots)
 *   amount = Σ price change × count          (what the option added to the lines, before any discount)
 *   soldOut = the part of count chosen while the option was sold out (the server flagged the sale, see
 *            sale `soldOutOptionIds`): the till could not know, so the sale stands, and the report says so.
 */
import type { ChosenOption } from '../entities/modifier-group-rules.js';
import { type Cents, cents, ZERO_CENTS } from '../money.js';

export interface OptionTally {
  /** The names on the newest line counted: what the till called them. */
  groupName: string;
  name: string;
  count: number;
  amount: Cents;
  soldOut: number;
}

/** One option of one group: the same option name in two groups (Oat in Milk and in Topping) counts apart. */
export function optionKey(groupId: string, optionId: string): string {
  return `${groupId}/${optionId}`;
}

/** What the option figures read of a sale. */
export interface OptionSale {
  items: readonly { quantity: number; options?: readonly ChosenOption[] | undefined }[];
  soldOutOptionIds?: readonly string[] | undefined;
}

/** Adds `sign` × one option's share to its entry; an entry back at nothing is removed. */
export function addOptionTally(
  map: Map<string, OptionTally>,
  key: string,
  part: OptionTally,
  sign: number,
): void {
  const entry = map.get(key);
  const count = (entry?.count ?? 0) + sign * part.count;
  const amount = cents((entry?.amount ?? 0) + sign * part.amount);
  const soldOut = (entry?.soldOut ?? 0) + sign * part.soldOut;
  if (count === 0 && amount === 0 && soldOut === 0) {
    map.delete(key);
    return;
  }
  // A removal keeps the names already there; an addition names the option as its newest line does.
  const named = sign > 0 || !entry ? part : entry;
  map.set(key, { groupName: named.groupName, name: named.name, count, amount, soldOut });
}

/**
 * Adds a sale's options (sign 1) or takes them away (−1), in place; returns 1 when the sale had an option that was
 * sold out when it was made (a flagged sale), else 0.
 */
export function addSaleOptions(map: Map<string, OptionTally>, sale: OptionSale, sign: 1 | -1): number {
  const soldOutIds = new Set(sale.soldOutOptionIds ?? []);
  let flagged = 0;
  for (const item of sale.items) {
    for (const option of item.options ?? []) {
      const count = option.quantity * item.quantity;
      const soldOut = soldOutIds.has(option.optionId) ? count : 0;
      if (soldOut > 0) flagged = 1;
      addOptionTally(
        map,
        optionKey(option.groupId, option.optionId),
        {
          groupName: option.groupName,
          name: option.name,
          count,
          amount: cents(option.priceDelta * count),
          soldOut,
        },
        sign,
      );
    }
  }
  return flagged;
}

/** One line of the sales-by-option report. */
export interface OptionLine extends OptionTally {
  key: string;
}

/** The options sold, grouped by group name (alphabetically), most chosen first within a group. */
export function optionLines(byOption: ReadonlyMap<string, OptionTally>): OptionLine[] {
  return [...byOption]
    .filter(([, tally]) => tally.count > 0)
    .map(([key, tally]) => ({ key, ...tally }))
    .sort(
      (a, b) =>
        a.groupName.localeCompare(b.groupName) ||
        b.count - a.count ||
        b.amount - a.amount ||
        a.name.localeCompare(b.name),
    );
}

/** Σ of the lines: how many options were chosen and what they added. */
export function optionTotals(lines: readonly OptionLine[]): {
  count: number;
  amount: Cents;
  soldOut: number;
} {
  let count = 0;
  let amount = ZERO_CENTS;
  let soldOut = 0;
  for (const line of lines) {
    count += line.count;
    amount = cents(amount + line.amount);
    soldOut += line.soldOut;
  }
  return { count, amount, soldOut };
}
