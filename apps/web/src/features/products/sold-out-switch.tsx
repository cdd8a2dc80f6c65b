import { cn } from '../../ui/cn';

/**
 * One option's "Sold out" toggle on the option groups list: saved at once, and every till sees it after its next
 * sync. A switch (checked = sold out) over a 44 px target, its words beside the track.
 */
export function SoldOutSwitch({
  optionName,
  soldOut,
  onToggle,
}: {
  optionName: string;
  soldOut: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={soldOut}
      aria-label={`Sold out: ${optionName}`}
      onClick={onToggle}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-2 text-sm text-stone-700 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-stone-300 dark:hover:bg-stone-800"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          soldOut ? 'bg-red-600' : 'bg-stone-400 dark:bg-stone-600',
        )}
      >
        <span
          className={cn(
            'block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            soldOut ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
      <span aria-hidden="true">Sold out</span>
    </button>
  );
}
