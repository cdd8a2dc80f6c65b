import { describe, expect, it } from 'vitest';
import { makeExpense } from './expenses-test-kit';
import {
  categoriesPresent,
  categoryTotalsForMonth,
  DEFAULT_EXPENSE_SORT,
  filterExpenses,
  formatExpenseDate,
  monthLabel,
  monthsPresent,
  nextSort,
  sortExpenses,
  sortedViews,
  summarizeExpenses,
  toSearchable,
} from './filter-expenses';

const beans = makeExpense('Coffee beans', 47550, '2026-03-07', { vendor: 'Bean Co' });
const power = makeExpense('Electricity', 32575, '2026-02-15', {
  category: 'utilities',
  vendor: 'City Power',
});
const flyers = makeExpense('Flyers', 15000, '2026-03-03', { category: 'marketing' });
const milk = makeExpense('MILK crates', 2000, '2026-03-07', {
  vendor: 'Dairy Farm',
  createdAt: '2026-03-07T10:00:00.000Z',
});

const all = toSearchable([power, flyers, beans, milk]);
const everything = { search: '', category: 'all', month: 'all' } as const;
const descriptions = (rows: readonly { description: string }[]) => rows.map((row) => row.description);

describe('expense search and filters', () => {
  it('matches the description or the vendor, any case, trimmed', () => {
    expect(descriptions(filterExpenses(all, { ...everything, search: 'milk' }))).toEqual(['MILK crates']);
    expect(descriptions(filterExpenses(all, { ...everything, search: ' city POWER ' }))).toEqual([
      'Electricity',
    ]);
    expect(filterExpenses(all, { ...everything, search: 'nothing like it' })).toEqual([]);
    expect(filterExpenses(all, everything)).toHaveLength(4);
  });

  it('never matches across the description and vendor', () => {
    expect(filterExpenses(all, { ...everything, search: 'beansbean' })).toEqual([]);
  });

  it('narrows by category and by month, keeping the order given', () => {
    expect(descriptions(filterExpenses(all, { ...everything, category: 'utilities' }))).toEqual([
      'Electricity',
    ]);
    expect(descriptions(filterExpenses(all, { ...everything, month: '2026-03' }))).toEqual([
      'Flyers',
      'Coffee beans',
      'MILK crates',
    ]);
    expect(filterExpenses(all, { search: 'milk', category: 'marketing', month: 'all' })).toEqual([]);
  });

  it('lists the categories and months present, in the spec order and newest month first', () => {
    expect(categoriesPresent(all)).toEqual(['inventory', 'utilities', 'marketing']);
    expect(monthsPresent(all)).toEqual(['2026-03', '2026-02']);
    expect(monthsPresent([])).toEqual([]);
  });
});

describe('expense sort', () => {
  it('defaults to date, newest first; a tie goes to the one recorded last', () => {
    expect(DEFAULT_EXPENSE_SORT).toEqual({ key: 'date', direction: 'desc' });
    const sorted = sortExpenses(all, DEFAULT_EXPENSE_SORT).map((row) => row.expense.description);
    expect(sorted).toEqual(['MILK crates', 'Coffee beans', 'Flyers', 'Electricity']);
  });

  it('sorts by amount either way, and by date oldest first', () => {
    const by = (key: 'date' | 'amount', direction: 'asc' | 'desc') =>
      sortExpenses(all, { key, direction }).map((row) => row.expense.amount);
    expect(by('amount', 'desc')).toEqual([47550, 32575, 15000, 2000]);
    expect(by('amount', 'asc')).toEqual([2000, 15000, 32575, 47550]);
    expect(sortExpenses(all, { key: 'date', direction: 'asc' })[0]?.expense.description).toBe('Electricity');
  });

  it('descending is ascending reversed, ties included', () => {
    const twin = makeExpense('Twin', 2000, '2026-03-07', { createdAt: '2026-03-07T09:00:00.000Z' });
    const rows = toSearchable([milk, twin, beans]);
    const asc = sortExpenses(rows, { key: 'amount', direction: 'asc' }).map((row) => row.expense.description);
    expect(asc).toEqual(['Twin', 'MILK crates', 'Coffee beans']);
    const desc = sortExpenses(rows, { key: 'amount', direction: 'desc' }).map(
      (row) => row.expense.description,
    );
    expect(desc).toEqual([...asc].reverse());
  });

  it('sortedViews answers every sort like sortExpenses, the same array each time', () => {
    const views = sortedViews(all);
    for (const key of ['date', 'amount'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        expect(views({ key, direction })).toEqual(sortExpenses(all, { key, direction }));
        expect(views({ key, direction })).toBe(views({ key, direction }));
      }
    }
  });

  it('does not touch the rows it was given', () => {
    const before = all.map((row) => row.expense.id);
    sortExpenses(all, { key: 'amount', direction: 'asc' });
    expect(all.map((row) => row.expense.id)).toEqual(before);
  });

  it('a repeated click toggles; another column starts descending', () => {
    expect(nextSort(DEFAULT_EXPENSE_SORT, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({ key: 'date', direction: 'desc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'amount')).toEqual({
      key: 'amount',
      direction: 'desc',
    });
  });
});

describe('expense figures', () => {
  it('totals, counts and averages what is shown, to the cent', () => {
    expect(summarizeExpenses([beans, power, flyers])).toEqual({ total: 95125, count: 3, average: 31708 });
  });

  it('is 0.00 everywhere when nothing is shown', () => {
    expect(summarizeExpenses([])).toEqual({ total: 0, count: 0, average: 0 });
  });

  it('totals each category of one month, leaving out empty categories', () => {
    const extra = makeExpense('Espresso beans', 10000, '2026-03-20');
    expect(categoryTotalsForMonth(toSearchable([beans, power, flyers, milk, extra]), '2026-03')).toEqual([
      { category: 'inventory', total: 59550, count: 3 },
      { category: 'marketing', total: 15000, count: 1 },
    ]);
    expect(categoryTotalsForMonth(all, '2025-01')).toEqual([]);
  });
});

describe('expense labels', () => {
  it('names months and dates as calendar dates, whatever the device zone', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(formatExpenseDate('2026-03-01')).toBe('Mar 1, 2026');
  });
});
