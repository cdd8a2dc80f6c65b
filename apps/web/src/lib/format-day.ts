/**
 * The app's one way to show a calendar day: 'Mar 7, 2026' (en-US, medium), as the lists, the dashboard and the
 * sales history show dates. A business day is a calendar date, so it is read in UTC and no device zone can move it.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Mar 7, 2026' for '2026-03-07'; anything that is not a day is shown as it is. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(Date.UTC(year, month - 1, date));
}
