import { cn } from './cn';

/** The sentence under the progress wherever a figure waits for the history (no wording for it in the spec). */
export const HISTORY_PENDING_NOTE = 'Figures appear once this till has all its history.';

interface HistoryPendingProps {
  /** 'Loading history… 45%' (historyProgressLabel). */
  label: string;
  /**
   * Why nothing is shown yet; the figures' sentence when omitted, none when empty (a figure card, where the
   * sentence is said once elsewhere on the screen). A list says its older rows are still coming.
   */
  message?: string;
  /** 'block' stands in for a card's chart or table; 'line' for one figure or a note over a list. */
  size?: 'block' | 'line';
  className?: string;
}

/**
 * What a figure built from the store's history shows while a new till is still receiving that history: a total over
 * part of the sales would look like the truth, so the figure is withheld and the screen says why. Not a live region:
 * a screen holds several, and the shell's progress already tells a screen reader the history is loading.
 */
export function HistoryPending({
  label,
  message = HISTORY_PENDING_NOTE,
  size = 'block',
  className,
}: HistoryPendingProps) {
  if (size === 'line') {
    return (
      <p data-history-pending="" className={cn('text-xs text-stone-600 dark:text-stone-400', className)}>
        <span className="font-medium text-stone-700 dark:text-stone-300">{label}</span>
        {message ? ` ${message}` : null}
      </p>
    );
  }
  return (
    <div
      data-history-pending=""
      className={cn(
        'flex min-h-24 flex-col items-center justify-center gap-2 rounded-lg bg-stone-50 p-4 text-center dark:bg-stone-800/40',
        className,
      )}
    >
      {/* Still, not pulsing: several wait on a screen for as long as the history loads, and an animation redrawn
          every frame takes from the pull the time the browser would spend storing it (bench first-till). */}
      <span aria-hidden="true" className="h-2 w-24 rounded-full bg-stone-200 dark:bg-stone-700" />
      <p className="text-sm font-medium tabular-nums text-stone-700 dark:text-stone-300">{label}</p>
      <p className="text-xs text-stone-600 dark:text-stone-400">{message}</p>
    </div>
  );
}
