/** Search, filters, sort and figures of the Tasks tab (spec §2, §9): pure, so they are tested without React. */
import { type BusinessDay, TASK_PRIORITY_RANK, type Task, type TaskCategory } from '@cafe/domain';

export type TaskCategoryFilter = TaskCategory | 'all';
export type TaskStatusFilter = 'all' | 'pending' | 'completed';
export type TaskSort = 'dueDate' | 'priority';

export interface TaskFilters {
  search: string;
  category: TaskCategoryFilter;
  status: TaskStatusFilter;
}

/** A task with its search text lower-cased once per data change, never per keystroke. */
export interface SearchableTask {
  task: Task;
  text: string;
}

export function toSearchable(tasks: readonly Task[]): SearchableTask[] {
  return tasks.map((task) => ({ task, text: `${task.title}\n${task.description ?? ''}`.toLowerCase() }));
}

/** No due date sorts after every date. */
const NO_DUE = '9999-12-31';

function byDueDate(a: Task, b: Task): number {
  const due = (a.dueDate ?? NO_DUE).localeCompare(b.dueDate ?? NO_DUE);
  return due !== 0 ? due : a.title.localeCompare(b.title);
}

function byPriority(a: Task, b: Task): number {
  const rank = TASK_PRIORITY_RANK[b.priority] - TASK_PRIORITY_RANK[a.priority];
  return rank !== 0 ? rank : byDueDate(a, b);
}

/**
 * Due Date: soonest first, undated last. Priority: high 3, medium 2, low 1 (spec §9), highest first, then by due
 * date. Sorted once per data change and sort, so a keystroke only filters.
 */
export function sortTasks(tasks: readonly SearchableTask[], sort: TaskSort): SearchableTask[] {
  const compare = sort === 'priority' ? byPriority : byDueDate;
  return [...tasks].sort((a, b) => compare(a.task, b.task));
}

/** Title or description contains the search (any case), in the chosen category and status. */
export function filterTasks(tasks: readonly SearchableTask[], filters: TaskFilters): Task[] {
  const needle = filters.search.trim().toLowerCase();
  const shown: Task[] = [];
  for (const { task, text } of tasks) {
    if (filters.category !== 'all' && task.category !== filters.category) continue;
    if (filters.status === 'pending' && task.completed) continue;
    if (filters.status === 'completed' && !task.completed) continue;
    if (needle !== '' && !text.includes(needle)) continue;
    shown.push(task);
  }
  return shown;
}

export interface TaskSummary {
  total: number;
  completed: number;
  /** Tasks due on the store's today that are still to do. */
  dueToday: number;
}

/** The cards Total Tasks, Completed and Due Today, over every task. */
export function summarizeTasks(tasks: readonly Task[], today: BusinessDay): TaskSummary {
  let completed = 0;
  let dueToday = 0;
  for (const task of tasks) {
    if (task.completed) completed += 1;
    else if (task.dueDate === today) dueToday += 1;
  }
  return { total: tasks.length, completed, dueToday };
}
