/** The planner: staff shifts, tasks and events. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { baseColumns } from './synced-columns.js';

export const shifts = pgTable(
  'shifts',
  {
    ...baseColumns(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    start: timestamptz('start').notNull(),
    end: timestamptz('end').notNull(),
    role: text('role').notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('shifts_store_version_idx').on(t.storeId, t.version),
    index('shifts_store_user_start_idx').on(t.storeId, t.userId, t.start),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    ...baseColumns(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamptz('completed_at'),
    priority: text('priority').notNull(),
    category: text('category').notNull(),
    repeat: text('repeat').notNull().default('none'),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('tasks_store_version_idx').on(t.storeId, t.version),
    index('tasks_store_due_date_idx').on(t.storeId, t.dueDate),
  ],
);

export const events = pgTable(
  'events',
  {
    ...baseColumns(),
    title: text('title').notNull(),
    description: text('description'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    location: text('location'),
    attendees: jsonb('attendees').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isImportant: boolean('is_important').notNull().default(false),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('events_store_version_idx').on(t.storeId, t.version),
    index('events_store_start_date_idx').on(t.storeId, t.startDate),
  ],
);
