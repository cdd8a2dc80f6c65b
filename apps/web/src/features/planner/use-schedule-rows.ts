import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

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

export interface ScheduleRows<T> {
  /** The rows to draw now, with their place among all rows. */
  drawn: { row: T; index: number }[];
  /** The heights of the spacer rows that stand in for the rows above and below the view. */
  padTop: number;
  padBottom: number;
  /** The table body: where the rows start on the page is measured from it. */
  body: RefObject<HTMLTableSectionElement | null>;
  /** The index of the row holding the focus, kept drawn; the body's focus and blur handlers set it. */
  focusedRow: RefObject<number | null>;
  /** Measures a drawn row's height once it is in the page. */
  measure(node: HTMLTableRowElement | null): void;
}

/**
 * The staff schedule's rows in view, virtualised against the window: only the rows in view (and a few either side)
 * are drawn, all of them while printing.
 */
export function useScheduleRows<T>(
  rows: readonly T[],
  {
    estimates,
    rowKey,
    printing,
  }: { estimates: readonly number[]; rowKey(row: T): string; printing: boolean },
): ScheduleRows<T> {
  const overscan = useOverscan();
  const body = useRef<HTMLTableSectionElement>(null);
  const focusedRow = useRef<number | null>(null);
  const [knownMargin, setScrollMargin] = useState(lastScrollMargin);
  const scrollMargin = knownMargin ?? 0;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => estimates[index] ?? 64,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
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
        return row === undefined ? [] : [{ row, index }];
      });
  const firstRow = virtualRows[0];
  const lastRow = virtualRows[virtualRows.length - 1];
  const padTop = printing || !firstRow ? 0 : firstRow.start - scrollMargin;
  const padBottom = printing
    ? 0
    : lastRow
      ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin)
      : virtualizer.getTotalSize();

  return { drawn, padTop, padBottom, body, focusedRow, measure: virtualizer.measureElement };
}
