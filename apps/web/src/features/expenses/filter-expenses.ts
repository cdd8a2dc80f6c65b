/**
 * What the Expenses list shows, as pure functions over the stored expenses: search, category, month, the Date and
 * Amount sort, the cards' figures and the month's total per category. No React and no database, so each rule is
 * unit-tested on its own and a keystroke costs one pass over precomputed keys.
 */
import { type Cents, EXPENSE_CATEGORIES, type Expense, type ExpenseCategory } from '@cafe/domain';
import { formatDay } from '../../lib/format-day';

/** A chip's value: one category, or every expense. */
export type ExpenseCategoryFilter = ExpenseCategory | 'all';

/** A month 'yyyy-mm', or every month. */
export type MonthFilter = string | 'all';

export type ExpenseSortKey = 'date' | 'amount';
export type SortDirection = 'asc' | 'desc';
export interface ExpenseSort {
  key: ExpenseSortKey;
  direction: SortDirection;
}

/** Spec §2: the list opens sorted by date, newest first. */
export const DEFAULT_EXPENSE_SORT: ExpenseSort = { key: 'date', direction: 'desc' };

/** An expense with its search keys lower-cased once, so a keystroke compares strings instead of re-casing them. */
export interface SearchableExpense {
  readonly expense: Expense;
  readonly descriptionKey: string;
  readonly vendorKey: string;
  /** 'yyyy-mm' of the expense's date. */
  readonly month: string;
}

/** Built once per change of the stored expenses, never per keystroke. */
export function toSearchable(expenses: readonly Expense[]): SearchableExpense[] {
  return expenses.map((expense) => ({
    expense,
    descriptionKey: expense.description.toLowerCase(),
    vendorKey: (expense.vendor ?? '').toLowerCase(),
    month: expense.date.slice(0, 7),
  }));
}

function ascending(key: ExpenseSortKey) {
  const primary =
    key === 'date'
      ? (a: Expense, b: Expense) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)
      : (a: Expense, b: Expense) => a.amount - b.amount;
  return ({ expense: a }: SearchableExpense, { expense: b }: SearchableExpense) => {
    const first = primary(a, b);
    if (first !== 0) return first;
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

/**
 * Orders the expenses; a new array, the input is untouched. Ties (one day, one amount) follow the direction by
 * when they were recorded (newest first when descending), then by id, so the order never changes between two
 * reads of the same rows. Descending is exactly ascending reversed, which is what lets sortedViews answer a
 * toggle without sorting again.
 */
export function sortExpenses(rows: readonly SearchableExpense[], sort: ExpenseSort): SearchableExpense[] {
  const sorted = [...rows].sort(ascending(sort.key));
  return sort.direction === 'asc' ? sorted : sorted.reverse();
}

/**
 * Every order the list can show, for one set of rows: both columns are sorted once when the rows change (two
 * sorts of 10,000 expenses), and a header click then only picks an order or reverses one, remembered for the
 * next toggle. The answer for a given sort is always the same array, so what derives from it can be memoised.
 */
export function sortedViews(rows: readonly SearchableExpense[]): (sort: ExpenseSort) => SearchableExpense[] {
  const cache = new Map<string, SearchableExpense[]>();
  const asc = (key: ExpenseSortKey) => {
    let sorted = cache.get(`${key}:asc`);
    if (!sorted) {
      sorted = sortExpenses(rows, { key, direction: 'asc' });
      cache.set(`${key}:asc`, sorted);
    }
    return sorted;
  };
  asc('date');
  asc('amount');
  return (sort) => {
    if (sort.direction === 'asc') return asc(sort.key);
    let sorted = cache.get(`${sort.key}:desc`);
    if (!sorted) {
      sorted = [...asc(sort.key)].reverse();
      cache.set(`${sort.key}:desc`, sorted);
    }
    return sorted;
  };
}

/** Spec §2: a click on the sorted column toggles its direction; another column starts newest or largest first. */
export function nextSort(current: ExpenseSort, key: ExpenseSortKey): ExpenseSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'desc' };
}

export interface ExpenseFilter {
  search: string;
  category: ExpenseCategoryFilter;
  month: MonthFilter;
}

/**
 * The expenses whose description or vendor contains the search (case-insensitive, trimmed), in the chosen category
 * and month, in the order given.
 */
export function filterExpenses(rows: readonly SearchableExpense[], filter: ExpenseFilter): Expense[] {
  const needle = filter.search.trim().toLowerCase();
  const { category, month } = filter;
  const matches: Expense[] = [];
  for (const row of rows) {
    if (category !== 'all' && row.expense.category !== category) continue;
    if (month !== 'all' && row.month !== month) continue;
    if (needle && !row.descriptionKey.includes(needle) && !row.vendorKey.includes(needle)) continue;
    matches.push(row.expense);
  }
  return matches;
}

export interface ExpenseSummary {
  total: Cents;
  count: number;
  /** Rounded to the cent; 0 when there are none (spec §2: 0.00 when empty). */
  average: Cents;
}

/** The cards: Total Expenses, Expense Count, Average Expense over what is shown. */
export function summarizeExpenses(expenses: readonly Expense[]): ExpenseSummary {
  let total = 0;
  for (const expense of expenses) total += expense.amount;
  const count = expenses.length;
  return {
    total: total as Cents,
    count,
    average: (count === 0 ? 0 : Math.round(total / count)) as Cents,
  };
}

/** The months that hold at least one expense, newest first. */
export function monthsPresent(rows: readonly SearchableExpense[]): string[] {
  const months = new Set<string>();
  for (const row of rows) months.add(row.month);
  return [...months].sort().reverse();
}

export interface CategoryTotal {
  category: ExpenseCategory;
  total: Cents;
  count: number;
}

/** The total per category of the month's expenses, in the categories' own order; categories with none are left out. */
export function categoryTotalsForMonth(rows: readonly SearchableExpense[], month: string): CategoryTotal[] {
  const totals = new Map<ExpenseCategory, { total: number; count: number }>();
  for (const row of rows) {
    if (row.month !== month) continue;
    const entry = totals.get(row.expense.category) ?? { total: 0, count: 0 };
    entry.total += row.expense.amount;
    entry.count += 1;
    totals.set(row.expense.category, entry);
  }
  return EXPENSE_CATEGORIES.flatMap((category) => {
    const entry = totals.get(category);
    return entry ? [{ category, total: entry.total as Cents, count: entry.count }] : [];
  });
}

/** The categories with at least one expense, in the spec's order: the chips after All. */
export function categoriesPresent(rows: readonly SearchableExpense[]): ExpenseCategory[] {
  const present = new Set<ExpenseCategory>();
  for (const row of rows) present.add(row.expense.category);
  return EXPENSE_CATEGORIES.filter((category) => present.has(category));
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2026' for '2026-03'. A calendar month, so it is read in UTC and no zone can move it. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(Date.UTC(year, monthNumber - 1, 1));
}

/** 'Mar 7, 2026' for '2026-03-07': the expense's calendar date, in the app's one day format. */
export function formatExpenseDate(date: string): string {
  return formatDay(date);
}
