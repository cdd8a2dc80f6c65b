/**
 * Each report line's counterpart in the previous period, so every table can show the two side by side (issue 13:
 * "the previous period beside it"). Days pair by position — the range's first day with the previous period's first
 * day — because the two periods line up that way (this week's Tuesday against last week's); a month against a
 * shorter one leaves its last day without a partner. Everything else pairs by its key: the same hour of day,
 * product, category, payment method, staff member or expense category.
 */

import type { ExpenseCategoryLine, ReportTables } from './expenses-report.js';
import type { CategoryLine, DayLine, HourLine, PaymentLine, ProductLine, StaffLine } from './sales-report.js';

export interface PreviousLines {
  /** The previous period's day at the same position as the range's `index`-th day. */
  day(index: number): DayLine | undefined;
  hour(hour: number): HourLine | undefined;
  product(productId: string): ProductLine | undefined;
  category(category: string): CategoryLine | undefined;
  payment(paymentMethod: string): PaymentLine | undefined;
  staff(userId: string): StaffLine | undefined;
  expenseCategory(category: string): ExpenseCategoryLine | undefined;
}

function lookup<T>(
  lines: readonly T[],
  key: (line: T) => string | number,
): (value: string | number) => T | undefined {
  const byKey = new Map(lines.map((line) => [key(line), line]));
  return (value) => byKey.get(value);
}

// A screen asks once per cell: the maps are built once per set of tables, not once per row.
const built = new WeakMap<ReportTables, PreviousLines>();

export function previousLines(tables: ReportTables): PreviousLines {
  const known = built.get(tables);
  if (known) return known;
  const { previous, previousExpenses } = tables;
  const hour = lookup(previous.byHour, (line) => line.hour);
  const product = lookup(previous.byProduct, (line) => line.productId);
  const category = lookup(previous.byCategory, (line) => line.category);
  const payment = lookup(previous.byPayment, (line) => line.paymentMethod);
  const staff = lookup(previous.byStaff, (line) => line.userId);
  const expenseCategory = lookup(previousExpenses.byCategory, (line) => line.category);
  const pairs: PreviousLines = {
    day: (index) => previous.byDay[index],
    hour: (value) => hour(value),
    product: (value) => product(value),
    category: (value) => category(value),
    payment: (value) => payment(value),
    staff: (value) => staff(value),
    expenseCategory: (value) => expenseCategory(value),
  };
  built.set(tables, pairs);
  return pairs;
}
