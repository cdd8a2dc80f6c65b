import { Button } from './button';

interface TakingLongNoticeProps {
  /** What is slow, as a sentence: 'This is taking longer than usual.' */
  message: string;
  /** Where a reload goes; the current address when omitted. */
  reloadTo?: string;
}

/**
 * The words and the way out for a wait that has run long: the server or the network may be slow (a busy till) or
 * gone, and a part of the app that never arrives must not leave a person looking at nothing.
 */
export function TakingLongNotice({ message, reloadTo }: TakingLongNoticeProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 text-center">
      <p className="text-sm text-stone-700 dark:text-stone-300">{message}</p>
      <p className="text-xs text-stone-500 dark:text-stone-400">
        The connection to the server may be slow or down. Reload to try again.
      </p>
      {reloadTo ? (
        // A plain link, not the router's: the whole page loads again, fetching the code that did not arrive.
        <a
          href={reloadTo}
          className="inline-flex h-8 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          Reload
        </a>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
    </div>
  );
}
