import type { Task } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { filterTasks, sortTasks, summarizeTasks, toSearchable } from './filter-tasks';

let next = 0;
function task(fields: Partial<Task>): Task {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    storeId: '00000000-0000-4000-8000-000000000000',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 1,
    deletedAt: null,
    title: 'Task',
    description: null,
    dueDate: null,
    completed: false,
    completedAt: null,
    priority: 'medium',
    category: 'daily',
    repeat: 'none',
    createdBy: 'u',
    ...fields,
  };
}

const milk = task({
  title: 'Restock milk',
  description: 'Oat and whole',
  dueDate: '2026-03-10',
  priority: 'high',
});
const clean = task({ title: 'Clean machines', dueDate: '2026-03-09', priority: 'low', completed: true });
const meeting = task({ title: 'Staff meeting', category: 'weekly', dueDate: null, priority: 'high' });
const windows = task({ title: 'Windows', category: 'monthly', dueDate: '2026-03-09', priority: 'medium' });
const all = toSearchable([milk, clean, meeting, windows]);
const titles = (tasks: readonly Task[]) => tasks.map((t) => t.title);
const none = { search: '', category: 'all', status: 'all' } as const;

describe('tasks list', () => {
  it('sorts by due date, undated last, and by priority high 3 > medium 2 > low 1', () => {
    expect(titles(sortTasks(all, 'dueDate').map((s) => s.task))).toEqual([
      'Clean machines',
      'Windows',
      'Restock milk',
      'Staff meeting',
    ]);
    expect(titles(sortTasks(all, 'priority').map((s) => s.task))).toEqual([
      'Restock milk',
      'Staff meeting',
      'Windows',
      'Clean machines',
    ]);
  });

  it('searches title and description in any case', () => {
    expect(titles(filterTasks(all, { ...none, search: 'OAT' }))).toEqual(['Restock milk']);
    expect(titles(filterTasks(all, { ...none, search: '  staff ' }))).toEqual(['Staff meeting']);
    expect(filterTasks(all, { ...none, search: 'nothing' })).toEqual([]);
  });

  it('filters by category and status', () => {
    expect(titles(filterTasks(all, { ...none, category: 'weekly' }))).toEqual(['Staff meeting']);
    expect(titles(filterTasks(all, { ...none, status: 'completed' }))).toEqual(['Clean machines']);
    expect(titles(filterTasks(all, { ...none, status: 'pending', category: 'daily' }))).toEqual([
      'Restock milk',
    ]);
  });

  it('counts every task, the completed ones and those still due today', () => {
    expect(summarizeTasks([milk, clean, meeting, windows], '2026-03-09')).toEqual({
      total: 4,
      completed: 1,
      dueToday: 1,
    });
  });
});
