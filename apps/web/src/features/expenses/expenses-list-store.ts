import { create } from 'zustand';
import { useAuthStore } from '../../data/auth/auth-store';
import {
  DEFAULT_EXPENSE_SORT,
  type ExpenseCategoryFilter,
  type ExpenseSort,
  type ExpenseSortKey,
  type MonthFilter,
  nextSort,
} from './filter-expenses';

export interface ExpensesListView {
  search: string;
  category: ExpenseCategoryFilter;
  month: MonthFilter;
  sort: ExpenseSort;
  page: number;
}

interface ExpensesListState extends ExpensesListView {
  setSearch(search: string): void;
  setCategory(category: ExpenseCategoryFilter): void;
  setMonth(month: MonthFilter): void;
  sortBy(key: ExpenseSortKey): void;
  setPage(page: number): void;
}

export const INITIAL_EXPENSES_VIEW: ExpensesListView = {
  search: '',
  category: 'all',
  month: 'all',
  sort: DEFAULT_EXPENSE_SORT,
  page: 0,
};

/**
 * How the manager left the Expenses list (search, chip, month, sort, page), kept while they edit an expense and come
 * back: doing March's books means opening one March expense after another without picking March each time. Any
 * change of filter or sort starts again at the first page.
 */
export const useExpensesListStore = create<ExpensesListState>()((set) => ({
  ...INITIAL_EXPENSES_VIEW,
  setSearch: (search) => set({ search, page: 0 }),
  setCategory: (category) => set({ category, page: 0 }),
  setMonth: (month) => set({ month, page: 0 }),
  sortBy: (key) => set((state) => ({ sort: nextSort(state.sort, key), page: 0 })),
  setPage: (page) => set({ page }),
}));

// What one person was looking at is not shown to the next: signing out forgets it.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && !state.user) useExpensesListStore.setState(INITIAL_EXPENSES_VIEW);
});
