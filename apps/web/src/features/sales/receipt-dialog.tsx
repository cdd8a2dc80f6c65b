import type { Sale } from '@cafe/domain';
import { Printer } from 'lucide-react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { shortId } from './format-sale';
import { ReceiptView, useReceiptDetails } from './receipt-view';
import './receipt-print.css';

export interface ReceiptDialogProps {
  sale: Sale | null;
  onClose: () => void;
}

/** The sale's receipt, printable on 80 mm receipt paper (receipt-print.css prints only this). */
export function ReceiptDialog({ sale, onClose }: ReceiptDialogProps) {
  const details = useReceiptDetails(sale);

  return (
    <Dialog
      open={sale !== null}
      title={sale ? `Sale ${shortId(sale.id)}` : ''}
      onClose={onClose}
      overlayClassName="receipt-print-overlay"
    >
      {sale ? (
        <>
          <ReceiptView sale={sale} details={details} />
          <div className="receipt-actions mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
