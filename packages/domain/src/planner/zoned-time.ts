/**
 * Wall-clock times in the store's zone and the instants they name. The planner stores instants (a shift's start, an
 * event's start) but people plan in the cafe's local days and times, across DST changes. Days are 'yyyy-mm-dd',
 * times 'HH:mm'.
 */
import { type BusinessDay, wallClockAsUtcMs, zoneOffsetAt } from '../business-day.js';

export interface WallClock {
  day: BusinessDay;
  time: string;
}

/** The store's day and 'HH:mm' at `instant`. */
export function wallClock(instant: string | number | Date, timeZone: string): WallClock {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  const iso = new Date(wallClockAsUtcMs(ms, timeZone)).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant (ISO) at which the store's clock reads `time` on `day`. A time skipped by a DST change (02:30 when
 * clocks go from 02:00 to 03:00) is read with the offset before the change, i.e. it lands an hour later; a time
 * that happens twice is the first one.
 */
export function zonedInstant(day: BusinessDay, time: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Offsets on either side of the wall time; the earlier one wins where both read back to it.
  const before = wall - zoneOffsetAt(wall - 86_400_000 / 2, timeZone);
  if (wallClockAsUtcMs(before, timeZone) === wall) return new Date(before).toISOString();
  const after = wall - zoneOffsetAt(wall + 86_400_000 / 2, timeZone);
  if (wallClockAsUtcMs(after, timeZone) === wall) return new Date(after).toISOString();
  return new Date(before).toISOString();
}

/** A 'yyyy-mm-ddTHH:mm' (an <input type="datetime-local"> value) in the store's zone, as an instant. */
export function localInputToInstant(value: string, timeZone: string): string {
  return zonedInstant(value.slice(0, 10), value.slice(11, 16), timeZone);
}

/** An instant as a 'yyyy-mm-ddTHH:mm' in the store's zone, for an <input type="datetime-local">. */
export function instantToLocalInput(instant: string, timeZone: string): string {
  const { day, time } = wallClock(instant, timeZone);
  return `${day}T${time}`;
}
