import { wallClock } from '@cafe/domain';

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (pair === undefined) {
    pair = {
      day: new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/** '9:00 AM' in the store's zone. */
export function formatTime(instant: string, timeZone: string): string {
  return formattersFor(timeZone).time.format(new Date(instant));
}

/** 'Tue, Mar 10, 2026, 9:00 AM – 10:00 AM', or with both days when it runs over midnight. */
export function formatSpan(start: string, end: string, timeZone: string): string {
  const { day, time } = formattersFor(timeZone);
  const sameDay = wallClock(start, timeZone).day === wallClock(end, timeZone).day;
  const from = `${day.format(new Date(start))}, ${time.format(new Date(start))}`;
  return sameDay
    ? `${from} – ${time.format(new Date(end))}`
    : `${from} – ${day.format(new Date(end))}, ${time.format(new Date(end))}`;
}
