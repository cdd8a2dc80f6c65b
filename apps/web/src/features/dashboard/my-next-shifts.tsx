import { SHIFT_ROLE_LABELS, type Shift } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { CalendarClock } from 'lucide-react';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import { Card } from '../../ui/card';
import { HistoryPending } from '../../ui/history-pending';

/** How many of one's coming shifts the dashboard lists. */
const SHOWN = 3;

type NextShiftsRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; shifts: Shift[] };

async function readNextShifts(userId: string | null): Promise<NextShiftsRead> {
  if (userId === null) return { state: 'ready', shifts: [] };
  try {
    const now = new Date().toISOString();
    const mine = await repositories.schedules.byUser(userId);
    return { state: 'ready', shifts: mine.filter((shift) => shift.end > now).slice(0, SHOWN) };
  } catch (error) {
    console.error('Failed to load data', error);
    return { state: 'failed' };
  }
}

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** 'Mon, Mar 9 · 9:00 AM – 5:00 PM' in the store's zone. */
function formatShift(shift: Shift, timeZone: string): string {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      day: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formatters.set(timeZone, pair);
  }
  const start = new Date(shift.start);
  return `${pair.day.format(start)} · ${pair.time.format(start)} – ${pair.time.format(new Date(shift.end))}`;
}

/** Every user sees their own coming shifts (Staff can "view assigned schedules", spec §6), live. */
export function MyNextShifts({
  timeZone,
  historyPending = null,
}: {
  timeZone: string;
  /** 'Loading history… 45%' while shifts are still arriving: 'No shifts planned' would not be true yet. */
  historyPending?: string | null;
}) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const read = useLiveQuery(() => readNextShifts(userId), [userId], { state: 'loading' } as NextShiftsRead);
  return (
    <Card className="mt-6 p-4 sm:p-5">
      <section aria-labelledby="my-next-shifts">
        <h2
          id="my-next-shifts"
          className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-900 dark:text-stone-100"
        >
          <CalendarClock aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
          My next shifts
        </h2>
        {historyPending !== null ? (
          <HistoryPending
            size="line"
            label={historyPending}
            message="Your shifts appear once this till has all its history."
          />
        ) : read.state === 'loading' ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">Loading...</p>
        ) : read.state === 'failed' ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Failed to load data
          </p>
        ) : read.shifts.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">No shifts planned for you.</p>
        ) : (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {read.shifts.map((shift) => (
              <li key={shift.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="tabular-nums text-stone-900 dark:text-stone-100">
                  {formatShift(shift, timeZone)}
                </span>
                <span className="text-stone-600 dark:text-stone-400">{SHIFT_ROLE_LABELS[shift.role]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
