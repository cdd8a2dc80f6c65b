import {
  addDays,
  type BusinessDay,
  businessDayRange,
  type CafeEvent,
  type Shift,
  type User,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';

export interface ScheduleWeek {
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

async function readWeek(monday: BusinessDay, today: BusinessDay, zone: string): Promise<ScheduleRead> {
  try {
    const from = businessDayRange(monday, zone).start;
    const to = businessDayRange(addDays(monday, 6), zone).end;
    const day = businessDayRange(today, zone);
    const [users, shifts, todays, events] = await Promise.all([
      repositories.users.list(),
      repositories.schedules.startingBetween(from, to),
      repositories.schedules.startingBetween(day.start, day.end),
      repositories.events.list(),
    ]);
    return {
      state: 'ready',
      week: {
        users: users.sort((a, b) => a.name.localeCompare(b.name)),
        shifts: shifts.sort((a, b) => a.start.localeCompare(b.start)),
        todayCount: todays.length,
        events: events.filter((event) => event.startDate < to && event.endDate >= from),
      },
    };
  } catch (error) {
    console.error('Failed to load data', error);
    return { state: 'failed' };
  }
}

/** The week's staff, shifts and events, live: a shift planned on another till shows without a reload. */
export function useScheduleWeek(monday: BusinessDay, today: BusinessDay, zone: string): ScheduleRead {
  return useLiveQuery(() => readWeek(monday, today, zone), [monday, today, zone], {
    state: 'loading',
  } as ScheduleRead);
}
