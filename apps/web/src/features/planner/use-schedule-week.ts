import {
  addDays,
  type BusinessDay,
  businessDayRange,
  type CafeEvent,
  daysBetween,
  type Shift,
  type User,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
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
  | { state: 'ready'; week: ScheduleWeek };

/** What one read holds: the weeks before and after the one shown too, so Previous and Next draw at once. */
interface ScheduleWindow {
  monday: BusinessDay;
  zone: string;
  users: User[];
  shifts: Shift[];
  todayCount: number;
  events: CafeEvent[];
}

type WindowRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; window: ScheduleWindow };

async function readWindow(monday: BusinessDay, today: BusinessDay, zone: string): Promise<WindowRead> {
  try {
    const from = businessDayRange(addDays(monday, -7), zone).start;
    const to = businessDayRange(addDays(monday, 13), zone).end;
    const day = businessDayRange(today, zone);
    const [users, shifts, todays, events] = await Promise.all([
      repositories.users.list(),
      repositories.schedules.startingBetween(from, to),
      repositories.schedules.startingBetween(day.start, day.end),
      // Through the startDate index: events starting up to a week before the window, so one that runs into a
      // week still shows in its headers, without reading every event the store ever had.
      repositories.events.startingBetween(businessDayRange(addDays(monday, -14), zone).start, to),
    ]);
    return {
      state: 'ready',
      window: {
        monday,
        zone,
        users: users.sort((a, b) => a.name.localeCompare(b.name)),
        shifts: shifts.sort((a, b) => a.start.localeCompare(b.start)),
        todayCount: todays.length,
        events,
      },
    };
  } catch (error) {
    console.error('Failed to load data', error);
    return { state: 'failed' };
  }
}

/** The week starting `monday` out of a window, or null when the window does not hold all of it. */
function weekOf(window: ScheduleWindow, monday: BusinessDay, zone: string): ScheduleWeek | null {
  const offset = daysBetween(window.monday, monday);
  if (window.zone !== zone || offset < -7 || offset > 7) return null;
  const from = businessDayRange(monday, zone).start;
  const to = businessDayRange(addDays(monday, 6), zone).end;
  return {
    monday,
    users: window.users,
    shifts: window.shifts.filter((shift) => shift.start >= from && shift.start < to),
    todayCount: window.todayCount,
    events: window.events.filter((event) => event.startDate < to && event.endDate >= from),
  };
}

/**
 * The week's staff, shifts and events, live: a shift planned on another till shows without a reload. One read
 * covers three weeks, so stepping to the week before or after draws from memory while the next read catches up.
 */
export function useScheduleWeek(
  monday: BusinessDay,
  today: BusinessDay,
  zone: string,
  zoneKnown: boolean,
): ScheduleRead {
  // Nothing is read before the store's zone is known: a week read in UTC would be thrown away at once.
  const read = useLiveQuery(
    (): Promise<WindowRead> | WindowRead =>
      zoneKnown ? readWindow(monday, today, zone) : { state: 'loading' },
    [monday, today, zone, zoneKnown],
    { state: 'loading' } as WindowRead,
  );
  return useMemo((): ScheduleRead => {
    if (read.state !== 'ready') return read;
    const week = weekOf(read.window, monday, zone);
    return week ? { state: 'ready', week } : { state: 'loading' };
  }, [read, monday, zone]);
}
