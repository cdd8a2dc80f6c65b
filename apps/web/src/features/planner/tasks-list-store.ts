import { create } from 'zustand';
import { useAuthStore } from '../../data/auth/auth-store';
import type { TaskCategoryFilter, TaskSort, TaskStatusFilter } from './filter-tasks';

export interface TasksListView {
  search: string;
  category: TaskCategoryFilter;
  status: TaskStatusFilter;
  sort: TaskSort;
  page: number;
}

interface TasksListState extends TasksListView {
  setSearch(search: string): void;
  setCategory(category: TaskCategoryFilter): void;
  setStatus(status: TaskStatusFilter): void;
  setSort(sort: TaskSort): void;
  setPage(page: number): void;
}

export const INITIAL_TASKS_VIEW: TasksListView = {
  search: '',
  category: 'all',
  status: 'all',
  sort: 'dueDate',
  page: 0,
};

/** How the Tasks list was left (search, filters, sort, page), kept while a task is edited and the list reopened. */
export const useTasksListStore = create<TasksListState>()((set) => ({
  ...INITIAL_TASKS_VIEW,
  setSearch: (search) => set({ search, page: 0 }),
  setCategory: (category) => set({ category, page: 0 }),
  setStatus: (status) => set({ status, page: 0 }),
  setSort: (sort) => set({ sort, page: 0 }),
  setPage: (page) => set({ page }),
}));

// What one person was looking at is not shown to the next: signing out forgets it.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && !state.user) useTasksListStore.setState(INITIAL_TASKS_VIEW);
});
