import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import type { DialogProps } from './dialog';

const loadDialog = () => import('./dialog');
const loadConfirmDialog = () => import('./confirm-dialog');

const DialogNow = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));
const ConfirmDialogNow = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * Fetches the dialog library ahead of a dialog that is about to be wanted (New Sale's payment dialog once the sale
 * has an item), so it opens on the first tap without waiting for the code.
 */
export function preloadDialogs(): void {
  Promise.all([loadDialog(), loadConfirmDialog()]).catch(() => {
    // Nothing to report: opening the dialog imports it again and shows its own failure.
  });
}

/**
 * Keeps a dialog's code out of its screen's first load: nothing (which is what a closed dialog renders anyway) until
 * it first opens, then the dialog itself, kept mounted so closing returns focus as usual.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Dialog (dialog.tsx), loaded on first open. */
export function LazyDialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogNow {...props} />
    </Suspense>
  );
}

/** ConfirmDialog (confirm-dialog.tsx), loaded on first open. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogNow {...props} />
    </Suspense>
  );
}
