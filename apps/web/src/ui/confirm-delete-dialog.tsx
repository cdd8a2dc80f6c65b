import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmDeleteDialogProps<T> {
  /** The row asked about; null while nothing is being deleted (the dialog is closed). */
  row: T | null;
  /** The spec's question, e.g. 'Are you sure you want to delete this product?'. */
  question: string;
  /** The line under the question: what leaves, what is kept. */
  consequence: (row: T) => ReactNode;
  /** Closes the dialog: called on Cancel, and before the delete starts on Delete. */
  onClose: () => void;
  /** Deletes the row (the local repository's remove; the outbox takes it to the server). */
  remove: (row: T) => Promise<unknown>;
  /** What the console says when the delete fails, e.g. 'Failed to delete expense'. */
  failureLog: string;
}

/**
 * The Delete confirmation of every back-office list. Spec §8: a delete failure is only logged (a full disk is
 * reported by the repository itself), so the dialog closes at once and the live list shows the outcome.
 */
export function ConfirmDeleteDialog<T>({
  row,
  question,
  consequence,
  onClose,
  remove,
  failureLog,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={row !== null}
      title={question}
      message={row === null ? undefined : consequence(row)}
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (row !== null) remove(row).catch((error: unknown) => console.error(failureLog, error));
      }}
    />
  );
}
