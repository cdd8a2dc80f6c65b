/** Week and month arithmetic on calendar days ('yyyy-mm-dd'), the same in every zone. */
import { addDays, type BusinessDay } from '../business-day.js';

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: BusinessDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The Monday of `day`'s week: the schedule's weeks start on Monday (spec §9). */
export function mondayOf(day: BusinessDay): BusinessDay {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** The seven days of the week starting `monday`. */
export function weekDays(monday: BusinessDay): BusinessDay[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** 'yyyy-mm' of `day`. */
export function monthOf(day: BusinessDay): string {
  return day.slice(0, 7);
}

/** The month `count` months after 'yyyy-mm' (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + count, 1)).toISOString().slice(0, 7);
}

/**
 * The calendar's weeks for 'yyyy-mm': Sunday first (spec §9), from the Sunday on or before the 1st to the Saturday
 * on or after the last day, so 4 to 6 rows of 7 days; days of the neighbouring months fill the edges.
 */
export function monthGrid(month: string): BusinessDay[][] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  let day = addDays(first, -weekday(first));
  const end = addDays(last, 6 - weekday(last));
  const weeks: BusinessDay[][] = [];
  while (day <= end) {
    const week = Array.from({ length: 7 }, (_, index) => addDays(day, index));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2026' for '2026-03'. */
export function formatMonth(month: string): string {
  return monthTitle.format(new Date(`${month}-01T00:00:00Z`));
}
