import type { ColumnHelper, RowData } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from './button';
import type { DataTableFeatures } from './data-table';

/**
 * A table row's Edit link and Delete button, named after the row ('Edit Latte') so a screen reader and a test can
 * tell one row's from another's. Delete only asks: the page owns the confirmation.
 */
export function RowActions({ label, editTo, onDelete }: { label: string; editTo: string; onDelete(): void }) {
  return (
    <div className="inline-flex gap-1">
      <Link to={editTo} aria-label={`Edit ${label}`} className={buttonClass('ghost', 'icon')}>
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
      </Button>
    </div>
  );
}

/**
 * The Actions column of a list whose rows are edited on their own page and deleted after a question: one definition
 * for every such list, so they all look and read alike.
 */
export function rowActionsColumn<T extends RowData>(
  helper: ColumnHelper<DataTableFeatures, T>,
  row: { label(row: T): string; editTo(row: T): string; onDelete(row: T): void },
) {
  return helper.display({
    id: 'actions',
    header: 'Actions',
    meta: { width: 120, align: 'end', actions: true },
    cell: ({ row: { original } }) => (
      <RowActions
        label={row.label(original)}
        editTo={row.editTo(original)}
        onDelete={() => row.onDelete(original)}
      />
    ),
  });
}
