import { lazy, Suspense, useState } from 'react';
import type { SaleDiscountDialogProps } from './sale-discount-dialog';

// The discount dialog brings the manager's approval (the offline verifier, the form fields): New Sale's first load
// leaves it out, and its first open fetches it, as a dialog's own code is (ui/lazy-dialog.tsx).
const loadDialog = () => import('./sale-discount-dialog');
const SaleDiscountDialogNow = lazy(() =>
  loadDialog().then((module) => ({ default: module.SaleDiscountDialog })),
);

/** Fetches the discount dialog's code ahead of its first open (a sale with an item may want it). */
export function preloadSaleDiscountDialog(): void {
  loadDialog().catch(() => {
    // Nothing to report: opening the dialog imports it again and the app's error screen tells of a failure.
  });
}

/** SaleDiscountDialog, loaded on first open and kept mounted after, so closing returns focus as usual. */
export function LazySaleDiscountDialog(props: SaleDiscountDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <SaleDiscountDialogNow {...props} />
    </Suspense>
  );
}
