import type { Sale } from '@cafe/domain';
import { Printer } from 'lucide-react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { shortId } from './format-sale';
import { PrintStatus } from './print-status';
import { ReceiptView, useReceiptDetails } from './receipt-view';
import { useReceiptPrinter } from './use-receipt-printer';
import './receipt-print.css';

export interface ReceiptDialogProps {
  sale: Sale | null;
  onClose: () => void;
}

/**
 * The sale's receipt. Print sends it to this till's printer as a new job (a reprint: never the drawer), or opens the
 * browser's dialog on 80 mm receipt paper when the till has no printer (receipt-print.css prints only this).
 */
export function ReceiptDialog({ sale, onClose }: ReceiptDialogProps) {
  return (
    <Dialog
      open={sale !== null}
      title={sale ? `Sale ${shortId(sale.id)}` : ''}
      onClose={onClose}
      overlayClassName="receipt-print-overlay"
    >
      {sale ? <ReceiptBody sale={sale} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReceiptBody({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  const details = useReceiptDetails(sale);
  const receiptPrinter = useReceiptPrinter(sale, details, undefined);
  return (
    <>
      <ReceiptView sale={sale} details={details} />
      <div className="receipt-actions mt-5 space-y-3">
        <PrintStatus status={receiptPrinter.status} onRetry={() => void receiptPrinter.retry()} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            disabled={!details || receiptPrinter.status.state === 'printing'}
            onClick={() => void receiptPrinter.printReceipt({ openDrawer: false })}
          >
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </div>
    </>
  );
}
