import { SHIFT_ROLE_LABELS, type Shift } from '@cafe/domain';
import { memo } from 'react';
import { formatTime } from './format-planner-time';

/** Ids of the icons the grid defines once (ShiftIconSymbols): 600 chips reuse them instead of drawing their own. */
const EDIT_ICON = 'planner-shift-edit-icon';
const DELETE_ICON = 'planner-shift-delete-icon';

/**
 * The edit and delete icons (Lucide's Pencil and Trash2 paths) as SVG symbols, rendered once by the grid: each chip
 * then holds a two-node <svg><use></svg> per button rather than a full icon component, which is most of a 600-shift
 * week's render and layout.
 */
export function ShiftIconSymbols() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      <symbol
        id={EDIT_ICON}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
        <path d="m15 5 4 4" />
      </symbol>
      <symbol
        id={DELETE_ICON}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 6h18" />
        <path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />
        <path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />
        <path d="M10 11v6M14 11v6" />
      </symbol>
    </svg>
  );
}

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
  'inline-flex size-8 items-center justify-center rounded bg-white shadow-sm dark:bg-stone-800';
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
          <div className={ACTIONS}>
            <button
              type="button"
              aria-label={`Edit shift ${label}`}
              onClick={() => onEdit(shift)}
              className={`${ACTION} text-stone-700 hover:bg-stone-100 dark:text-stone-200`}
            >
              <svg aria-hidden="true" className="size-3.5">
                <use href={`#${EDIT_ICON}`} />
              </svg>
            </button>
            <button
              type="button"
              aria-label={`Delete shift ${label}`}
              onClick={() => onDelete(shift)}
              className={`${ACTION} text-red-700 hover:bg-red-50 dark:text-red-400`}
            >
              <svg aria-hidden="true" className="size-3.5">
                <use href={`#${DELETE_ICON}`} />
              </svg>
            </button>
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
