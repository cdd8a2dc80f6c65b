/** Expenses over the same range as the sales report, and what the two make together. */
import type { BusinessDay } from '../business-day.js';
import type { DayRange } from '../dashboard.js';
import { labelFor } from '../entities/common-rules.js';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../entities/expense-rules.js';
import { type Cents, cents, ZERO_CENTS } from '../money.js';
import type { SalesReport } from './sales-report.js';

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
