import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import type { DialogProps } from './dialog';
import { keptLazy } from './kept-lazy';

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

/**
 * A screen's own dialog kept out of its first load: `load` fetches the module and `pick` takes the dialog from it.
 * Nothing is drawn until the dialog first opens (`isOpen`); from then on it stays mounted, so closing returns focus
 * as usual. `preload` fetches the code ahead of that first open, and a dialog whose code is here draws in the very
 * tap that opens it (keptLazy), not a task later.
 */
export function dialogOnFirstOpen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  isOpen: (props: P) => boolean,
): { Dialog: (props: P) => ReactNode; preload: () => void } {
  const { Component, preload } = keptLazy(load, pick);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module scope (as React's own lazy() is), so it keeps one identity and its state
  function Dialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    if (!opened) return null;
    return <Component {...props} />;
  }
  return { Dialog, preload };
}
