import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from './button';

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
