import { type BusinessDay, type CafeEvent, formatMonth, monthGrid } from '@cafe/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { eventsByDay } from './filter-events';

/** Spec §9: a calendar day shows up to 3 events, then '+N more'. */
export const EVENTS_PER_DAY = 3;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The month grid of spec §2: Sunday first, Previous / Today / Next, each day's events as buttons. */
export const EventsCalendar = memo(function EventsCalendar({
  month,
  events,
  today,
  zone,
  onMonth,
  onOpen,
}: {
  month: string;
  events: readonly CafeEvent[];
  today: BusinessDay;
  zone: string;
  onMonth(step: -1 | 0 | 1): void;
  onOpen(event: CafeEvent): void;
}) {
  const weeks = useMemo(() => monthGrid(month), [month]);
  const first = weeks[0]?.[0] ?? `${month}-01`;
  const last = weeks.at(-1)?.at(-1) ?? `${month}-28`;
  const byDay = useMemo(() => eventsByDay(events, first, last, zone), [events, first, last, zone]);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-stone-900 dark:text-stone-50" data-testid="calendar-month">
          {formatMonth(month)}
        </h3>
        <div className="flex gap-1">
          <Button variant="secondary" size="sm" onClick={() => onMonth(-1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMonth(0)}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMonth(1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">Events in {formatMonth(month)}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((name) => (
                <th
                  key={name}
                  scope="col"
                  className="py-2 text-xs font-medium text-stone-600 dark:text-stone-400"
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const dayEvents = byDay.get(day) ?? [];
                  const more = dayEvents.length - EVENTS_PER_DAY;
                  return (
                    <td
                      key={day}
                      data-testid={`day-${day}`}
                      className={cn(
                        'h-28 border border-stone-200 p-1 align-top dark:border-stone-800',
                        !day.startsWith(month) && 'bg-stone-50 text-stone-400 dark:bg-stone-900/50',
                      )}
                    >
                      <span
                        className={cn(
                          'inline-flex size-6 items-center justify-center rounded-full text-xs',
                          day === today && 'bg-brand-600 font-semibold text-white',
                        )}
                        {...(day === today ? { 'aria-current': 'date' as const } : {})}
                      >
                        {Number(day.slice(8))}
                      </span>
                      <div className="mt-1 space-y-1">
                        {dayEvents.slice(0, EVENTS_PER_DAY).map((event) => (
                          <button
                            key={event.id}
                            type="button"
                            onClick={() => onOpen(event)}
                            className={cn(
                              'block w-full truncate rounded px-1.5 py-0.5 text-left text-xs',
                              event.isImportant
                                ? 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200'
                                : 'bg-brand-50 text-brand-900 dark:bg-brand-500/15 dark:text-brand-200',
                            )}
                          >
                            {event.title}
                          </button>
                        ))}
                        {more > 0 ? (
                          <p className="px-1.5 text-xs text-stone-600 dark:text-stone-400">+{more} more</p>
                        ) : null}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});
