import {
  type BusinessDay,
  businessDayFinder,
  type CafeEvent,
  formatHours,
  type Shift,
  type User,
  weekDays,
  weekHours,
} from '@cafe/domain';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../ui/cn';
import { eventsByDay } from './filter-events';
import { formatTime } from './format-planner-time';
import { ShiftChip, sameShift } from './shift-chip';
import { usePrinting } from './use-printing';

const dayHeading = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mon, Mar 9' for a calendar day. */
function formatDayHeading(day: BusinessDay): string {
  return dayHeading.format(new Date(`${day}T00:00:00Z`));
}

/** Like the calendar's days (spec §9): a busy day's header shows three events, then '+N more'. */
const EVENTS_PER_HEADER = 3;

interface ScheduleRow {
  userId: string;
  name: string;
  /** The person has been deleted: their shifts stay, under the name stored with them. */
  gone: boolean;
}

/** One row per staff member, plus one per deleted person who still has shifts this week. */
function rowsOf(users: readonly User[], shifts: readonly Shift[]): ScheduleRow[] {
  const rows: ScheduleRow[] = users.map((user) => ({ userId: user.id, name: user.name, gone: false }));
  const known = new Set(rows.map((row) => row.userId));
  for (const shift of shifts) {
    if (known.has(shift.userId)) continue;
    known.add(shift.userId);
    rows.push({ userId: shift.userId, name: shift.userName, gone: true });
  }
  return rows;
}

type Cells = ReadonlyMap<string, readonly Shift[]>;

/** userId|day → that person's shifts of the day, in start order (the shifts come in start order). */
function cellsOf(shifts: readonly Shift[], zone: string): Cells {
  const map = new Map<string, Shift[]>();
  const dayOf = businessDayFinder(zone);
  for (const shift of shifts) {
    const key = `${shift.userId}|${dayOf(shift.start)}`;
    const list = map.get(key);
    if (list) list.push(shift);
    else map.set(key, [shift]);
  }
  return map;
}

function headingsOf(days: readonly BusinessDay[]): ReadonlyMap<BusinessDay, string> {
  return new Map(days.map((day) => [day, formatDayHeading(day)]));
}

/**
 * Works out a week's grid once and throws it away, while the screen is idle before the tab is first opened: the
 * first draw otherwise paid for the date formats' first use (ICU loads its data then, some 4 ms) and for these
 * functions' first runs, inside the tap.
 */
export function primeGridDraw(
  monday: BusinessDay,
  users: readonly User[],
  shifts: readonly Shift[],
  events: readonly CafeEvent[],
  zone: string,
): void {
  const days = weekDays(monday);
  rowsOf(users, shifts);
  weekHours(shifts, zone);
  eventsByDay(events, days[0] ?? monday, days[6] ?? monday, zone);
  cellsOf(shifts, zone);
  headingsOf(days);
  const first = shifts[0];
  if (first) formatTime(first.start, zone);
}

/** The row's shifts in every day, in order: equal lists mean the row draws the same. */
function sameRowShifts(userId: string, days: readonly BusinessDay[], a: Cells, b: Cells): boolean {
  if (a === b) return true;
  for (const day of days) {
    const before = a.get(`${userId}|${day}`) ?? [];
    const after = b.get(`${userId}|${day}`) ?? [];
    if (before.length !== after.length) return false;
    for (let index = 0; index < before.length; index += 1) {
      const x = before[index];
      const y = after[index];
      if (x === undefined || y === undefined || !sameShift(x, y)) return false;
    }
  }
  return true;
}

interface ScheduleRowProps {
  row: ScheduleRow;
  /** The row's place among all rows, and the callback that measures its height once drawn (virtualised rows). */
  index: number;
  measure(node: HTMLTableRowElement | null): void;
  days: readonly BusinessDay[];
  headings: ReadonlyMap<BusinessDay, string>;
  cells: Cells;
  hours: number;
  zone: string;
  onAdd(userId: string, day: BusinessDay): void;
  onEdit(shift: Shift): void;
  onDelete(shift: Shift): void;
}

/**
 * One person's week. Memoised on what it shows, so a live re-read of the week (which hands over new objects) or a
 * change to one person's shifts redraws that row only.
 */
