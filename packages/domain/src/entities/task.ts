/** A to-do in the planner (spec §3, §4). */
import { TEXT_LIMITS } from '../limits.js';
import { preprocess, z } from '../zod.js';
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

/** Beyond the spec: a task may come back. Completing a repeating task creates its next occurrence (task-repeat.ts). */
export const TASK_REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type TaskRepeat = (typeof TASK_REPEATS)[number];

export const TASK_REPEAT_LABELS: Readonly<Record<TaskRepeat, string>> = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

/** Spec §9 (priority, category); a task does not repeat unless asked. */
export const TASK_DEFAULTS = { priority: 'medium', category: 'daily', repeat: 'none' } as const satisfies {
  priority: TaskPriority;
  category: TaskCategory;
  repeat: TaskRepeat;
};

export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  saveFailed: 'Failed to save task',
  deleteConfirm: 'Are you sure you want to delete this task?',
} as const;

export const TASK_TITLE_REQUIRED_MESSAGE = TASK_MESSAGES.titleRequired;

export const taskSchema = z.extend(baseRowSchema, {
  title: z.string().check(z.minLength(1)),
  description: z.nullable(z.string()),
  /** 'yyyy-mm-dd' in the store's time zone; null when the task has no due date. */
  dueDate: z.nullable(isoDateSchema),
  completed: z.boolean(),
  /** Set when completed, cleared when un-completed (spec §4). */
  completedAt: z.nullable(isoDateTimeSchema),
  priority: z.enum(TASK_PRIORITIES),
  category: z.enum(TASK_CATEGORIES),
  /** Rows stored before tasks could repeat have none. */
  repeat: z._default(z.enum(TASK_REPEATS), TASK_DEFAULTS.repeat),
  createdBy: z.string().check(z.minLength(1)),
});
export type Task = z.infer<typeof taskSchema>;

export const taskInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, TASK_TITLE_REQUIRED_MESSAGE),
  description: optionalText(TEXT_LIMITS.description),
  dueDate: z.optional(isoDateSchema),
  priority: z._default(z.enum(TASK_PRIORITIES), TASK_DEFAULTS.priority),
  category: z._default(z.enum(TASK_CATEGORIES), TASK_DEFAULTS.category),
  repeat: z._default(z.enum(TASK_REPEATS), TASK_DEFAULTS.repeat),
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

/** The task form's values as typed: a blank due date means none. */
export interface TaskFormValues {
  title: string;
  description: string;
  dueDate: string;
  priority: TaskPriority;
  category: TaskCategory;
  repeat: TaskRepeat;
}

/** The task form's schema: the input schema, with a blank due date read as no due date. */
export const taskFormSchema = z.extend(taskInputSchema, {
  dueDate: preprocess((value) => (value === '' ? undefined : value), z.optional(isoDateSchema)),
});
export type ParsedTaskForm = z.output<typeof taskFormSchema>;
