/** The date ranges a report covers: the named periods and a custom range, over business days. */
import type { BusinessDay } from '../business-day.js';
import { addDays, daysBetween } from '../business-day.js';
import type { DayRange } from '../dashboard.js';

export const REPORT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriod, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom',
};

/** A custom range may span up to this many days (two years and a leap day): longer is a typo in a year. */
export const MAX_REPORT_DAYS = 731;

export const REPORT_RANGE_MESSAGES = {
  startRequired: 'Choose a start date',
  endRequired: 'Choose an end date',
  endBeforeStart: 'The end date must be on or after the start date',
  tooLong: `A report can span at most ${MAX_REPORT_DAYS} days`,
} as const;

function rangeOf(first: BusinessDay, last: BusinessDay): DayRange {
  return { first, last, days: daysBetween(first, last) + 1 };
}

/** Monday of the week `day` falls in (weeks start on Monday). */
export function weekStart(day: BusinessDay): BusinessDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: BusinessDay): BusinessDay {
  return `${day.slice(0, 8)}01`;
}

/**
 * The days a period covers, `today` being the store's business day. This week and this month run to today (the
 * days after it have nothing yet); last week is Monday to Sunday; last month is the whole month.
 */
export function reportRange(period: Exclude<ReportPeriod, 'custom'>, today: BusinessDay): DayRange {
  switch (period) {
    case 'today':
      return rangeOf(today, today);
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return rangeOf(yesterday, yesterday);
    }
    case 'thisWeek':
      return rangeOf(weekStart(today), today);
    case 'lastWeek': {
      const monday = addDays(weekStart(today), -7);
      return rangeOf(monday, addDays(monday, 6));
    }
    case 'thisMonth':
      return rangeOf(monthStart(today), today);
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return rangeOf(monthStart(lastDay), lastDay);
    }
  }
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

function isDay(text: string): boolean {
  if (!DAY_TEXT.test(text)) return false;
  try {
    addDays(text, 0);
    return true;
  } catch {
    return false;
  }
}

/** A custom range as typed: its days, or the message that says what is wrong. */
export function customRange(
  first: string,
  last: string,
): { ok: true; range: DayRange } | { ok: false; message: string } {
  if (!isDay(first)) return { ok: false, message: REPORT_RANGE_MESSAGES.startRequired };
  if (!isDay(last)) return { ok: false, message: REPORT_RANGE_MESSAGES.endRequired };
  if (last < first) return { ok: false, message: REPORT_RANGE_MESSAGES.endBeforeStart };
  const range = rangeOf(first, last);
  if (range.days > MAX_REPORT_DAYS) return { ok: false, message: REPORT_RANGE_MESSAGES.tooLong };
  return { ok: true, range };
}

/** The period of equal length just before `range`: the figures each report is compared with. */
export function previousPeriod(range: DayRange): DayRange {
  return rangeOf(addDays(range.first, -range.days), addDays(range.first, -1));
}
