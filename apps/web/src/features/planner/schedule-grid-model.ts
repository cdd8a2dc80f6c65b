import {
  type BusinessDay,
  businessDayFinder,
  type CafeEvent,
  type Shift,
  type User,
  weekDays,
  weekHours,
} from '@cafe/domain';
import { eventsByDay } from './filter-events';
import { formatTime } from './format-planner-time';
import { sameShift } from './shift-chip';

/* What the staff schedule's grid draws, worked out from the week's users, shifts and events: no React here. */

const dayHeading = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mon, Mar 9' for a calendar day. */
function formatDayHeading(day: BusinessDay): string {
  return dayHeading.format(new Date(`${day}T00:00:00Z`));
}

/** Like the calendar's days (spec §9): a busy day's header shows three events, then '+N more'. */
export const EVENTS_PER_HEADER = 3;

export interface ScheduleRow {
  userId: string;
  name: string;
  /** The person has been deleted: their shifts stay, under the name stored with them. */
  gone: boolean;
}

/** One row per staff member, plus one per deleted person who still has shifts this week. */
export function rowsOf(users: readonly User[], shifts: readonly Shift[]): ScheduleRow[] {
  const rows: ScheduleRow[] = users.map((user) => ({ userId: user.id, name: user.name, gone: false }));
  const known = new Set(rows.map((row) => row.userId));
  for (const shift of shifts) {
    if (known.has(shift.userId)) continue;
    known.add(shift.userId);
    rows.push({ userId: shift.userId, name: shift.userName, gone: true });
  }
  return rows;
}

export type Cells = ReadonlyMap<string, readonly Shift[]>;

/** userId|day → that person's shifts of the day, in start order (the shifts come in start order). */
export function cellsOf(shifts: readonly Shift[], zone: string): Cells {
  const map = new Map<string, Shift[]>();
  const dayOf = businessDayFinder(zone);
  for (const shift of shifts) {
    const key = `${shift.userId}|${dayOf(shift.start)}`;
    const list = map.get(key);
    if (list) list.push(shift);
    else map.set(key, [shift]);
  }
  return map;
}

export function headingsOf(days: readonly BusinessDay[]): ReadonlyMap<BusinessDay, string> {
  return new Map(days.map((day) => [day, formatDayHeading(day)]));
}

/**
 * Works out a week's grid once and throws it away, while the screen is idle before the tab is first opened: the
 * first draw otherwise paid for the date formats' first use (ICU loads its data then, some 4 ms) and for these
 * functions' first runs, inside the tap.
 */
export function primeGridDraw(
  monday: BusinessDay,
  users: readonly User[],
  shifts: readonly Shift[],
  events: readonly CafeEvent[],
  zone: string,
): void {
  const days = weekDays(monday);
  rowsOf(users, shifts);
  weekHours(shifts, zone);
  eventsByDay(events, days[0] ?? monday, days[6] ?? monday, zone);
  cellsOf(shifts, zone);
  headingsOf(days);
  const first = shifts[0];
  if (first) formatTime(first.start, zone);
}

/** The row's shifts in every day, in order: equal lists mean the row draws the same. */
export function sameRowShifts(userId: string, days: readonly BusinessDay[], a: Cells, b: Cells): boolean {
  if (a === b) return true;
  for (const day of days) {
    const before = a.get(`${userId}|${day}`) ?? [];
    const after = b.get(`${userId}|${day}`) ?? [];
    if (before.length !== after.length) return false;
    for (let index = 0; index < before.length; index += 1) {
      const x = before[index];
      const y = after[index];
      if (x === undefined || y === undefined || !sameShift(x, y)) return false;
    }
  }
  return true;
}

/**
 * A row's height before it is drawn and measured, from its busiest day: chips are three lines (56 px) 4 px apart,
 * with their buttons beneath them on a touch screen; an empty cell holds the 48 px add button. Three lines, because
 * a day's column is narrower than '10:00 AM – 6:00 PM' on any screen under about 1,450 px: estimated at two, the
 * first draw took in a row more than the view holds, only to drop it once measured. Where the times fit on one line
 * the estimate is high, and a row short of the view is added after the measure instead.
 */
export function estimateRowHeight(
  row: ScheduleRow,
  days: readonly BusinessDay[],
  cells: Cells,
  touch: boolean,
): number {
  let most = 0;
  for (const day of days) most = Math.max(most, cells.get(`${row.userId}|${day}`)?.length ?? 0);
  return Math.max(64, 9 + most * (touch ? 96 : 60) - 4);
}
