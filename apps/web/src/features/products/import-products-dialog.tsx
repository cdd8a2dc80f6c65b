import type { ProductImportPlan } from '@cafe/domain';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorBanner } from '../../ui/error-banner';
import { Spinner } from '../../ui/spinner';
import {
  describeAdd,
  describeChange,
  describeError,
  formatNote,
  hasWork,
  importButtonLabel,
  planHeadline,
} from './describe-import';
import type { ImportStep } from './use-product-import';

/** Items drawn per list before 'Show more': a 5,000-line file never mounts 5,000 rows at once. */
export const IMPORT_LIST_STEP = 100;

export const IMPORT_DIALOG_TITLE = 'Import products';
export const SKIPPED_ERRORS_NOTE =
  'Lines with errors are left out. Fix them and import the file again: the lines already imported will then read as unchanged.';

export interface ImportProductsDialogProps {
  state: ImportStep;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Shows what a chosen CSV file would do before anything is written: the products it adds, each change as
 * old → new, and every line with errors by number. Import applies the valid lines; when the file has errors the
 * button says those lines are skipped, so that is the manager's explicit choice.
 */
export function ImportProductsDialog({ state, onClose, onConfirm }: ImportProductsDialogProps) {
  const open = state.step !== 'closed';
  const fileName = state.step === 'closed' ? '' : state.fileName;
  return (
    <Dialog
      open={open}
      title={IMPORT_DIALOG_TITLE}
      description={fileName}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      {state.step === 'reading' ? (
        <div className="flex justify-center py-10">
          <Spinner label="Reading the file" />
        </div>
      ) : state.step === 'unreadable' ? (
        <>
          <ErrorBanner>
            <p>{state.message}</p>
          </ErrorBanner>
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : state.step === 'planned' ? (
        <PlanView
          plan={state.plan}
          applying={state.applying}
          error={state.error}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      ) : null}
    </Dialog>
  );
}

function PlanView({
  plan,
  applying,
  error,
  onClose,
  onConfirm,
}: {
  plan: ProductImportPlan;
  applying: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const adds = useMemo(() => plan.add.map(describeAdd), [plan]);
  const changes = useMemo(() => plan.change.map(describeChange), [plan]);
  const errors = useMemo(() => plan.errors.map(describeError), [plan]);
  const work = hasWork(plan);
  const format = formatNote(plan);

  return (
    <div className="space-y-4">
      {format ? (
        <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="import-format">
          {format}
        </p>
      ) : null}
      <p className="text-sm font-medium text-stone-800 dark:text-stone-200">{planHeadline(plan)}</p>

      {errors.length > 0 ? (
        <Section
          title={`Lines with errors (${errors.length.toLocaleString('en-US')})`}
          tone="error"
          items={errors.length}
        >
          {(limit) =>
            errors.slice(0, limit).map((item) => (
              <li key={`error-${item.line}`} className="py-1.5">
                <span className="font-medium">Line {item.line}:</span> {item.messages.join('; ')}
              </li>
            ))
          }
        </Section>
      ) : null}

      {adds.length > 0 ? (
        <Section title={`New products (${adds.length.toLocaleString('en-US')})`} items={adds.length}>
          {(limit) =>
            adds.slice(0, limit).map((item) => (
              <li key={`add-${item.line}`} className="flex justify-between gap-3 py-1.5">
                <span className="font-medium text-stone-900 dark:text-stone-100">{item.name}</span>
                <span className="text-right text-stone-600 dark:text-stone-400">{item.detail}</span>
              </li>
            ))
          }
        </Section>
      ) : null}

      {changes.length > 0 ? (
        <Section title={`Changes (${changes.length.toLocaleString('en-US')})`} items={changes.length}>
          {(limit) =>
            changes.slice(0, limit).map((item) => (
              <li key={`change-${item.line}`} className="py-1.5">
                <span className="font-medium text-stone-900 dark:text-stone-100">{item.name}</span>
                <ul className="mt-0.5 text-stone-700 dark:text-stone-300">
                  {item.fields.map((field) => (
                    <li key={field.label}>
                      {field.label}: {field.from} → {field.to}
                    </li>
                  ))}
                </ul>
              </li>
            ))
          }
        </Section>
      ) : null}

      {!work ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Nothing to import: the file adds no product and changes none.
        </p>
      ) : errors.length > 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">{SKIPPED_ERRORS_NOTE}</p>
      ) : null}

      {error ? (
        <ErrorBanner>
          <p>{error}</p>
        </ErrorBanner>
      ) : null}

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={applying} data-autofocus="">
          {work ? 'Cancel' : 'Close'}
        </Button>
        {work ? (
          <Button onClick={onConfirm} disabled={applying} aria-busy={applying || undefined}>
            {applying ? (
              <>
                <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                Importing...
              </>
            ) : (
              importButtonLabel(plan)
            )}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A titled list that scrolls inside the dialog and draws its items a step at a time. */
function Section({
  title,
  tone = 'plain',
  items,
  children,
}: {
  title: string;
  tone?: 'plain' | 'error';
  /** How many items there are; `children` draws the first `limit` of them. */
  items: number;
  children: (limit: number) => ReactNode;
}) {
  const [limit, setLimit] = useState(IMPORT_LIST_STEP);
  const headingId = useId();
  return (
    <div>
      <h3
        id={headingId}
        className={
          tone === 'error'
            ? 'mb-1 text-sm font-semibold text-red-800 dark:text-red-300'
            : 'mb-1 text-sm font-semibold text-stone-900 dark:text-stone-100'
        }
      >
        {title}
      </h3>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-52 overflow-y-auto rounded-lg border border-stone-200 px-3 text-sm dark:border-stone-800"
      >
        <ul className="divide-y divide-stone-100 dark:divide-stone-800">{children(limit)}</ul>
        {items > limit ? (
          <div className="py-2">
            <Button variant="ghost" size="sm" onClick={() => setLimit(limit + IMPORT_LIST_STEP)}>
              Show more ({(items - limit).toLocaleString('en-US')} left)
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
