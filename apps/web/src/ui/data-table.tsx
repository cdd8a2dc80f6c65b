import type { RowData } from '@tanstack/react-table';
import { RotateCw } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { DataTableBody } from './data-table-body';
import type { DataColumnMeta, DataTableProps } from './data-table-model';
import { Spinner } from './spinner';
import { useContainerWidth } from './use-container-width';

// A screen imports the table and its column helpers from here.
export {
  type DataColumnMeta,
  type DataColumns,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableSort,
  type DataTableStatus,
  dataColumns,
  dataTableFeatures,
  type SortDirection,
} from './data-table-model';

const DEFAULT_MIN_WIDTH = 120;
/**
 * Once in cards, the container must be this much wider than the columns need to go back to a table: cards are
 * taller, and the scrollbar they bring narrows the page, which must not flip the layout back and forth.
 */
const HYSTERESIS = 24;

function columnNeeds(meta: DataColumnMeta | undefined): number {
  return meta?.width ?? meta?.minWidth ?? DEFAULT_MIN_WIDTH;
}

/**
 * The one table of the app (ARCHITECTURE.md): TanStack Table for the model, this for the markup. Columns when they
 * fit the container, a list of cards (label: value) when they don't, decided by the container's width, so the same
 * screen fits beside an open sidebar, an icon rail or none. It owns the list's loading, empty and error states.
 * It draws the rows it is given: a long list stays paged by its screen, so 100,000 sales never mount at once.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, columns, rows, status, loadingLabel, empty, error } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, label);
  const fitWidth = useMemo(
    () => columns.reduce((sum, column) => sum + columnNeeds(column.meta), 0),
    [columns],
  );
  const cardsRef = useRef(false);
  // 0 is a container not laid out yet (or not at all): the table is the safe first guess.
  if (width > 0) cardsRef.current = width < fitWidth + (cardsRef.current ? HYSTERESIS : 0);
  const cards = width > 0 && cardsRef.current;

  const shown =
    status === 'failed' ? 'failed' : status === 'loading' || rows === undefined ? 'loading' : 'ready';

  return (
    // The measured box has no padding of its own: the observer reports its content width, which is then its width.
    <div className={cn('w-full min-w-0', props.className)}>
      <div ref={containerRef}>
        {shown === 'loading' ? (
          <div className="flex justify-center py-12 text-stone-500 dark:text-stone-400">
            <Spinner label={loadingLabel} />
          </div>
        ) : shown === 'failed' ? (
          <ErrorState message={error?.message ?? `${label} could not be read.`} onRetry={error?.onRetry} />
        ) : rows && rows.length === 0 ? (
          <div className="py-12 text-center text-stone-600 dark:text-stone-400">{empty}</div>
        ) : (
          <DataTableBody {...props} rows={rows ?? []} cards={cards} />
        )}
      </div>
    </div>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-red-700 dark:text-red-400">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="min-h-11">
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
