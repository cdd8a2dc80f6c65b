import { Button } from '../../ui/button';
import type { ReceiptPrintState } from './use-receipt-printer';

const DONE: Record<string, string> = { Receipt: 'Receipt printed.', Drawer: 'Drawer opened.' };
const BUSY: Record<string, string> = { Receipt: 'Printing the receipt…', Drawer: 'Opening the drawer…' };

/** How the last print on this sheet went, with Retry (the same job again) when it failed. */
export function PrintStatus({ status, onRetry }: { status: ReceiptPrintState; onRetry: () => void }) {
  if (status.state === 'idle') return null;
  if (status.state === 'failed') {
    return (
      <div
        role="alert"
        className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        <p>{status.message}</p>
        {status.jobId ? (
          <Button size="lg" variant="secondary" className="mt-2" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
      {status.state === 'printing' ? BUSY[status.what] : DONE[status.what]}
    </p>
  );
}
