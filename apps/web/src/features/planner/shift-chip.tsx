import { SHIFT_ROLE_LABELS, type Shift } from '@cafe/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { formatTime } from './format-planner-time';

/**
 * A shift in the grid. Edit and delete appear on hover with a mouse, on keyboard focus, and always on a touch
 * screen (no hover there), so a tablet reaches them with a tap.
 */
export const ShiftChip = memo(function ShiftChip({
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
  const span = `${formatTime(shift.start, zone)} – ${formatTime(shift.end, zone)}`;
  const label = `${who} ${span}`;
  return (
    <div
      className="group relative rounded-md bg-brand-50 px-2 py-1 text-xs text-brand-900 ring-1 ring-brand-200 dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-500/30"
      data-testid="shift-chip"
    >
      <p className="font-medium tabular-nums">{span}</p>
      <p>{SHIFT_ROLE_LABELS[shift.role]}</p>
      {shift.notes ? <p className="truncate text-brand-800 dark:text-brand-200">{shift.notes}</p> : null}
      {onEdit && onDelete ? (
        <div className="mt-1 flex gap-1 print:hidden [@media(hover:hover)]:absolute [@media(hover:hover)]:right-1 [@media(hover:hover)]:top-1 [@media(hover:hover)]:mt-0 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100">
          <button
            type="button"
            aria-label={`Edit shift ${label}`}
            onClick={() => onEdit(shift)}
            className="inline-flex size-8 items-center justify-center rounded bg-white text-stone-700 shadow-sm hover:bg-stone-100 dark:bg-stone-800 dark:text-stone-200"
          >
            <Pencil aria-hidden="true" className="size-3.5" />
          </button>
          <button
            type="button"
            aria-label={`Delete shift ${label}`}
            onClick={() => onDelete(shift)}
            className="inline-flex size-8 items-center justify-center rounded bg-white text-red-700 shadow-sm hover:bg-red-50 dark:bg-stone-800 dark:text-red-400"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </button>
        </div>
      ) : null}
    </div>
  );
});
