import { flexRender, type RowData, type SortingState, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { cn } from './cn';
import { alignClass, type DataTableProps, dataTableFeatures, headerText } from './data-table-model';
import { CardPair, CardRow, TableRow } from './data-table-rows';
import { SortButton } from './data-table-sort-button';

/** The rows of a DataTable, as a table when its columns fit and as cards when they don't. */
export function DataTableBody<T extends RowData>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  totals,
  rowAttributes,
  cards,
}: DataTableProps<T> & { rows: readonly T[]; cards: boolean }) {
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : []),
    [sort],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows as T[],
    getRowId: (row) => rowKey(row),
    state: { sorting },
    manualSorting: true,
    enableSorting: sort !== undefined,
    // A column sorts only when it says so; the rest are plain headers.
    defaultColumn: { enableSorting: false },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const leafColumns = table.getAllLeafColumns();
  const rowHeaderId = (leafColumns.find((column) => column.columnDef.meta?.rowHeader) ?? leafColumns[0])?.id;
  const bodyRows = table.getRowModel().rows;

  if (cards) {
    const sortable = headers.filter((header) => header.column.getCanSort());
    return (
      <>
        {sort && sortable.length > 0 ? (
          <fieldset className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <legend className="float-left mr-1 text-stone-600 dark:text-stone-400">Sort by</legend>
            {sortable.map((header) => (
              <SortButton
                key={header.id}
                header={header}
                sort={sort}
                announce
                className="min-h-11 rounded-lg px-3"
              />
            ))}
          </fieldset>
        ) : null}
        {/* As many card columns as the container holds at 18rem each: two on a tablet beside the sidebar. */}
        <ul
          aria-label={label}
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-3"
        >
          {bodyRows.map((row) => (
            <CardRow
              key={row.id}
              row={row}
              original={row.original}
              columns={columns}
              rowHeaderId={rowHeaderId}
              attributes={rowAttributes?.(row.original)}
            />
          ))}
          {totals ? (
            <li className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3 font-semibold text-stone-900 dark:border-stone-600 dark:text-stone-100">
              {/* The first column of the totals row names it ('Total'), as the title names a card. */}
              <h3 className="text-sm">{totals[0]}</h3>
              <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                {headers.map((header, index) =>
                  index === 0 || totals[index] == null || totals[index] === '' ? null : (
                    <CardPair key={header.id} label={headerText(header.column)}>
                      {totals[index]}
                    </CardPair>
                  ),
                )}
              </dl>
            </li>
          ) : null}
        </ul>
      </>
    );
  }

  return (
    // Fixed layout: the widths come from the columns, so new rows (a keystroke's page) do not make the browser
    // measure every cell again; cells wrap, so nothing spills into its neighbour.
    <table aria-label={label} className="w-full table-fixed text-left text-sm">
      <colgroup>
        {headers.map((header) => (
          <col
            key={header.id}
            style={
              header.column.columnDef.meta?.width ? { width: header.column.columnDef.meta.width } : undefined
            }
          />
        ))}
      </colgroup>
      <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
        <tr>
          {headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const sorted = header.column.getIsSorted();
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={
                  header.column.getCanSort()
                    ? sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                className={cn('px-3 py-2 font-medium break-words', alignClass(meta))}
              >
                {sort && header.column.getCanSort() ? (
                  <SortButton header={header} sort={sort} className="min-h-8 uppercase tracking-wide" />
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
        {bodyRows.map((row) => (
          <TableRow
            key={row.id}
            row={row}
            original={row.original}
            columns={columns}
            rowHeaderId={rowHeaderId}
            attributes={rowAttributes?.(row.original)}
          />
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <tr className="border-t border-stone-300 font-semibold text-stone-900 dark:border-stone-600 dark:text-stone-100">
            {headers.map((header, index) => (
              <td key={header.id} className={cn('px-3 py-2', alignClass(header.column.columnDef.meta))}>
                {totals[index]}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
