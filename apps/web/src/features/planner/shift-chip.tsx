import { SHIFT_ROLE_LABELS, type Shift, shiftCrossesMidnight } from '@cafe/domain';
import { memo } from 'react';
import { formatTime } from './format-planner-time';
import './shift-chip.css';

/** The same shift, unchanged in anything a chip shows or hands to the form. */
export function sameShift(a: Shift, b: Shift): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.version === b.version &&
      a.updatedAt === b.updatedAt &&
      a.start === b.start &&
      a.end === b.end &&
      a.role === b.role &&
      a.notes === b.notes &&
      a.userId === b.userId &&
      a.userName === b.userName)
  );
}

const ACTION =
  'shift-action inline-flex size-8 items-center justify-center rounded bg-white shadow-sm dark:bg-stone-800';
// Hidden until hover or keyboard focus only where the device can hover; on a touch screen they always show.
const ACTIONS =
  'mt-1 flex gap-1 print:hidden [@media(hover:hover)]:absolute [@media(hover:hover)]:right-1 [@media(hover:hover)]:top-1 [@media(hover:hover)]:mt-0 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100';

/**
 * A shift in the grid. Edit and delete appear on hover with a mouse, on keyboard focus, and always on a touch
 * screen (no hover there), so a tablet reaches them with a tap.
 */
export const ShiftChip = memo(
  function ShiftChip({
    shift,
    who,
    zone,
    onEdit,
    onDelete,
  }: {
    shift: Shift;
    who: string;
    zone: string;
    onEdit?(shift: Shift): void;
    onDelete?(shift: Shift): void;
  }) {
    // An overnight shift sits on the day it starts; its end is marked as the next day's.
    const nextDay = shiftCrossesMidnight(shift, zone) ? ' (next day)' : '';
    const span = `${formatTime(shift.start, zone)} – ${formatTime(shift.end, zone)}${nextDay}`;
    const label = `${who} ${span}`;
    return (
      <div
        className="shift-chip group relative whitespace-pre-line rounded-md bg-brand-50 px-2 py-1 text-xs tabular-nums text-brand-900 ring-1 ring-brand-200 dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-500/30"
        data-testid="shift-chip"
      >
        {/* One text node for the span and the role (the first line set in medium): fewer elements per chip. */}
        {`${span}\n${SHIFT_ROLE_LABELS[shift.role]}`}
        {shift.notes ? (
          <p className="truncate whitespace-normal text-brand-800 dark:text-brand-200">{shift.notes}</p>
        ) : null}
        {onEdit && onDelete ? (
          <div className={ACTIONS}>
            <button
              type="button"
              aria-label={`Edit shift ${label}`}
              onClick={() => onEdit(shift)}
              className={`${ACTION} shift-action-edit text-stone-700 hover:bg-stone-100 dark:text-stone-200`}
            />
            <button
              type="button"
              aria-label={`Delete shift ${label}`}
              onClick={() => onDelete(shift)}
              className={`${ACTION} shift-action-delete text-red-700 hover:bg-red-50 dark:text-red-400`}
            />
          </div>
        ) : null}
      </div>
    );
  },
  // A re-read of the week hands over new objects for unchanged shifts: only a changed shift redraws its chip (the
  // fields compared are the ones it shows or hands to the form; a local edit changes updatedAt before any version).
  (before, after) =>
    sameShift(before.shift, after.shift) &&
    before.who === after.who &&
    before.zone === after.zone &&
    before.onEdit === after.onEdit &&
    before.onDelete === after.onDelete,
);
