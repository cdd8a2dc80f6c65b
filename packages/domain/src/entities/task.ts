/** A to-do in the planner (spec §3, §4). */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { baseRowSchema, isoDateSchema, isoDateTimeSchema, optionalText, requiredText } from './common.js';

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Spec §9: sorting by priority ranks high 3, medium 2, low 1. */
export const TASK_PRIORITY_RANK: Readonly<Record<TaskPriority, number>> = { low: 1, medium: 2, high: 3 };

export const TASK_CATEGORIES = ['daily', 'weekly', 'monthly'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_CATEGORY_LABELS: Readonly<Record<TaskCategory, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** Spec §9. */
export const TASK_DEFAULTS = { priority: 'medium', category: 'daily' } as const satisfies {
  priority: TaskPriority;
  category: TaskCategory;
};

export const TASK_TITLE_REQUIRED_MESSAGE = 'Title is required';

export const taskSchema = baseRowSchema.extend({
  title: z.string().min(1),
  description: z.string().nullable(),
  /** 'yyyy-mm-dd' in the store's time zone; null when the task has no due date. */
  dueDate: isoDateSchema.nullable(),
  completed: z.boolean(),
  /** Set when completed, cleared when un-completed (spec §4). */
  completedAt: isoDateTimeSchema.nullable(),
  priority: z.enum(TASK_PRIORITIES),
  category: z.enum(TASK_CATEGORIES),
  createdBy: z.string().min(1),
});
export type Task = z.infer<typeof taskSchema>;

export const taskInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, TASK_TITLE_REQUIRED_MESSAGE),
  description: optionalText(TEXT_LIMITS.description),
  dueDate: isoDateSchema.optional(),
  priority: z.enum(TASK_PRIORITIES).default(TASK_DEFAULTS.priority),
  category: z.enum(TASK_CATEGORIES).default(TASK_DEFAULTS.category),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** The completion toggle of spec §4: completing stamps completedAt with `now`, un-completing clears it. */
export function toggleTaskCompletion<T extends Pick<Task, 'completed' | 'completedAt'>>(
  task: T,
  now: string,
): T {
  return task.completed
    ? { ...task, completed: false, completedAt: null }
    : { ...task, completed: true, completedAt: now };
}
