/**
 * The store's business day (ARCHITECTURE §3): "today" is the cafe's today, counted in its IANA time zone,
 * never the device's. Days are 'yyyy-mm-dd' strings, so they sort and compare as text.
 */

export type BusinessDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// Building an Intl.DateTimeFormat costs far more than using one; a memo keyed by zone cannot change any answer.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` names a zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to count days in: the given one when known, else UTC (a bad setting must not break the till). */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}

function toMs(instant: Date | string | number): number {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** The business day ('yyyy-mm-dd') that `instant` falls on in `timeZone`. */
export function businessDay(instant: Date | string | number, timeZone: string): BusinessDay {
  const parts = dayFormatter(timeZone).formatToParts(toMs(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

function parseDay(day: BusinessDay): number {
  const match = DAY_PATTERN.exec(day);
  if (match === null) throw new RangeError(`Not a day: ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`Not a day: ${day}`);
  return ms;
}

/** Calendar arithmetic on days, independent of any zone: addDays('2026-03-01', -1) === '2026-02-28'. */
export function addDays(day: BusinessDay, days: number): BusinessDay {
  return new Date(parseDay(day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: BusinessDay, to: BusinessDay): number {
  return Math.round((parseDay(to) - parseDay(from)) / MS_PER_DAY);
}

/** The `count` days ending with `last`, oldest first. */
export function daysEndingOn(last: BusinessDay, count: number): BusinessDay[] {
  return Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
}

// The wall clock to the second, for a zone's offset at an instant (same memo as the day formatters).
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The zone's wall clock at `ms`, to the second, read as if it were UTC: subtracted from a whole second `ms`, it is
 * how far the zone is ahead of UTC there. The planner's wall-clock times (planner/zoned-time.ts) use it too.
 */
export function wallClockAsUtcMs(ms: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = new Date(0);
  wall.setUTCFullYear(part('year'), part('month') - 1, part('day'));
  wall.setUTCHours(part('hour'), part('minute'), part('second'));
  return wall.getTime();
}

/** How far the zone's wall clock is ahead of UTC at `ms`, read at its whole second. */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockAsUtcMs(whole, timeZone) - whole;
}

/** The definition of a day's first instant: on `day` or later, while the millisecond before is an earlier day. */
function startsDay(ms: number, day: BusinessDay, timeZone: string): boolean {
  return Number.isFinite(ms) && businessDay(ms, timeZone) >= day && businessDay(ms - 1, timeZone) < day;
}

/** The first instant (ms) whose business day is `day` or later, found once per zone and day. */
function startOfDayMs(day: BusinessDay, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    start = findStartOfDayMs(day, timeZone);
    dayStarts.set(key, start);
  }
  return start;
}

/**
 * Day starts found, by zone and day: a fact of the zone's rules, so a memo cannot change any answer, and a screen's
 * week is asked for by several finders and ranges at once (the schedule's cells, hours, event headers and read).
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 4_096;

/**
 * The first instant (ms) whose business day is `day` or later. Nearly always local midnight, i.e. UTC midnight less
 * the zone's offset (taken again at that guess when a DST change lies between): three Intl calls, each guess checked
 * against the definition. Otherwise (a zone that skips midnight in a way the guesses miss, an odd historical
 * offset) a search, right in every case: businessDay is monotonic in time, and every zone's offset lies within
 * ±26 h of UTC. The schedule's first draw finds a dozen day starts, and the search's 28 Intl calls each were most
 * of its cost.
 */
function findStartOfDayMs(day: BusinessDay, timeZone: string): number {
  const utcMidnight = parseDay(day);
  const first = utcMidnight - zoneOffsetAt(utcMidnight, timeZone);
  if (startsDay(first, day, timeZone)) return first;
  if (Number.isFinite(first)) {
    const second = utcMidnight - zoneOffsetAt(first, timeZone);
    if (second !== first && startsDay(second, day, timeZone)) return second;
  }
  return searchStartOfDayMs(day, timeZone);
}

function searchStartOfDayMs(day: BusinessDay, timeZone: string): number {
  const utcMidnight = parseDay(day);
  let low = utcMidnight - 26 * 3_600_000; // always an earlier day
  let high = utcMidnight + 26 * 3_600_000; // always this day or later
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (businessDay(middle, timeZone) >= day) high = middle;
    else low = middle;
  }
  return high;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * businessDay for many instants in one zone, with exactly its answers but few Intl calls: each day's span is found
 * once, and a quarter hour that lies wholly inside one span is remembered, so later instants in it are answered
 * from memory. A pull page of thousands of sales so costs a few hundred Intl calls instead of one per sale.
 */
export function businessDayFinder(timeZone: string): (instant: Date | string | number) => BusinessDay {
  const spans = new Map<BusinessDay, { start: number; end: number }>();
  const quarters = new Map<number, BusinessDay>();
  return (instant) => {
    const ms = toMs(instant);
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    const known = quarters.get(quarter);
    if (known !== undefined) return known;
    const day = businessDay(ms, timeZone);
    let span = spans.get(day);
    if (span === undefined) {
      span = { start: startOfDayMs(day, timeZone), end: startOfDayMs(addDays(day, 1), timeZone) };
      spans.set(day, span);
    }
    if (quarter * QUARTER_HOUR_MS >= span.start && (quarter + 1) * QUARTER_HOUR_MS <= span.end) {
      quarters.set(quarter, day);
    }
    return day;
  };
}

/**
 * The instants a business day spans in a zone, as ISO strings: [start, end). A day is 23 or 25 hours long on a
 * DST change, so the end is the next day's start, never start + 24 h.
 */
export function businessDayRange(day: BusinessDay, timeZone: string): { start: string; end: string } {
  return {
    start: new Date(startOfDayMs(day, timeZone)).toISOString(),
    end: new Date(startOfDayMs(addDays(day, 1), timeZone)).toISOString(),
  };
}
