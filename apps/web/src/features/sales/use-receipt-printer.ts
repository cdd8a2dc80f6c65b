import { receiptDocument, type Sale } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { db, type TillPrinterRow } from '../../data/db';
import {
  openCashDrawer,
  type PrintOutcome,
  printDocument,
  retryPrintJob,
} from '../../data/printing/printing';
import { readTillPrinter } from '../../data/printing/till-printer';
import { formatSaleTime, shortId } from './format-sale';
import type { ReceiptDetails, ReceiptTender } from './receipt-view';

export type ReceiptPrintState =
  | { state: 'idle' }
  | { state: 'printing'; what: string }
  | { state: 'printed'; what: string }
  | { state: 'failed'; what: string; jobId: string; message: string };

export interface ReceiptPrinter {
  /** This till's printer choice; undefined while it is read. */
  printer: TillPrinterRow | undefined;
  status: ReceiptPrintState;
  /** Prints the receipt as a new job (the browser's dialog when the till has no printer). */
  printReceipt(options: { openDrawer: boolean }): Promise<void>;
  /** Opens the drawer with a pulse-only job on the till's printer. */
  openDrawer(): Promise<void>;
  /** Sends the failed job again, as itself. */
  retry(): Promise<void>;
}

const WORDS_WHEN_THROWN =
  'The receipt could not be prepared for the printer. Try again, or print from the browser.';

/** The receipt of `sale` on this till's printer: what was printed, what failed and why, and its Retry. */
export function useReceiptPrinter(
  sale: Sale,
  details: ReceiptDetails | null | undefined,
  tender: ReceiptTender | undefined,
): ReceiptPrinter {
  const printer = useLiveQuery(() => readTillPrinter(db), []);
  const [status, setStatus] = useState<ReceiptPrintState>({ state: 'idle' });

  const run = useCallback(async (what: string, send: () => Promise<PrintOutcome>) => {
    setStatus({ state: 'printing', what });
    try {
      const outcome = await send();
      if (outcome.kind === 'browser') {
        setStatus({ state: 'idle' });
        window.print();
        return;
      }
      const { job } = outcome;
      setStatus(
        job.status === 'printed'
          ? { state: 'printed', what }
          : { state: 'failed', what, jobId: job.id, message: job.error ?? WORDS_WHEN_THROWN },
      );
    } catch {
      setStatus({ state: 'failed', what, jobId: '', message: WORDS_WHEN_THROWN });
    }
  }, []);

  const printReceipt = useCallback(
    async ({ openDrawer }: { openDrawer: boolean }) => {
      if (!details) return;
      const document = receiptDocument(
        sale,
        { ...details, soldAt: formatSaleTime(sale.soldAt), saleLabel: shortId(sale.id), tender },
        { openDrawer },
      );
      await run('Receipt', () => printDocument(document, `Receipt ${shortId(sale.id)}`));
    },
    [sale, details, tender, run],
  );

  const openDrawer = useCallback(() => run('Drawer', openCashDrawer), [run]);

  const retry = useCallback(async () => {
    if (status.state !== 'failed') return;
    const { what, jobId } = status;
    if (!jobId) return;
    await run(what, async () => ({ kind: 'job', job: await retryPrintJob(jobId) }));
  }, [status, run]);

  return { printer, status, printReceipt, openDrawer, retry };
}
