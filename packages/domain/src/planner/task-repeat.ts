/**
 * Repeating tasks. Completing a repeating task creates its next occurrence, once: the occurrence's id is derived
 * from the completed task's id, so two tills that complete the same task offline both create the SAME row, and
 * the server applies the second create as a replay (or answers it with the stored row). Un-completing and
 * completing again finds the occurrence already there and creates nothing (docs/sync-protocol.md, "Applying a change", repeating tasks).
 */
import { addDays, type BusinessDay } from '../business-day.js';
import type { TaskRepeat } from '../entities/task.js';

/** The day after `day` by one period. A month from the 31st is the month's last day (Jan 31 → Feb 28). */
export function nextDueDate(day: BusinessDay, repeat: Exclude<TaskRepeat, 'none'>): BusinessDay {
  if (repeat === 'daily') return addDays(day, 1);
  if (repeat === 'weekly') return addDays(day, 7);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastOfNext))).toISOString().slice(0, 10);
}

/**
 * When the next occurrence falls due: one period after the completed one's due date, or after the day it was
 * completed when it had none. A task done late does not come back already overdue: the next date is moved on by
 * whole periods until it is after the completion day.
 */
export function nextOccurrenceDue(
  dueDate: BusinessDay | null,
  repeat: Exclude<TaskRepeat, 'none'>,
  completedOn: BusinessDay,
): BusinessDay {
  let next = nextDueDate(dueDate ?? completedOn, repeat);
  while (next <= completedOn) next = nextDueDate(next, repeat);
  return next;
}

/** 32-bit FNV-1a of `text`, started from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const SEEDS = [0x811c9dc5, 0x5bd1e995, 0x27d4eb2f, 0x165667b1] as const;

/**
 * The id of the occurrence that follows task `taskId`: a version-8 (custom) UUID hashed from it. Deterministic, so
 * every till derives the same id; 128 hashed bits (less the version and variant) so distinct tasks do not collide.
 */
export function nextOccurrenceId(taskId: string): string {
  const hex = SEEDS.map((seed) => fnv1a(`next-occurrence:${taskId.toLowerCase()}`, seed).toString(16))
    .map((part) => part.padStart(8, '0'))
    .join('');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
