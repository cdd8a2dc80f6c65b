/** The due label of spec §4: Today, Overdue (before today), Tomorrow, otherwise the date. */
import { addDays, type BusinessDay } from '../business-day.js';

export type TaskDue =
  | { kind: 'none' }
  | { kind: 'today' | 'overdue' | 'tomorrow'; label: 'Today' | 'Overdue' | 'Tomorrow' }
  | { kind: 'later'; label: string };

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Mar 5, 2026' for '2026-03-05', whatever the device's zone (the day is a calendar day, not an instant). */
export function formatDay(day: BusinessDay): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** `today` is the store's business day. Days compare as 'yyyy-mm-dd' text. */
export function taskDue(dueDate: BusinessDay | null, today: BusinessDay): TaskDue {
  if (dueDate === null) return { kind: 'none' };
  if (dueDate === today) return { kind: 'today', label: 'Today' };
  if (dueDate < today) return { kind: 'overdue', label: 'Overdue' };
  if (dueDate === addDays(today, 1)) return { kind: 'tomorrow', label: 'Tomorrow' };
  return { kind: 'later', label: formatDay(dueDate) };
}