const ScheduleRowView = memo(
  function ScheduleRowView({
    row,
    index,
    measure,
    days,
    headings,
    cells,
    hours,
    zone,
    onAdd,
    onEdit,
    onDelete,
  }: ScheduleRowProps) {
    return (
      <tr
        ref={measure}
        data-index={index}
        aria-rowindex={index + 2}
        className="border-t border-stone-200 dark:border-stone-800"
      >
        <th
          scope="row"
          className="p-2 text-left align-top font-medium break-words text-stone-900 dark:text-stone-50"
        >
          {row.name}
          {row.gone ? (
            <span className="block text-xs font-normal text-stone-500 dark:text-stone-400">
              No longer on staff
            </span>
          ) : null}
        </th>
        {days.map((day) => {
          const dayShifts = cells.get(`${row.userId}|${day}`) ?? [];
          const heading = headings.get(day) ?? day;
          return (
            <td key={day} className="h-16 space-y-1 p-1 align-top" data-testid={`cell-${row.name}-${day}`}>
              {dayShifts.map((shift) => (
                <ShiftChip
                  key={shift.id}
                  shift={shift}
                  who={`${row.name} ${heading}`}
                  zone={zone}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
              {dayShifts.length === 0 && !row.gone ? (
                <button
                  type="button"
                  aria-label={`Add shift for ${row.name} on ${heading}`}
                  onClick={() => onAdd(row.userId, day)}
                  className="schedule-add flex h-12 w-full items-center justify-center rounded-md border border-dashed border-stone-300 text-stone-500 hover:border-brand-500 hover:text-brand-700 print:hidden dark:border-stone-700 dark:text-stone-400"
                />
              ) : null}
            </td>
          );
        })}
        <td className="p-2 text-right align-top tabular-nums" data-testid={`hours-${row.name}`}>
          {formatHours(hours)}
        </td>
      </tr>
    );
  },
  (before, after) =>
    before.row.userId === after.row.userId &&
    before.row.name === after.row.name &&
    before.row.gone === after.row.gone &&
    before.index === after.index &&
    before.measure === after.measure &&
    before.days === after.days &&
    before.headings === after.headings &&
    before.hours === after.hours &&
    before.zone === after.zone &&
    before.onAdd === after.onAdd &&
    before.onEdit === after.onEdit &&
    before.onDelete === after.onDelete &&
    sameRowShifts(after.row.userId, after.days, before.cells, after.cells),
);

/**
 * A row's height before it is drawn and measured, from its busiest day: chips are three lines (56 px) 4 px apart,
 * with their buttons beneath them on a touch screen; an empty cell holds the 48 px add button. Three lines, because
 * a day's column is narrower than '10:00 AM – 6:00 PM' on any screen under about 1,450 px: estimated at two, the
 * first draw took in a row more than the view holds, only to drop it once measured. Where the times fit on one line
 * the estimate is high, and a row short of the view is added after the measure instead.
 */
function estimateRowHeight(
  row: ScheduleRow,
  days: readonly BusinessDay[],
  cells: Cells,
  touch: boolean,
): number {
  let most = 0;
  for (const day of days) most = Math.max(most, cells.get(`${row.userId}|${day}`)?.length ?? 0);
  return Math.max(64, 9 + most * (touch ? 96 : 60) - 4);
}
/**
 * The rows to draw: the virtualiser's, stretched to reach the row that holds the focus. Were that row dropped (the
 * page above the grid changing height, a scroll while a chip is focused), the focus would fall to the page and the
 * next Tab would start again from the top. Still one run of rows, so the spacers above and below stay right.
 */
function keepFocusedRow(range: Range, focused: number | null): number[] {
  const indexes = defaultRangeExtractor(range);
  if (focused === null || focused >= range.count) return indexes;
  const first = Math.min(indexes[0] ?? focused, focused);
  const last = Math.max(indexes[indexes.length - 1] ?? focused, focused);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

/** Rows drawn beyond the view, so a scroll or a Tab to the next person finds it drawn. */
const OVERSCAN_ROWS = 2;

/**
 * The rows drawn beyond the view: none in the grid's first draw, then OVERSCAN_ROWS once the screen is idle. With
 * the table's head below the cards and the toolbar only two or three rows are in view, so the overscan was up to half
 * of the first draw, drawn before anything showed.
 */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (overscan === OVERSCAN_ROWS) return;
    const widen = () => setOverscan(OVERSCAN_ROWS);
    const idle = window.requestIdleCallback?.(widen, { timeout: 200 });
    const timer = idle === undefined ? window.setTimeout(widen, 50) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [overscan]);
  return overscan;
}
/**
 * Where the rows started last time, so reopening the tab draws the right rows at once. Unknown on the first draw,
 * which then draws no rows until the table's place is measured (before the first paint): drawing them as if the
 * table were at the top of the page drew twice the rows in view, only to drop half.
 */
let lastScrollMargin: number | null = null;

/**
 * The window's scroll position as last seen, for the virtualiser's first range: window.scrollY read in the tab's
 * first render forced a layout of the page it replaces (4–7 ms of a cold open). A stale value draws nothing wrong:
 * the virtualiser reads the real one as it mounts, before the first paint.
 */
let seenScrollY = 0;
if (typeof window !== 'undefined') {
  seenScrollY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      seenScrollY = window.scrollY;
    },
    { passive: true },
  );
}

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
  const overscan = useOverscan();
  const body = useRef<HTMLTableSectionElement>(null);
  const focusedRow = useRef<number | null>(null);
  const [knownMargin, setScrollMargin] = useState(lastScrollMargin);
  const scrollMargin = knownMargin ?? 0;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => estimates[index] ?? 64,
    getItemKey: (index) => rows[index]?.userId ?? index,
    overscan,
    rangeExtractor: (range) => keepFocusedRow(range, focusedRow.current),
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => seenScrollY,
    // Rows are redrawn by React's own scheduling: a flushSync from a scroll handler fights React 19's batching.
    useFlushSync: false,
  });
  // Where the rows start on the page, which the summary cards, the toolbar and a notice above may move.
  useLayoutEffect(() => {
    const node = body.current;
    if (!node) return;
    const top = Math.round(node.getBoundingClientRect().top + window.scrollY);
    lastScrollMargin = top;
    setScrollMargin(top);
  });
  const virtualRows = knownMargin === null ? [] : virtualizer.getVirtualItems();
  const drawn = printing
    ? rows.map((row, index) => ({ row, index }))
    : virtualRows.flatMap(({ index }) => {
        const row = rows[index];
        return row ? [{ row, index }] : [];
      });
  const firstRow = virtualRows[0];
  const lastRow = virtualRows[virtualRows.length - 1];
  const padTop = printing || !firstRow ? 0 : firstRow.start - scrollMargin;
  const padBottom = printing
    ? 0
    : lastRow
      ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin)
      : virtualizer.getTotalSize();

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
              measure={virtualizer.measureElement}
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
