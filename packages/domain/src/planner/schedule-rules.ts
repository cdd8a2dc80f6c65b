/** Rules of the staff schedule beyond the spec: no overlapping shifts per person, hours, copying a week. */
import { addDays, type BusinessDay, businessDayFinder } from '../business-day.js';
import type { Shift } from '../entities/shift.js';
import { shiftEndsNextDay } from '../entities/shift-rules.js';
import { wallClock, zonedInstant } from './zoned-time.js';

export type ShiftSpan = Pick<Shift, 'id' | 'userId' | 'start' | 'end'>;

/** Two shifts of one person overlap when each starts before the other ends; back to back (17:00, 17:00) is fine. */
export function shiftsOverlap(a: ShiftSpan, b: ShiftSpan): boolean {
  return (
    a.id !== b.id &&
    a.userId === b.userId &&
    Date.parse(a.start) < Date.parse(b.end) &&
    Date.parse(b.start) < Date.parse(a.end)
  );
}

/** The first of `others` that `shift` would overlap, or undefined. */
export function findOverlap<S extends ShiftSpan>(shift: ShiftSpan, others: readonly S[]): S | undefined {
  return others.find((other) => shiftsOverlap(shift, other));
}

const HOUR_MS = 3_600_000;

/** Scheduled hours of a shift: real elapsed time, so a night shift over a DST change counts 7 or 9 hours. */
export function shiftHours(shift: Pick<Shift, 'start' | 'end'>): number {
  return (Date.parse(shift.end) - Date.parse(shift.start)) / HOUR_MS;
}

/** '7.5' or '8' hours, for the grid. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

export interface WeekHours {
  /** userId → hours in the week. */
  byPerson: Map<string, number>;
  /** day → hours of shifts starting that day. */
  byDay: Map<BusinessDay, number>;
  total: number;
}

/** Hours per person and per day (the day a shift starts, in the store zone) and the week's total. */
export function weekHours(shifts: readonly Shift[], timeZone: string): WeekHours {
  const byPerson = new Map<string, number>();
  const byDay = new Map<BusinessDay, number>();
  let total = 0;
  const dayOf = businessDayFinder(timeZone);
  for (const shift of shifts) {
    const hours = shiftHours(shift);
    const day = dayOf(shift.start);
    byPerson.set(shift.userId, (byPerson.get(shift.userId) ?? 0) + hours);
    byDay.set(day, (byDay.get(day) ?? 0) + hours);
    total += hours;
  }
  return { byPerson, byDay, total };
}

/**
 * The instants of a shift planned as a day and two wall-clock times in the store's zone: an end earlier than the
 * start falls on the next day (22:00–02:00 ends at 02:00 the morning after).
 */
export function shiftInstants(
  shift: { date: BusinessDay; startTime: string; endTime: string },
  timeZone: string,
): { start: string; end: string } {
  const endDay = shiftEndsNextDay(shift.startTime, shift.endTime) ? addDays(shift.date, 1) : shift.date;
  return {
    start: zonedInstant(shift.date, shift.startTime, timeZone),
    end: zonedInstant(endDay, shift.endTime, timeZone),
  };
}

/** The shift runs past midnight in the store's zone: the grid marks its end as the next day. */
export function shiftCrossesMidnight(shift: Pick<Shift, 'start' | 'end'>, timeZone: string): boolean {
  return wallClock(shift.start, timeZone).day !== wallClock(shift.end, timeZone).day;
}

/** `instant` moved by whole days on the store's wall clock: 09:00 stays 09:00 across a DST change. */
export function shiftByDays(instant: string, days: number, timeZone: string): string {
  const { day, time } = wallClock(instant, timeZone);
  return zonedInstant(addDays(day, days), time, timeZone);
}

export interface WeekCopy {
  /** The new shifts (no id yet), a week after their originals. */
  copies: Omit<Shift, 'id' | 'storeId' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt'>[];
  /** Originals skipped because their person no longer exists. */
  skippedGone: number;
  /** Originals skipped because the copy would overlap a shift already planned (or another copy). */
  skippedOverlap: number;
}

/**
 * 'Copy previous week': each of last week's shifts a week later at the same wall-clock times, except for people
 * who no longer exist and copies that would overlap a shift already in the target week (or an earlier copy).
 */
export function copyWeek(
  previous: readonly Shift[],
  target: readonly Shift[],
  liveUserIds: ReadonlySet<string>,
  timeZone: string,
): WeekCopy {
  const planned: ShiftSpan[] = [...target];
  const copies: WeekCopy['copies'] = [];
  let skippedGone = 0;
  let skippedOverlap = 0;
  const ordered = [...previous].sort((a, b) => a.start.localeCompare(b.start));
  for (const shift of ordered) {
    if (!liveUserIds.has(shift.userId)) {
      skippedGone += 1;
      continue;
    }
    const copy = {
      userId: shift.userId,
      userName: shift.userName,
      start: shiftByDays(shift.start, 7, timeZone),
      end: shiftByDays(shift.end, 7, timeZone),
      role: shift.role,
      notes: shift.notes,
    };
    if (findOverlap({ ...copy, id: '' }, planned)) {
      skippedOverlap += 1;
      continue;
    }
    planned.push({ ...copy, id: `copy-${copies.length}` });
    copies.push(copy);
  }
  return { copies, skippedGone, skippedOverlap };
}
