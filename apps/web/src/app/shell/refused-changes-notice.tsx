import { describeMutation, refusalSentence } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { AlertOctagon } from 'lucide-react';
import { useState } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { db } from '../../data/db';
import {
  dismissRefusedChanges,
  listRefusedChanges,
  type RefusedChange,
} from '../../data/sync/refused-changes';
import { Button } from '../../ui/button';
import { LazyDialog } from '../../ui/lazy-dialog';

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatMadeAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString([], { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}

/**
 * A change the server refused (a staff till adding an expense, a rule broken offline) is never dropped silently:
 * its maker sees this notice on every screen until they have read why and dismissed it.
 */
export function RefusedChangesNotice() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const role = useAuthStore((state) => state.user?.role ?? null);
  const refused = useLiveQuery(
    () => (userId ? listRefusedChanges(db, userId) : Promise.resolve([])),
    [userId],
  );
  const [open, setOpen] = useState(false);
  if (!refused || refused.length === 0) return null;

  const count = refused.length;
  const dismiss = (changes: readonly RefusedChange[]) => {
    void dismissRefusedChanges(
      db,
      changes.map((change) => change.id),
    );
    if (changes.length === count) setOpen(false);
  };

  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-900 sm:px-6 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <AlertOctagon aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        {count === 1
          ? 'The server refused 1 change you made on this till.'
          : `The server refused ${count} changes you made on this till.`}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Review
      </Button>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Changes the server refused"
        description="These were not saved. Each says why and what you can do."
        className="max-w-lg"
      >
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {refused.map((change) => (
            <li key={change.id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900 dark:text-stone-100">
                  {sentence(describeMutation(change.entity, change.action))}
                  {change.subject ? `: ${change.subject}` : ''}
                </p>
                <p className="text-sm text-red-700 dark:text-red-300">
                  {refusalSentence(change.reason, role)}
                </p>
                {change.detail ? (
                  <p className="text-sm text-stone-700 dark:text-stone-300">Reason: {change.detail}</p>
                ) : null}
                <p className="text-xs text-stone-600 dark:text-stone-400">{formatMadeAt(change.madeAt)}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Dismiss: ${describeMutation(change.entity, change.action)}${change.subject ? ` ${change.subject}` : ''}`}
                onClick={() => dismiss([change])}
              >
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => dismiss(refused)}>
            Dismiss all
          </Button>
        </div>
      </LazyDialog>
    </div>
  );
}
