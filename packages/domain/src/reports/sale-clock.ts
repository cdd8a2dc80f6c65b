/**
 * Where a sale falls: its business day and hour in the store's zone, for many sales at the cost of a few Intl calls.
 */
import { type BusinessDay, zoneOffsetAt } from '../business-day.js';

const UTC_DAY_MS = 86_400_000;

/**
 * The wall-clock time of many instants in one zone, as milliseconds read with UTC getters, with two Intl calls per
 * UTC day instead of one or more per instant: a zone changes its offset at most once a day, so when the offset at a
 * UTC day's first and last millisecond agree it holds all day. A day where they differ (a DST change) asks Intl for
 * each instant.
 */
export function wallClockFinder(timeZone: string): (ms: number) => number {
  const days = new Map<number, number | null>();
  return (ms) => {
    const utcDay = Math.floor(ms / UTC_DAY_MS);
    let offset = days.get(utcDay);
    if (offset === undefined) {
      const first = zoneOffsetAt(utcDay * UTC_DAY_MS, timeZone);
      const last = zoneOffsetAt((utcDay + 1) * UTC_DAY_MS - 1, timeZone);
      offset = first === last ? first : null;
      days.set(utcDay, offset);
    }
    return ms + (offset ?? zoneOffsetAt(ms, timeZone));
  };
}

export interface SaleClock {
  day: BusinessDay;
  /** 0–23, the wall-clock hour in the store's zone. */
  hour: number;
}

/** The business day and hour of many instants in one zone (see wallClockFinder). */
export function saleClock(timeZone: string): (instant: string | number | Date) => SaleClock {
  const wallClock = wallClockFinder(timeZone);
  return (instant) => {
    const ms =
      instant instanceof Date
        ? instant.getTime()
        : typeof instant === 'string'
          ? Date.parse(instant)
          : instant;
    if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
    const wall = new Date(wallClock(ms));
    return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
  };
}
