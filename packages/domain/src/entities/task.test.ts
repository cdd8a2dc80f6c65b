import { describe, expect, it } from 'vitest';
import { base, messagesOf, userId } from './entity-test-kit.js';
import {
  TASK_CATEGORY_LABELS,
  TASK_PRIORITY_LABELS,
  TASK_PRIORITY_RANK,
  taskInputSchema,
  taskSchema,
  toggleTaskCompletion,
} from './task.js';

describe('task', () => {
  const row = {
    ...base,
    title: 'Clean machines',
    description: null,
    dueDate: '2026-01-16',
    completed: false,
    completedAt: null,
    priority: 'high',
    category: 'daily',
    repeat: 'none',
    createdBy: userId,
  };

  it('parses a stored row', () => {
    expect(taskSchema.parse(row)).toEqual(row);
    expect(taskSchema.parse({ ...row, dueDate: null }).dueDate).toBeNull();
  });

  it('defaults to medium priority, daily, not repeating', () => {
    expect(taskInputSchema.parse({ title: ' Restock milk ' })).toEqual({
      title: 'Restock milk',
      description: undefined,
      priority: 'medium',
      category: 'daily',
      repeat: 'none',
    });
  });

  it('reads a row stored before tasks could repeat as not repeating', () => {
    const { repeat: _repeat, ...older } = row;
    expect(taskSchema.parse(older).repeat).toBe('none');
  });

  it('requires a title', () => {
    expect(messagesOf(taskInputSchema, { title: '   ' })).toEqual({ title: 'Title is required' });
    expect(messagesOf(taskInputSchema, {})).toEqual({ title: 'Title is required' });
  });

  it('stamps completedAt on completion and clears it on un-completion', () => {
    const done = toggleTaskCompletion(row, '2026-01-16T10:00:00.000Z');
    expect(done).toMatchObject({ completed: true, completedAt: '2026-01-16T10:00:00.000Z' });
    expect(toggleTaskCompletion(done, '2026-01-17T10:00:00.000Z')).toMatchObject({
      completed: false,
      completedAt: null,
    });
  });

  it('ranks and labels', () => {
    expect(TASK_PRIORITY_RANK).toEqual({ high: 3, medium: 2, low: 1 });
    expect(TASK_PRIORITY_LABELS.high).toBe('High');
    expect(TASK_CATEGORY_LABELS).toEqual({ daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' });
  });
});
