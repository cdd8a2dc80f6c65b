import {
  addDays,
  type BusinessDay,
  businessDay,
  businessDayRange,
  type CafeEvent,
  mondayOf,
  resolveTimeZone,
  type Shift,
  type User,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';

export interface ScheduleWeek {
  /** The Monday of the week these figures are for. */
  monday: BusinessDay;
  users: User[];
  /** Shifts starting in the week, in start order. */
  shifts: Shift[];
  /** Shifts starting on the store's today (which may be outside the week shown). */
  todayCount: number;
  /** Events overlapping the week, for the day headers. */
  events: CafeEvent[];
}

export type ScheduleRead =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `week.monday` may still be the week shown before a step while the chosen one is read (`settling`). */
  | { state: 'ready'; week: ScheduleWeek; settling: boolean };

/** How far before a week an event may start and still show in its headers (one running into the week). */
const EVENT_LEAD_DAYS = 7;

/** One week only: a busy rota's three weeks at once made the schedule's first read three times as long. */
async function readWeek(monday: BusinessDay, today: BusinessDay, zone: string): Promise<ScheduleWeek> {
  const from = businessDayRange(monday, zone).start;
  const to = businessDayRange(addDays(monday, 6), zone).end;
  const day = businessDayRange(today, zone);
  const todayInWeek = day.start >= from && day.start < to;
  const [users, shifts, todays, events] = await Promise.all([
    repositories.users.list(),
    repositories.schedules.startingBetween(from, to),
    todayInWeek ? undefined : repositories.schedules.startingBetween(day.start, day.end),
    // Through the startDate index, without reading every event the store ever had.
    repositories.events.startingBetween(businessDayRange(addDays(monday, -EVENT_LEAD_DAYS), zone).start, to),
  ]);
  shifts.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return {
    monday,
    users: users.sort((a, b) => a.name.localeCompare(b.name)),
    shifts,
    todayCount: todays
      ? todays.length
      : shifts.filter((shift) => shift.start >= day.start && shift.start < day.end).length,
    events: events.filter((event) => event.endDate >= from),
  };
}

/**
 * Weeks read lately, by zone and Monday: the weeks either side of the one shown are read ahead while the manager
 * looks at it, so Previous and Next draw at once, and reopening the tab draws the week it left. The live read of
 * the shown week replaces its entry as soon as it arrives, so a stale entry shows for one read at most.
 */
const recent = new Map<string, ScheduleWeek>();
const RECENT_WEEKS = 6;

const keyOf = (zone: string, monday: BusinessDay) => `${zone}|${monday}`;

function remember(key: string, week: ScheduleWeek): void {
  recent.delete(key);
  recent.set(key, week);
  for (const oldest of recent.keys()) {
    if (recent.size <= RECENT_WEEKS) break;
    recent.delete(oldest);
  }
}

/**
 * This week read ahead while another planner tab is open, as the planner warms the tabs' code: opening Staff
 * Schedule then draws at once, and its live read confirms the week a moment later.
 */
export async function readAheadThisWeek(): Promise<{ week: ScheduleWeek; zone: string }> {
  const settings = await repositories.settings.get().catch(() => undefined);
  const zone = resolveTimeZone(settings?.timeZone);
  const today = businessDay(new Date(), zone);
  const monday = mondayOf(today);
  const key = keyOf(zone, monday);
  let week = recent.get(key);
  if (!week) {
    week = await readWeek(monday, today, zone);
    remember(key, week);
  }
  return { week, zone };
}

// One person's plan is not drawn for the next: signing out forgets it.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && !state.user) recent.clear();
});

type LiveRead = { key: string; state: 'failed' } | { key: string; state: 'ready'; week: ScheduleWeek };

/**
 * The week's staff, shifts and events, live: a shift planned on another till shows without a reload. While a
 * stepped-to week is read, the week read ahead for it shows, or else the week shown before (never a spinner
 * between two weeks).
 */
export function useScheduleWeek(
  monday: BusinessDay,
  today: BusinessDay,
  zone: string,
  zoneKnown: boolean,
): ScheduleRead {
  const key = keyOf(zone, monday);
  // Nothing is read before the store's zone is known: a week read in UTC would be thrown away at once.
  const live = useLiveQuery(async (): Promise<LiveRead | undefined> => {
    if (!zoneKnown) return undefined;
    try {
      const week = await readWeek(monday, today, zone);
      remember(key, week);
      return { key, state: 'ready', week };
    } catch (error) {
      console.error('Failed to load data', error);
      return { key, state: 'failed' };
    }
  }, [key, monday, today, zone, zoneKnown]);

  // Each fresh read of the shown week reads its neighbours again once the screen is idle, so a change made
  // meanwhile (here or pulled from another till) is in them before a step.
  useEffect(() => {
    if (live?.state !== 'ready' || live.key !== key) return;
    const readAhead = () => {
      for (const other of [addDays(monday, 7), addDays(monday, -7)]) {
        readWeek(other, today, zone)
          .then((week) => remember(keyOf(zone, other), week))
          .catch(() => undefined);
      }
    };
    const idle = window.requestIdleCallback?.(readAhead, { timeout: 1_000 });
    const timer = idle === undefined ? window.setTimeout(readAhead, 50) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [live, key, monday, today, zone]);

  const shown = useRef<ScheduleWeek | undefined>(undefined);
  const read = useMemo((): ScheduleRead => {
    if (live?.key === key) {
      return live.state === 'ready' ? { state: 'ready', week: live.week, settling: false } : live;
    }
    const ahead = zoneKnown ? recent.get(key) : undefined;
    if (ahead) return { state: 'ready', week: ahead, settling: true };
    const before = shown.current;
    return before ? { state: 'ready', week: before, settling: true } : { state: 'loading' };
  }, [live, key, zoneKnown]);
  useEffect(() => {
    if (read.state === 'ready') shown.current = read.week;
  }, [read]);
  return read;
}
