import {
  type BusinessDay,
  type CafeEvent,
  formatHours,
  type Shift,
  type User,
  weekDays,
  weekHours,
} from '@cafe/domain';
import { memo, useMemo } from 'react';
import { cn } from '../../ui/cn';
import { eventsByDay } from './filter-events';
import { cellsOf, EVENTS_PER_HEADER, estimateRowHeight, headingsOf, rowsOf } from './schedule-grid-model';
import { ScheduleRowView } from './schedule-row';
import { usePrinting } from './use-printing';
import { useScheduleRows } from './use-schedule-rows';

/** Stands in for the rows above or below the view, keeping the table's height and the scroll position true. */
function SpacerRow({ height }: { height: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer with nothing to focus or read.
    <tr aria-hidden="true">
      <td colSpan={9} className="p-0" style={{ height }} />
    </tr>
  );
}

/**
 * The weekly grid of spec §2 (Monday first): one row per person, each day's shifts, an add button in an empty cell,
 * hours per person and per day and the week's total, and the day's events in its header.
 */
export const ScheduleGrid = memo(function ScheduleGrid({
  monday,
  today,
  zone,
  users,
  shifts,
  events,
  onAdd,
  onEdit,
  onDelete,
}: {
  monday: BusinessDay;
  today: BusinessDay;
  zone: string;
  users: readonly User[];
  shifts: readonly Shift[];
  events: readonly CafeEvent[];
  onAdd(userId: string, day: BusinessDay): void;
  onEdit(shift: Shift): void;
  onDelete(shift: Shift): void;
}) {
  const days = useMemo(() => weekDays(monday), [monday]);
  const rows = useMemo(() => rowsOf(users, shifts), [users, shifts]);
  const hours = useMemo(() => weekHours(shifts, zone), [shifts, zone]);
  const dayEvents = useMemo(
    () => eventsByDay(events, days[0] ?? monday, days[6] ?? monday, zone),
    [events, days, monday, zone],
  );
  const cells = useMemo(() => cellsOf(shifts, zone), [shifts, zone]);
  const headings = useMemo(() => headingsOf(days), [days]);

  // Only the rows in view (and a few either side) are drawn: 40 people with 600 shifts drawn whole took longer
  // to render and lay out than a step of the week may. Printing draws them all.
  const printing = usePrinting();
  const touch = useMemo(() => window.matchMedia?.('(hover: none)').matches ?? false, []);
  // Once per data change: the virtualiser asks again for every row after each row it measures.
  const estimates = useMemo(
    () => rows.map((row) => estimateRowHeight(row, days, cells, touch)),
    [rows, days, cells, touch],
  );
  const { drawn, padTop, padBottom, body, focusedRow, measure } = useScheduleRows(rows, {
    estimates,
    rowKey: (row) => row.userId,
    printing,
  });

  return (
    // Fixed layout with equal day columns: a week fits a 1024 px tablet beside the sidebar. Only a phone scrolls the
    // grid sideways, inside its card, and says so.
    <div className="overflow-x-auto" data-scrolls-sideways>
      <p className="sticky left-0 mb-2 text-xs text-stone-600 sm:hidden dark:text-stone-400">
        Swipe the schedule sideways to see the whole week.
      </p>
      <table
        className="w-full min-w-[36rem] table-fixed border-collapse text-sm"
        aria-label="Staff schedule"
        aria-rowcount={rows.length + 2}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th
              scope="col"
              className="w-28 p-2 text-left text-xs font-medium text-stone-600 dark:text-stone-400"
            >
              Staff
            </th>
            {days.map((day) => {
              const events = dayEvents.get(day) ?? [];
              const more = events.length - EVENTS_PER_HEADER;
              return (
                <th
                  key={day}
                  scope="col"
                  data-testid={`schedule-day-${day}`}
                  className={cn(
                    'p-2 text-left align-top text-xs font-medium text-stone-700 dark:text-stone-300',
                    day === today && 'bg-brand-50 dark:bg-brand-500/10',
                  )}
                >
                  <span {...(day === today ? { 'aria-current': 'date' as const } : {})}>
                    {headings.get(day)}
                  </span>
                  {events.slice(0, EVENTS_PER_HEADER).map((event) => (
                    <span
                      key={event.id}
                      className={cn(
                        'mt-1 block truncate rounded px-1 py-0.5 font-normal',
                        event.isImportant
                          ? 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200'
                          : 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
                      )}
                    >
                      {event.title}
                    </span>
                  ))}
                  {more > 0 ? (
                    <span className="mt-1 block px-1 font-normal text-stone-600 dark:text-stone-400">
                      +{more} more
                    </span>
                  ) : null}
                </th>
              );
            })}
            <th
              scope="col"
              className="w-14 p-2 text-right text-xs font-medium text-stone-600 dark:text-stone-400"
            >
              Hours
            </th>
          </tr>
        </thead>
        <tbody
          ref={body}
          onFocus={(event) => {
            const rowIndex = event.target.closest('tr')?.getAttribute('aria-rowindex');
            focusedRow.current = rowIndex ? Number(rowIndex) - 2 : null;
          }}
          onBlur={(event) => {
            if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
              focusedRow.current = null;
          }}
        >
          {padTop > 0 ? <SpacerRow height={padTop} /> : null}
          {drawn.map(({ row, index }) => (
            <ScheduleRowView
              key={row.userId}
              row={row}
              index={index}
              measure={measure}
              days={days}
              headings={headings}
              cells={cells}
              hours={hours.byPerson.get(row.userId) ?? 0}
              zone={zone}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
          {padBottom > 0 ? <SpacerRow height={padBottom} /> : null}
        </tbody>
        <tfoot>
          <tr aria-rowindex={rows.length + 2} className="border-t-2 border-stone-300 dark:border-stone-700">
            <th scope="row" className="p-2 text-left text-xs font-medium text-stone-600 dark:text-stone-400">
              Hours per day
            </th>
            {days.map((day) => (
              <td key={day} className="p-2 text-xs tabular-nums" data-testid={`day-hours-${day}`}>
                {formatHours(hours.byDay.get(day) ?? 0)}
              </td>
            ))}
            <td className="p-2 text-right font-semibold tabular-nums" data-testid="week-hours">
              {formatHours(hours.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
});
