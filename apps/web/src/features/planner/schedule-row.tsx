import { type BusinessDay, formatHours, type Shift } from '@cafe/domain';
import { memo } from 'react';
import { type Cells, type ScheduleRow, sameRowShifts } from './schedule-grid-model';
import { ShiftChip } from './shift-chip';

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
export const ScheduleRowView = memo(
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
