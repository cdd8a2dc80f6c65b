import { Button } from './button';

/** One page of a long list, as pageOf returns it. */
export interface ListPage<T> {
  rows: T[];
  /** Zero-based, already clamped into range. */
  page: number;
  pageCount: number;
  /** The index of the page's first row in the whole list. */
  start: number;
  total: number;
}

/**
 * One page of a list: `page` is clamped into range, so a filter that shrinks the list never shows an empty page.
 * Long tables (5,000 products, 10,000 expenses) mount one page, never every row.
 */
export function pageOf<T>(rows: readonly T[], page: number, size: number): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const start = current * size;
  return { rows: rows.slice(start, start + size), page: current, pageCount, start, total: rows.length };
}

/** '26–50 of 120' with Previous and Next under a paged table; nothing when everything fits on one page. */
export function Pager({ shown, onPage }: { shown: ListPage<unknown>; onPage(page: number): void }) {
  if (shown.pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <p className="text-stone-600 dark:text-stone-400">
        {shown.start + 1}–{shown.start + shown.rows.length} of {shown.total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={shown.page === 0}
          onClick={() => onPage(shown.page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={shown.page >= shown.pageCount - 1}
          onClick={() => onPage(shown.page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
