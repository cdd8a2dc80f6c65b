import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';

/** A screen reader hears the progress in quarters: every percent would talk over the cashier's own work. */
function spokenLabel(progress: number): string {
  return historyProgressLabel({ loading: true, progress: Math.floor(progress * 4) / 4 });
}

/**
 * 'Loading history… 45%' beside the sync indicator while a new till's history arrives behind the cashier. Static (no
 * spinner): it sits on the till screen for the whole pull and must cost no frames. Gone once the history is here,
 * leaving only 'History loaded' for a screen reader.
 */
export function HistoryProgress() {
  const status = useHistoryStatus();
  const [wasLoading, setWasLoading] = useState(false);
  useEffect(() => {
    if (status.loading) setWasLoading(true);
  }, [status.loading]);

  if (!status.loading && !wasLoading) return null;
  const label = historyProgressLabel(status);
  return (
    <>
      {status.loading ? (
        <div
          title={label}
          data-testid="history-progress"
          className="inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-stone-100 px-2 text-xs font-medium tabular-nums text-stone-700 sm:px-2.5 dark:bg-stone-800 dark:text-stone-300"
        >
          <History aria-hidden="true" className="hidden size-3.5 sm:block" />
          {/* A phone's top bar has room for the number only, beside the sync state; the words are in the status below. */}
          <span aria-hidden="true" className="sm:hidden">
            {Math.floor(status.progress * 100)}%
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            {label}
          </span>
        </div>
      ) : null}
      {/* One region for the whole load, so the end is announced in the same place as the start. */}
      <span role="status" className="sr-only">
        {status.loading ? spokenLabel(status.progress) : 'History loaded'}
      </span>
    </>
  );
}
