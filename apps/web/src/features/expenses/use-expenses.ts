import type { Expense, ExpenseCategory } from '@cafe/domain';
import { useMemo } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { type LiveReadResult, useLiveRead } from '../../data/use-live-read';
import { categoriesPresent, monthsPresent, type SearchableExpense, toSearchable } from './filter-expenses';

export interface ExpensesList extends LiveReadResult<'expenses', Expense[]> {
  /** With lower-cased keys and month; rebuilt only when the stored expenses change, never per keystroke. */
  searchable: readonly SearchableExpense[];
  /** The categories with at least one expense, in the spec's order. */
  categories: ExpenseCategory[];
  /** 'yyyy-mm' of every month with an expense, newest first. */
  months: string[];
}

const NONE: readonly SearchableExpense[] = [];

const readExpenses = () => repositories.expenses.list();

/** The live expenses: one recorded on another device (pulled by sync) shows here without a reload. */
export function useExpenses(): ExpensesList {
  // Spec §8 names the failure; the screen says it instead of going blank.
  const { read, retry } = useLiveRead('expenses', readExpenses, 'Failed to fetch expenses');
  const expenses = read.state === 'ready' ? read.expenses : undefined;
  const searchable = useMemo(() => (expenses ? toSearchable(expenses) : NONE), [expenses]);
  const categories = useMemo(() => categoriesPresent(searchable), [searchable]);
  const months = useMemo(() => monthsPresent(searchable), [searchable]);
  return { read, retry, searchable, categories, months };
}
