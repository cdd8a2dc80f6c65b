import type { Expense, ExpenseCategory } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { categoriesPresent, monthsPresent, type SearchableExpense, toSearchable } from './filter-expenses';

export type ExpensesRead =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; expenses: Expense[] };

export interface ExpensesList {
  read: ExpensesRead;
  /** Reads the expenses again, after a failed read. */
  retry: () => void;
  /** With lower-cased keys and month; rebuilt only when the stored expenses change, never per keystroke. */
  searchable: readonly SearchableExpense[];
  /** The categories with at least one expense, in the spec's order. */
  categories: ExpenseCategory[];
  /** 'yyyy-mm' of every month with an expense, newest first. */
  months: string[];
}

const NONE: readonly SearchableExpense[] = [];

async function readExpenses(): Promise<ExpensesRead> {
  try {
    return { state: 'ready', expenses: await repositories.expenses.list() };
  } catch (error) {
    // Spec §8 names the failure; the screen says it instead of going blank.
    console.error('Failed to fetch expenses', error);
    return { state: 'failed' };
  }
}

/** The live expenses: one recorded on another device (pulled by sync) shows here without a reload. */
export function useExpenses(): ExpensesList {
  // A new attempt is a new live query: the failed one would only answer again on the next write.
  const [attempt, setAttempt] = useState(0);
  const read = useLiveQuery(readExpenses, [attempt], { state: 'loading' } as ExpensesRead);
  const expenses = read.state === 'ready' ? read.expenses : undefined;
  const searchable = useMemo(() => (expenses ? toSearchable(expenses) : NONE), [expenses]);
  const categories = useMemo(() => categoriesPresent(searchable), [searchable]);
  const months = useMemo(() => monthsPresent(searchable), [searchable]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { read, retry, searchable, categories, months };
}
